import type { QuickcheckAnswers } from '@/shared/contract/main/quickcheck';
import type { Stream } from '@/shared/contract/reference';
import { referenceFixture } from '../../../../mocks/main-api/data/fixtures/reference';
import {
  BASELINE_COUNTRY as GR,
  baselineReference,
} from '../../../../mocks/main-api/testing/baseline-reference';
import { obligationCount, quickcheckResult } from './quickcheck-result';
import { quickcheckAnswers } from '@/testing/quickcheck-answers';

const TODAY = '2026-11-23';

const answers = quickcheckAnswers;

const outcome = (
  given: QuickcheckAnswers,
  country: string,
  stream: Stream,
  today = TODAY,
  reference = referenceFixture,
) => {
  const result = quickcheckResult(given, reference, today);
  const found = result.find((c) => c.country === country)?.streams.find((s) => s.stream === stream);
  if (!found) throw new Error(`no result for ${country}/${stream}`);
  const duty = (id: string) => found.obligation.duties.find((d) => d.id === id)?.state;
  return {
    status: found.status,
    obligation: found.obligation.status,
    reasons: found.obligation.reasons,
    basis: found.basis,
    registration: duty('registration'),
    scheme: duty('systemParticipation'),
    takeBack: duty('takeBack'),
    representative: found.obligation.representative,
    deadlines: found.deadlines.map((d) => `${d.id} ${d.due}`),
    offers: found.offers,
  };
};

/**
 * Worked examples, each written from /work/shared/domain-countries.md (the matrix and the
 * per-country notes), checked against the rules of the reference data.
 */
