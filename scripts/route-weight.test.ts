import {
  CHUNK_BUDGET,
  KB,
  NAVIGATION_BUDGET,
  chunkVerdicts,
  navigationFiles,
  navigationWeights,
  type ChunkGroup,
} from './route-weight.mjs';

const groups: Record<string, ChunkGroup> = {
  'layout-app': {
    files: ['a/layout-app.js', 'a/shell-mui.js', 'a/vendor.js'],
    modules: ['src/app/layout/app-shell.tsx'],
  },
  'route-licence': {
    files: ['a/route-licence.js', 'a/services-1.js', 'a/services-2.js'],
    modules: ['src/licence-page.tsx'],
  },
  'route-registration': {
    files: ['a/route-registration.js', 'a/services-1.js', 'a/services-2.js'],
    modules: ['src/registration-page.tsx'],
  },
  'i18n-en-support-json': {
    files: ['a/i18n-en-support.js'],
    modules: ['locales/en/support.json'],
  },
  'i18n-de-support-json': {
    files: ['a/i18n-de-support.js'],
    modules: ['locales/de/support.json'],
  },
  monitoring: { files: ['a/monitoring.js'], modules: ['node_modules/aws-rum-web/index.js'] },
};
const initial = ['a/runtime.js', 'a/vendor.js', 'a/main.js'];
const sizes: Record<string, number> = {
  'a/layout-app.js': 3 * KB,
  'a/shell-mui.js': 10 * KB,
  'a/vendor.js': 190 * KB,
  'a/route-licence.js': 3 * KB,
  'a/route-registration.js': 8 * KB,
  'a/services-1.js': 12 * KB,
  'a/services-2.js': 12 * KB,
  'a/i18n-en-support.js': 9 * KB,
  'a/i18n-de-support.js': 11 * KB,
  'a/monitoring.js': 80 * KB,
};
const sizeOf = (file: string) => sizes[file] ?? 0;
const licence = {
  pattern: '/companies/:companyId?/de-licensing-process/:processId',
  chain: [
    { module: 'src/app/layout/app-shell.tsx', namespaces: [] },
    { module: 'src/licence-page.tsx', namespaces: ['support'] },
  ],
};

