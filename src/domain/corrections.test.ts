/**
 * RULE-2 corrections (issue 30, part 1): the rows where the primary texts contradicted the
 * reference data (mocks/main-api/data/fixtures/scenarios-corrections.ts), and the facts a row
 * cannot state: a legal basis, a reporting frequency, a deadline's provenance, the texts.
 */
import { CORRECTION_SCENARIOS } from '../../mocks/main-api/data/fixtures/scenarios-corrections';
import { daysOf, observeScenario } from '../../mocks/main-api/data/fixtures/scenario-check';
import { referenceFixture } from '../../mocks/main-api/data/fixtures/reference';
import { ruleFor, type Stream } from '@/shared/contract/reference';
import { quickcheckResult } from '@/features/quickcheck/components/quickcheck-result';
import { dutiesOf } from './applicability';

const rule = (country: string, stream: Stream) => {
  const found = ruleFor(referenceFixture, country, stream);
  if (!found) throw new Error(`no rule ${country}/${stream}`);
  return found;
};

/* eslint-disable @typescript-eslint/no-require-imports -- the locale files as shipped */
const locale = (lang: string, ns: string) =>
  require(`../../locales/${lang}/${ns}.json`) as Record<string, Record<string, unknown>>;
/* eslint-enable @typescript-eslint/no-require-imports */
const rulesText = (lang: string, country: string, stream: Stream) =>
  (locale(lang, 'rules')[country] as Record<string, Record<string, string>>)[stream]!;

const LANGS = ['de', 'en', 'es', 'fr'];

describe('[RULE-2] corrections: the rows the primary texts decide', () => {
  const rows = CORRECTION_SCENARIOS.flatMap((s) =>
    daysOf(s, ['2026-11-23', '2027-03-01', '2027-09-01']).map((day) => [s.title, day, s] as const),
  );
  it.each(rows)('%s (on %s)', (_title, day, scenario) => {
    const observed = observeScenario(scenario, day);
    scenario.expect.forEach((e, i) => {
      expect(observed[i]).toMatchObject({
        stream: e.stream,
        status: e.status,
        ...(e.representative ? { representative: e.representative } : {}),
        ...(e.duties ? { duties: expect.objectContaining(e.duties) } : {}),
        ...(e.deadlines ? { deadlines: [...e.deadlines].sort() } : {}),
      });
    });
  });
});