describe('[QC-2] the quickcheck result, from rules kept as data', () => {
  it('[QC-2] a German online shop selling cosmetics to Austrian consumers through its own shop needs Austrian household packaging licensing and an authorised representative', () => {
    const result = outcome(answers({}), 'AT', 'packaging');
    expect(result).toEqual({
      status: 'obligated',
      obligation: 'actionNeeded',
      reasons: ['representativeMissing', 'registrationMissing'],
      basis: 'country',
      registration: undefined,
      scheme: 'actionNeeded',
      takeBack: undefined,
      representative: 'required',
      // Reporting by fee level: yearly until the company says otherwise, as on the dashboard.
      deadlines: ['at-packaging-household-report-yearly 2027-01-15'],
      offers: ['at-licensing-process', 'authoriseme'],
    });
    const [at] = quickcheckResult(answers({}), referenceFixture, TODAY);
    expect(at!.streams[0]!.rule.register).toMatchObject({ name: 'EDM', authority: 'BMLUK' });
    expect(at!.streams[0]!.representativeNeed).toBe('required');
  });

  it('[QC-2][DOM-4][DOM-5] the same shop at home in Germany: LUCID, a dual system and the year’s reports, no representative; the declaration of completeness only above its thresholds', () => {
    const given = answers({ countries: ['DE'], establishments: ['DE'] });
    const [germany] = quickcheckResult(given, referenceFixture, TODAY);
    expect(germany!.streams[0]!.conditional).toEqual([
      {
        id: 'de-packaging-declaration-of-completeness',
        kind: 'declaration',
        due: '2027-05-15',
        thresholds: [
          { id: 'glass', minKg: 80_000 },
          { id: 'paper', minKg: 50_000 },
          { id: 'lightweight', minKg: 30_000 },
        ],
      },
    ]);
    expect(outcome(given, 'DE', 'packaging')).toMatchObject({
      status: 'obligated',
      registration: 'toCheck',
      scheme: 'actionNeeded',
      representative: 'notNeeded',
      deadlines: [
        'de-packaging-planned-quantities 2026-12-31',
        'de-packaging-year-end-report 2027-05-15',
      ],
      offers: ['de-licensing-process'],
    });
    // DOM-5: what goes to the system goes to LUCID too, at once after each such report.
    expect(germany!.streams[0]!.afterFiling).toEqual([
      {
        id: 'de-packaging-lucid-data-report',
        of: ['de-packaging-planned-quantities', 'de-packaging-year-end-report'],
      },
    ]);
  });

  it('[QC-2][DOM-3] a German machine maker shipping in crates to factories only: LUCID registration and take-back, no dual system, no system reports', () => {
    const given = answers({
      countries: ['DE'],
      establishments: ['DE'],
      packagingEndUse: 'businesses',
      productEndUse: 'businesses',
      role: 'manufacturer',
    });
    expect(outcome(given, 'DE', 'packaging')).toMatchObject({
      status: 'obligated',
      registration: 'toCheck',
      scheme: undefined,
      takeBack: 'ownResponsibility',
      deadlines: [],
      offers: [],
    });
  });

  it('[QC-2][DOM-2][DOM-3] a German brand selling filled consumer packaging only to retailers needs a dual system: the packaging ends up in households', () => {
    const given = answers({
      countries: ['DE'],
      establishments: ['DE'],
      role: 'manufacturer',
      channels: ['retail'],
    });
    expect(outcome(given, 'DE', 'packaging')).toMatchObject({
      status: 'obligated',
      scheme: 'actionNeeded',
      offers: ['de-licensing-process'],
    });
  });

  it.each<[QuickcheckAnswers['productEndUse'], string[]]>([
    [
      'households',
      ['de-weee-b2c-monthly-report 2026-12-15', 'de-weee-guarantee-renewal 2026-12-31'],
    ],
    ['businesses', ['de-weee-b2b-yearly-report 2027-04-30']],
    [
      'both',
      [
        'de-weee-b2c-monthly-report 2026-12-15',
        'de-weee-guarantee-renewal 2026-12-31',
        'de-weee-b2b-yearly-report 2027-04-30',
      ],
    ],
  ])(
    '[QC-2][DOM-8] an Austrian maker of electrical equipment selling to German %s needs stiftung ear, an authorised representative and these reports',
    (audience, deadlines) => {
      const given = answers({
        countries: ['DE'],
        streams: ['weee'],
        productEndUse: audience,
        homeCountry: 'AT',
      });
      expect(outcome(given, 'DE', 'weee')).toMatchObject({
        status: 'obligated',
        registration: 'actionNeeded',
        representative: 'required',
        deadlines,
        offers: ['weee-de', 'authoriseme'],
      });
    },
  );

  it('[QC-2] French textiles EPR covers products for consumers: a business-only seller is not obligated', () => {
    const given = answers({
      countries: ['FR'],
      streams: ['textiles'],
      productEndUse: 'businesses',
    });
    expect(outcome(given, 'FR', 'textiles')).toMatchObject({
      status: 'notObligated',
      reasons: ['audienceNotObligated'],
      registration: undefined,
      deadlines: [],
      offers: [],
    });
  });

  it('[QC-2] clothing sold to French consumers: Refashion declaration and payment; the representative rule is contested, so nothing is offered for it', () => {
    const given = answers({ countries: ['FR'], streams: ['textiles'] });
    expect(
      quickcheckResult(given, referenceFixture, TODAY)[0]!.streams[0]!.representativeNeed,
    ).toBe('contested');
    expect(outcome(given, 'FR', 'textiles')).toMatchObject({
      status: 'obligated',
      representative: 'notNeeded',
      deadlines: ['fr-textiles-declaration 2027-02-28', 'fr-textiles-payment 2027-03-31'],
      offers: [],
    });
  });

  it('[QC-2] textiles in Germany have no EPR scheme yet: planned (EU deadline about April 2028)', () => {
    const given = answers({ countries: ['DE'], streams: ['textiles'] });
    expect(outcome(given, 'DE', 'textiles')).toMatchObject({
      status: 'planned',
      reasons: ['noEprYet'],
    });
  });

  it('[QC-2] UK packaging without a UK establishment: an authorised representative is not possible', () => {
    const given = answers({ countries: ['GB'] });
    expect(
      quickcheckResult(given, referenceFixture, TODAY)[0]!.streams[0]!.representativeNeed,
    ).toBe('notAvailable');
    expect(outcome(given, 'GB', 'packaging')).toMatchObject({
      status: 'obligated',
      representative: 'notNeeded',
      offers: [],
    });
  });

  it('[QC-2] Spanish packaging from abroad: a tax ID (NIE/NIF) first, then registration through an authorised representative', () => {
    const given = answers({ countries: ['ES'] });
    expect(outcome(given, 'ES', 'packaging')).toMatchObject({
      status: 'obligated',
      representative: 'required',
      deadlines: ['es-packaging-annual-report 2027-03-31'],
      offers: ['nie-nif-application', 'authoriseme'],
    });
  });

  it('[QC-2] an established Austrian company selling at home needs no representative, only the licence', () => {
    const given = answers({ establishments: ['AT'], homeCountry: 'AT' });
    expect(outcome(given, 'AT', 'packaging')).toMatchObject({
      representative: 'notNeeded',
      offers: ['at-licensing-process'],
    });
  });

  it('[QC-2][X-QC-2] a country without rules of its own (Greece) gets the EU baseline: a national register and, for packaging, an authorised representative (PPWR)', () => {
    // Greece with its own rules removed: the fallback, whatever the reference data holds.
    const given = answers({ countries: [GR] });
    expect(outcome(given, GR, 'packaging', TODAY, baselineReference)).toMatchObject({
      status: 'obligated',
      obligation: 'toCheck',
      reasons: ['notCovered'],
      basis: 'euBaseline',
      representative: 'required',
      offers: ['authoriseme'],
    });
  });

  it('[QC-2][X-QC-2] a rule that applies only from a later date is shown as coming, with its date', () => {
    const given = answers({ countries: [GR] });
    const result = quickcheckResult(given, baselineReference, '2026-05-01');
    expect(result[0]!.streams[0]).toMatchObject({
      status: 'planned',
      plannedFrom: '2026-08-12',
    });
  });

  it('[QC-2] every country and stream chosen is answered, in the order given, and obligations are counted', () => {
    const given = answers({
      countries: ['DE', 'AT', GR],
      streams: ['packaging', 'textiles'],
      establishments: ['DE'],
    });
    const result = quickcheckResult(given, baselineReference, TODAY);
    expect(result.map((c) => [c.country, c.established, c.streams.map((s) => s.status)])).toEqual([
      ['DE', true, ['obligated', 'planned']],
      ['AT', false, ['obligated', 'planned']],
      [GR, false, ['obligated', 'planned']],
    ]);
    expect(obligationCount(result)).toBe(3);
  });
});
