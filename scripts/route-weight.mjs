// The pure part of `npm run size`: which JS files a navigation loads and what it weighs, and which
// chunks are over their budget. No file system here (tested in route-weight.test.ts, X-SIZE-1..3).

export const KB = 1024;
/** Gzip bytes a navigation may load beyond the initial JS (its layouts, page and namespaces). */
export const NAVIGATION_BUDGET = 60 * KB;
/**
 * Navigations still over NAVIGATION_BUDGET, by route pattern (one of its row's patterns), each held
 * at a ceiling in KB (its weight when this list was written, rounded up, plus 2 KB) so that it
 * cannot grow unnoticed; a route not listed has the budget. Their pages need libraries the budget
 * has no room for beside the layout (MUI's inputs and select, react-hook-form) and their namespaces,
 * for a form their first paint shows; what is behind a button or a later step already loads on
 * demand (`lazyPart`). Lower a ceiling when a page gets lighter; remove it at 60.
 *
 * Raised once, noticed (issue 31 and RULE-2 of issue 30): the country pages 112 -> 116 (the
 * obligation rules grew: producer by role, the EU representative's legal state, Austrian segment
 * reports; and the connection handling shared by every page, TRUST-17), the invitations 99 -> 101
 * (the failed-save retry in `SubmitError`, TRUST-17). HOUSE-6 (issue 34) takes them to 60.
 */
export const NAVIGATION_CEILINGS = {
  // Raised on 2026-11-28 after issue 30's rules work and issue 33's screens (provenance folds,
  // the sidebar's service folding, the domain vocabulary in shared code): 1-4 KB each. HOUSE-6
  // (issue 34) takes every navigation to 60 KB; these hold the line until then.
  // Raised again late on 2026-11-28, under 1.2 KB each: one lazy-dialog mechanism and SubmitError
  // (HOUSE-4). The country pages and the quickcheck are within the budget since HOUSE-6 (the rule
  // texts per country, their forms after the first paint: docs/house-6-rules.md).
  // Lowered by HOUSE-6's service pages (docs/house-6-services.md): the service texts per service,
  // native selects for the country, month and filter lists, the dialogs on demand. The
  // registrations and NIE/NIF are within the budget since their forms follow an overview
  // (docs/house-6-service-start.md); the invitations and the deadlines since docs/house-6-pages.md (the settings' tabs as
  // links, the invitations' table with its query, the month view and the iCalendar writer on
  // demand, a plain switch and breadcrumbs).
  // The representative's order is within the budget since docs/house-6-text-subsets.md (of
  // `reference` only the stream names, a text subset) and the lighter signed-in layout (25.0 ->
  // 18.3 KB: plain navigation lists and top bar, no Grid in the layouts' shared chunk;
  // docs/house-6-layout.md); the German wizard since both.
  // The wizard is a module per country since HOUSE-6's licensing part (docs/house-6-wizard.md): its
  // first step brings only its own fields, the progress is a plain list, of the licensing texts only
  // the first step's. The Austrian wizard, the last over, is within the budget since the radios are
  // the browser's own (`form-radio-group.tsx`, docs/house-6-radios.md). No ceiling is left: a new
  // one is a regression to fix, not to hold.
};

/** Gzip bytes of any one lazy chunk. */
export const CHUNK_BUDGET = 30 * KB;

/**
 * Lazy chunks allowed past CHUNK_BUDGET, each with the reason. Only chunks no navigation loads.
 * aws-rum-web is one library of tightly bound modules, loaded once after the first render when
 * monitoring is configured, never on a navigation: split into smaller chunks the browser would still
 * fetch all of them at the same moment, with more requests and no byte less.
 */
export const CHUNK_EXCEPTIONS = {
  monitoring:
    'aws-rum-web: loaded once, after the first render and only when monitoring is configured; on no navigation',
};

/** `{ module path → chunk group name }` from the build's chunk groups (`build-stats/`). */
export function groupOfModule(groups) {
  const byModule = new Map();
  for (const [name, group] of Object.entries(groups)) {
    for (const module of group.modules) byModule.set(module, name);
  }
  return byModule;
}

/** The chunk group of a namespace's own chunk, for a language: the one that loads its JSON file. */
const namespaceModule = (language, namespace) => `locales/${language}/${namespace}.json`;
/** A country's rule texts (`rules-<CC>`): a file of its own, not a chunk (rule-texts-loader.mjs). */
const ruleCountryOf = (namespace) => /^rules-([A-Z]{2})$/.exec(namespace)?.[1] ?? null;
/** The service texts: `services` is the file `common`, `services-<part>` the file `<part>`. */
const servicePartOf = (namespace) =>
  namespace === 'services' ? 'common' : (/^services-(\w+)$/.exec(namespace)?.[1] ?? null);