describe('route weight (size script)', () => {
  it('[X-SIZE-1] a navigation loads its layout, its page with its shared split chunks and its namespaces in the language, minus the initial JS, each file once', () => {
    expect(navigationFiles(licence.chain, { groups, initial, language: 'en' })).toEqual({
      groups: ['layout-app', 'route-licence', 'i18n-en-support-json'],
      files: [
        'a/layout-app.js',
        'a/shell-mui.js',
        'a/route-licence.js',
        'a/services-1.js',
        'a/services-2.js',
        'a/i18n-en-support.js',
      ],
      missing: [],
    });
    expect(navigationFiles(licence.chain, { groups, initial, language: 'de' }).files).toContain(
      'a/i18n-de-support.js',
    );
  });

  it('[X-SIZE-1] a module or namespace the build has no chunk group for is reported, not skipped', () => {
    const chain = [{ module: 'src/gone-page.tsx', namespaces: ['nope'] }];
    expect(navigationFiles(chain, { groups, initial, language: 'en' }).missing).toEqual([
      'src/gone-page.tsx',
      'locales/en/nope.json',
    ]);
  });

  it('[X-SIZE-1][HOUSE-6] a country’s rule texts (rules-<CC>) count as that country’s file in the language, once; a country without one is reported', () => {
    const chain = [
      licence.chain[0]!,
      { module: 'src/licence-page.tsx', namespaces: ['support', 'rules-AT', 'rules-AT'] },
    ];
    const ruleTexts = {
      AT: 'assets/i18n/rules-en.abc/AT.json',
      DE: 'assets/i18n/rules-en.abc/DE.json',
    };
    const {
      files,
      groups: names,
      missing,
    } = navigationFiles(chain, {
      groups,
      initial,
      language: 'en',
      ruleTexts,
    });
    expect(names).toContain('rules-AT');
    expect(files.filter((f) => f.startsWith('assets/i18n/'))).toEqual([ruleTexts.AT]);
    expect(missing).toEqual([]);
    const gone = [{ module: 'src/licence-page.tsx', namespaces: ['rules-XX'] }];
    expect(navigationFiles(gone, { groups, initial, language: 'en', ruleTexts }).missing).toEqual([
      'locales/en/rules.json#XX',
    ]);
  });

  it('[X-SIZE-1][HOUSE-6] the service texts count as their files in the language: `services` the shared part, `services-<part>` its service’s, once; a part without a file is reported', () => {
    const chain = [
      licence.chain[0]!,
      {
        module: 'src/licence-page.tsx',
        namespaces: ['services', 'services-licensing', 'services-licensing'],
      },
    ];
    const serviceTexts = {
      common: 'assets/i18n/services-en.abc/common.json',
      licensing: 'assets/i18n/services-en.abc/licensing.json',
      registrations: 'assets/i18n/services-en.abc/registrations.json',
    };
    const { files, missing } = navigationFiles(chain, {
      groups,
      initial,
      language: 'en',
      serviceTexts,
    });
    expect(files.filter((f) => f.startsWith('assets/i18n/'))).toEqual([
      serviceTexts.common,
      serviceTexts.licensing,
    ]);
    expect(missing).toEqual([]);
    const gone = [{ module: 'src/licence-page.tsx', namespaces: ['services-gone'] }];
    expect(
      navigationFiles(gone, { groups, initial, language: 'en', serviceTexts }).missing,
    ).toEqual(['locales/en/services.json#gone']);
  });

  it('[X-SIZE-1][HOUSE-6] a text subset counts as its file in the language, once; a subset the build did not write is reported', () => {
    const chain = [
      licence.chain[0]!,
      {
        module: 'src/licence-page.tsx',
        namespaces: ['services', 'services-licensing-de', 'reference-streams', 'reference-streams'],
      },
    ];
    const serviceTexts = { common: 'assets/i18n/services-en.abc/common.json' };
    const subsetTexts = {
      'reference-streams': 'assets/i18n/subsets-en.def/reference-streams.json',
      'services-licensing-de': 'assets/i18n/subsets-en.def/services-licensing-de.json',
    };
    const { files, missing } = navigationFiles(chain, {
      groups,
      initial,
      language: 'en',
      serviceTexts,
      subsetTexts,
    });
    expect(files.filter((f) => f.startsWith('assets/i18n/'))).toEqual([
      serviceTexts.common,
      subsetTexts['services-licensing-de'],
      subsetTexts['reference-streams'],
    ]);
    expect(missing).toEqual([]);
    const gone = [{ module: 'src/licence-page.tsx', namespaces: ['reference-gone'] }];
    expect(
      navigationFiles(gone, { groups, initial, language: 'en', serviceTexts, subsetTexts }).missing,
    ).toEqual(['locales/en/reference-gone.json']);
  });

  it('[X-SIZE-2] routes with the same branch are one row; rows are weighed in gzip bytes, heaviest first, against the navigation budget', () => {
    const registration = (path: string) => ({
      pattern: path,
      chain: [licence.chain[0]!, { module: 'src/registration-page.tsx', namespaces: ['support'] }],
    });
    const rows = navigationWeights(
      [licence, registration('/weee-de'), registration('/battery-at')],
      { groups, initial, language: 'en', sizeOf },
    );
    expect(rows.map((r) => [r.patterns, r.bytes / KB, r.over])).toEqual([
      [['/weee-de', '/battery-at'], 3 + 10 + 8 + 12 + 12 + 9, false],
      [[licence.pattern], 3 + 10 + 3 + 12 + 12 + 9, false],
    ]);
    const heavy = navigationWeights([licence], {
      groups,
      initial,
      language: 'en',
      sizeOf: (file) => (file === 'a/services-1.js' ? NAVIGATION_BUDGET : sizeOf(file)),
      // Without the real table's ceilings: the pattern may be held at one there.
      ceilings: {},
    });
    expect(heavy[0]!.over).toBe(true);
  });

  it('[X-SIZE-2] a navigation over the budget with a ceiling passes up to its ceiling and fails past it', () => {
    const weigh = (ceilings: Record<string, number>) =>
      navigationWeights([licence], {
        groups,
        initial,
        language: 'en',
        sizeOf: (file) => (file === 'a/services-1.js' ? 40 * KB : sizeOf(file)),
        ceilings,
      })[0]!;
    // 3 + 10 + 3 + 40 + 12 + 9 = 77 KB
    expect(weigh({}).over).toBe(true);
    expect(weigh({ [licence.pattern]: 78 })).toMatchObject({ over: false, ceiling: 78 * KB });
    expect(weigh({ [licence.pattern]: 76 })).toMatchObject({ over: true, ceiling: 76 * KB });
  });

  it('[X-SIZE-3] every lazy chunk has the chunk budget; a named exception holds only for files no other group loads', () => {
    const verdicts = chunkVerdicts(['a/monitoring.js', 'a/services-1.js', 'a/extra.js'], {
      groups,
      sizeOf: (file) => (file === 'a/services-1.js' ? CHUNK_BUDGET + 1 : sizeOf(file)),
    });
    expect(verdicts.map((v) => [v.file, v.over, v.exception !== null, v.loadedBy])).toEqual([
      ['a/monitoring.js', false, true, ['monitoring']],
      ['a/services-1.js', true, false, ['route-licence', 'route-registration']],
      ['a/extra.js', false, false, []],
    ]);
    const shared = chunkVerdicts(['a/services-1.js'], {
      groups,
      sizeOf: () => CHUNK_BUDGET + 1,
      exceptions: { 'route-licence': 'only one of its groups' },
    });
    expect(shared[0]!.over).toBe(true);
  });
});