describe('[RULE-2] F1 Germany: the VerpackDG replaced the VerpackG on 12 August 2026', () => {
  it('[RULE-2] the German packaging rule names the VerpackDG and the PPWR, and its duties rest on VerpackDG sections', () => {
    const de = rule('DE', 'packaging');
    expect(de.legalBasis).toBe('VerpackDG; Regulation (EU) 2025/40');
    for (const duty of dutiesOf(de)) expect(duty.source).toMatch(/\/verpackdg\//);
    const lucid = de.deadlines.find((d) => d.id === 'de-packaging-lucid-data-report');
    expect(lucid?.source).toMatch(/\/verpackdg\/__9\.html$/);
  });

  it.each(LANGS)(
    '[RULE-2] %s: the German packaging texts and the LUCID note cite the VerpackDG, not the VerpackG',
    (lang) => {
      for (const text of Object.values(rulesText(lang, 'DE', 'packaging')))
        expect(text).not.toMatch(/VerpackG\b/);
      expect(rulesText(lang, 'DE', 'packaging').arNote).toMatch(/§ 5(\(2\)| Abs\. 2) VerpackDG/);
      const note = (locale(lang, 'compliance').deadlineNote as Record<string, string>).mirrors;
      expect(note).toMatch(/§ 9 VerpackDG|VerpackDG § 9/);
    },
  );
});

describe('[RULE-2] F3 one representative answer by home and channel (PPWR Art. 45(3))', () => {
  it('[RULE-2] a Swiss shop gets each member state’s own answer in the quickcheck: required only where national law says so', () => {
    const need = (country: string) => {
      const [result] = quickcheckResult(
        {
          countries: [country],
          streams: ['packaging'],
          packagingEndUse: 'households',
          productEndUse: 'households',
          role: 'distanceSeller',
          channels: ['ownShop'],
          establishments: [],
          homeCountry: 'CH',
        },
        referenceFixture,
        '2026-11-23',
      );
      return result!.streams[0]!.representativeNeed;
    };
    const required = ['AT', 'DE', 'DK', 'ES', 'FI', 'FR', 'PL', 'PT', 'IT'].filter(
      (c) => need(c) === 'required',
    );
    // Austria §16b VerpackVO, Germany § 5(2) VerpackDG; Spain and Portugal say "required" for
    // every foreign producer (unverified, see docs/rules/corrections.md).
    expect(required).toEqual(['AT', 'DE', 'ES', 'PT']);
  });

  it('[RULE-2] the EU packaging basis is the PPWR alone: Directive 94/62/EC is repealed from 12 August 2026 (Art. 70(1))', () => {
    expect(rule('EU', 'packaging').legalBasis).toBe('Regulation (EU) 2025/40 (PPWR)');
    for (const lang of LANGS)
      expect(rulesText(lang, 'EU', 'packaging').arNote).toMatch(/COM\(2025\) 982/);
  });
});

describe('[RULE-2] frequencies and deadlines the texts fix', () => {
  it.each([
    ['DE', 'batteries', 'BattDG § 7(2)'],
    ['FR', 'weee', 'L541-10-13'],
    ['PL', 'weee', 'Ustawa o odpadach art. 73 ust. 1 pkt 5'],
    ['FI', 'weee', 'ELY Centre'],
    ['FI', 'batteries', 'ELY Centre'],
  ] as const)('[RULE-2] %s %s report yearly (%s)', (country, stream, _provision) => {
    const r = rule(country, stream);
    expect(r.reportingFrequency).toBe('yearly');
  });

  it('[RULE-2] the Finnish quarterly WEEE report is Elker’s contract, not the law: unverified, scheme-contract basis', () => {
    const quarterly = rule('FI', 'weee').deadlines.find((d) => d.id === 'fi-weee-quarterly-report');
    expect(quarterly).toMatchObject({ verified: false, basis: 'schemeContract' });
  });

  it('[RULE-2] the Polish WEEE report’s day (15 March) is not confirmed for WEEE; the BDO fee binds equipment and batteries', () => {
    const weee = rule('PL', 'weee').deadlines;
    expect(weee.find((d) => d.id === 'pl-weee-yearly-report')?.verified).toBe(false);
    for (const [stream, id] of [
      ['packaging', 'pl-bdo-annual-fee'],
      ['weee', 'pl-weee-bdo-annual-fee'],
      ['batteries', 'pl-batteries-bdo-annual-fee'],
    ] as const)
      expect(rule('PL', stream).deadlines.find((d) => d.id === id)?.schedule).toEqual({
        type: 'yearly',
        month: 2,
        day: 28,
      });
  });
});

describe('[RULE-2] representatives by role and home, and the texts that say so', () => {
  it('[RULE-2] Austrian batteries: no text requires a representative, so the rule does not', () => {
    expect(rule('AT', 'batteries').authorisedRepresentative).toBe('optional');
  });

  it.each(LANGS)(
    '[RULE-2] %s: Polish BDO fee PLN 100 / 300 (Dz.U. 2018 poz. 184), Danish representative with a CVR number, French textiles incl. home textiles (R543-214)',
    (lang) => {
      const pl = rulesText(lang, 'PL', 'packaging').obligation;
      expect(pl).toMatch(/100/);
      expect(pl).toMatch(/300/);
      expect(pl).not.toMatch(/800/);
      expect(rulesText(lang, 'DK', 'weee').arNote).toMatch(/CVR/);
      expect(rulesText(lang, 'FR', 'textiles').trigger).toMatch(/R543-214/);
      const labels = locale(lang, 'reference').deadlines as Record<string, string>;
      for (const id of [
        'pl-weee-bdo-annual-fee',
        'pl-batteries-bdo-annual-fee',
        'pl-weee-yearly-report',
      ])
        expect(labels[id]).toBeTruthy();
    },
  );
});