/**
 * The chunk groups and JS files a navigation loads beyond `initial`: for every lazy module on its
 * branch, the module's chunk group (with the shared split chunks webpack puts in it) and the own
 * chunks of the namespaces it asks for, in `language`; a country's rule texts (`rules-<CC>`) are
 * the file `ruleTexts[CC]` of that language; the service texts (`services`, `services-<part>`)
 * the file `serviceTexts[common|part]` (service-texts-loader.mjs); a text subset (`reference-streams`,
 * ...) the file `subsetTexts[name]` (text-subsets-loader.mjs). `missing` names what the build has no chunk group or
 * file for (the route table and the build disagree: the report must fail, not guess).
 */
export function navigationFiles(
  chain,
  { groups, initial, language, ruleTexts = {}, serviceTexts = {}, subsetTexts = {} },
) {
  const byModule = groupOfModule(groups);
  const names = [];
  const textFiles = [];
  const missing = [];
  const add = (name, what) => {
    if (!name || !groups[name]) missing.push(what);
    else if (!names.includes(name)) names.push(name);
  };
  for (const step of chain) {
    add(byModule.get(step.module), step.module);
    for (const ns of step.namespaces) {
      const country = ruleCountryOf(ns);
      const part = servicePartOf(ns);
      if (Object.hasOwn(subsetTexts, ns)) {
        if (!names.includes(ns)) {
          names.push(ns);
          textFiles.push(subsetTexts[ns]);
        }
      } else if (part) {
        if (!serviceTexts[part]) missing.push(`${namespaceModule(language, 'services')}#${part}`);
        else if (!names.includes(ns)) {
          names.push(ns);
          textFiles.push(serviceTexts[part]);
        }
      } else if (!country)
        add(byModule.get(namespaceModule(language, ns)), namespaceModule(language, ns));
      else if (!ruleTexts[country])
        missing.push(`${namespaceModule(language, 'rules')}#${country}`);
      else if (!names.includes(ns)) {
        names.push(ns);
        textFiles.push(ruleTexts[country]);
      }
    }
  }
  const initialFiles = new Set(initial);
  const files = [
    ...new Set(names.flatMap((name) => groups[name]?.files ?? []).concat(textFiles)),
  ].filter((file) => !initialFiles.has(file));
  return { groups: names, files, missing };
}

const chainKey = (chain) =>
  chain.map((step) => `${step.module}[${step.namespaces.join(',')}]`).join(' > ');

/**
 * One row per distinct navigation (routes with the same branch of modules and namespaces weigh the
 * same: `/companies/:companyId?/weee-de` and `.../battery-at` are one row), heaviest first.
 * `sizeOf(file)` gives a file's gzip bytes. A row is `over` past the budget, or past its ceiling
 * (the lowest of its patterns') when it has one.
 */
export function navigationWeights(
  navigations,
  {
    groups,
    initial,
    language,
    sizeOf,
    ceilings = NAVIGATION_CEILINGS,
    ruleTexts,
    serviceTexts,
    subsetTexts,
  },
) {
  const rows = new Map();
  for (const { pattern, chain } of navigations) {
    const key = chainKey(chain);
    const row = rows.get(key);
    if (row) {
      row.patterns.push(pattern);
      continue;
    }
    const {
      groups: names,
      files,
      missing,
    } = navigationFiles(chain, {
      groups,
      initial,
      language,
      ruleTexts,
      serviceTexts,
      subsetTexts,
    });
    rows.set(key, {
      patterns: [pattern],
      page: chain.at(-1).module,
      groups: names,
      files,
      bytes: files.reduce((sum, file) => sum + sizeOf(file), 0),
      missing,
    });
  }
  return [...rows.values()]
    .map((row) => {
      const held = row.patterns.map((p) => ceilings[p]).filter((kb) => kb !== undefined);
      const ceiling = held.length ? Math.min(...held) * KB : null;
      const limit = Math.max(NAVIGATION_BUDGET, ceiling ?? 0);
      return { ...row, ceiling, over: row.bytes > limit };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

/**
 * Every lazy file with its size, the chunk groups that load it, its budget verdict and, for an
 * excepted chunk, the written reason. A file belongs to an exception when every group that loads
 * it is excepted (a split chunk of monitoring's library stays excepted; one a page loads does not).
 */
export function chunkVerdicts(lazyFiles, { groups, sizeOf, exceptions = CHUNK_EXCEPTIONS }) {
  const groupsOfFile = new Map();
  for (const [name, group] of Object.entries(groups)) {
    for (const file of group.files)
      groupsOfFile.set(file, [...(groupsOfFile.get(file) ?? []), name]);
  }
  return lazyFiles.map((file) => {
    const bytes = sizeOf(file);
    const loadedBy = groupsOfFile.get(file) ?? [];
    const excepted = loadedBy.length > 0 && loadedBy.every((name) => name in exceptions);
    return {
      file,
      bytes,
      loadedBy,
      exception: excepted ? loadedBy.map((name) => exceptions[name]).join('; ') : null,
      over: !excepted && bytes > CHUNK_BUDGET,
    };
  });
}
