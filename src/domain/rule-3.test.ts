/**
 * RULE-3: one answer everywhere. For the same facts, every screen that states an obligation says
 * the same: the quickcheck, the dashboard's matrix, the country page (status, duties,
 * representative, next date), the calendar (the dated deadlines) and the German WEEE registration
 * page (its report plan). Each screen is asked through the function that feeds it, none mocked.
 */
import { scenarioFacts } from '../../mocks/main-api/data/fixtures/scenarios';
import { referenceFixture } from '../../mocks/main-api/data/fixtures/reference';
import {
  BASELINE_COUNTRY,
  baselineReference,
} from '../../mocks/main-api/testing/baseline-reference';
import { reportPlans } from '../../mocks/main-api/data/registration-report-plans';
import {
  SECTION_COUNTRIES,
  STREAMS,
  type ReferenceData,
  type Stream,
} from '@/shared/contract/reference';
import type { MarketFacts } from '@/shared/contract/main/markets';
import { quickcheckResult } from '@/features/quickcheck/components/quickcheck-result';
import { deriveDeadlines, deriveObligation, deriveObligations } from './obligations';
import { addDays } from './schedule';

const DAY = '2026-11-23';
const END_USES = ['households', 'businesses', 'both'] as const;
const ROLES = ['manufacturer', 'importer', 'distanceSeller', 'marketplaceSeller'] as const;
const CHANNELS = [['ownShop'], ['retail']] as const;

interface Case {
  country: string;
  /** The reference data asked: the served one, or one without the baseline country's rules. */
  reference: ReferenceData;
  stream: Stream;
  facts: MarketFacts;
  established: boolean;
}

// Each country with pages, and one with its own rules removed (the EU baseline, whatever the
// reference data holds).
const COUNTRIES = [
  ...SECTION_COUNTRIES.map((country) => ({ country, reference: referenceFixture })),
  { country: BASELINE_COUNTRY, reference: baselineReference },
];

const cases: Case[] = COUNTRIES.flatMap(({ country, reference }) =>
  STREAMS.flatMap((stream) =>
    END_USES.flatMap((endUse) =>
      ROLES.flatMap((role) =>
        CHANNELS.flatMap((channels) =>
          [true, false].map((established) => ({
            country,
            reference,
            stream,
            facts: {
              packagingEndUse: endUse,
              weeeEndUse: endUse,
              batteriesEndUse: endUse,
              textilesEndUse: endUse,
              role,
              channels: [...channels],
            },
            established,
          })),
        ),
      ),
    ),
  ),
);

/** What each screen states for one case, in the same terms. */
function screensOf(c: Case) {
  const home = c.established ? c.country : 'CH';
  const [quickcheck] = quickcheckResult(
    {
      countries: [c.country],
      streams: [c.stream],
      packagingEndUse: c.facts.packagingEndUse,
      // The quickcheck's one question for the goods; every case gives all streams the same.
      productEndUse: c.facts.weeeEndUse,
      role: c.facts.role,
      channels: c.facts.channels,
      establishments: c.established ? [c.country] : [],
      homeCountry: home,
    },
    c.reference,
    DAY,
  );
  const qc = quickcheck!.streams[0]!;
  const facts = scenarioFacts(
    {
      title: '',
      provision: '',
      home,
      country: c.country,
      streams: [c.stream],
      facts: c.facts,
      expect: [],
      source: '',
    },
    DAY,
  );
  const dashboard = deriveObligations(c.reference, facts).find(
    (o) => o.country === c.country && o.stream === c.stream,
  )!;
  const countryPage = deriveObligation(c.reference, facts, c.country, c.stream);
  const calendar = deriveDeadlines(c.reference, facts, DAY, addDays(DAY, 365)).filter(
    (d) => d.stream === c.stream,
  );
  const applies = (status: string) => status !== 'notApplicable';
  const ids = (list: readonly { id: string }[]) => list.map((d) => d.id).sort();
  return {
    quickcheck: {
      applies: qc.status === 'obligated',
      representative: qc.obligation.representative,
      duties: ids(qc.obligation.duties),
      deadlines: [...new Set(qc.deadlines.map((d) => d.id))].sort(),
      next: qc.deadlines[0]?.due ?? null,
    },
    dashboard: {
      applies: applies(dashboard.status),
      representative: dashboard.representative,
      duties: ids(dashboard.duties),
    },
    countryPage: {
      applies: applies(countryPage.status),
      representative: countryPage.representative,
      duties: ids(countryPage.duties),
      // An overdue filing comes first on the country page; the quickcheck knows of no filings, so
      // both are compared on the next date ahead.
      next:
        countryPage.nextDeadline?.status === 'overdue'
          ? (calendar.find((d) => d.dueDate >= DAY)?.dueDate ?? null)
          : (countryPage.nextDeadline?.dueDate ?? null),
    },
    calendar: { deadlines: [...new Set(calendar.map((d) => d.ruleId))].sort() },
  };
}

describe('[RULE-3] the same facts give the same answer on every screen', () => {
  it(`[RULE-3] over all ${cases.length} combinations: quickcheck, dashboard, country page and calendar agree`, () => {
    expect(cases.length).toBe(
      (SECTION_COUNTRIES.length + 1) *
        STREAMS.length *
        END_USES.length *
        ROLES.length *
        CHANNELS.length *
        2,
    );
    const disagreements: string[] = [];
    for (const c of cases) {
      const s = screensOf(c);
      const agree =
        s.quickcheck.applies === s.dashboard.applies &&
        s.quickcheck.applies === s.countryPage.applies &&
        s.quickcheck.representative === s.dashboard.representative &&
        s.quickcheck.representative === s.countryPage.representative &&
        JSON.stringify(s.quickcheck.duties) === JSON.stringify(s.dashboard.duties) &&
        JSON.stringify(s.quickcheck.duties) === JSON.stringify(s.countryPage.duties) &&
        JSON.stringify(s.quickcheck.deadlines) === JSON.stringify(s.calendar.deadlines) &&
        s.quickcheck.next === s.countryPage.next;
      if (!agree) disagreements.push(JSON.stringify({ c: { ...c, reference: undefined }, s }));
    }
    expect(disagreements).toEqual([]);
  });

  it.each(END_USES)(
    '[RULE-3] German WEEE ending up with %s: the registration page reports on the dates the quickcheck and the calendar give',
    (endUse) => {
      const types = {
        households: ['smallEquipmentB2c'],
        businesses: ['smallEquipmentB2b'],
        both: ['smallEquipmentB2c', 'smallEquipmentB2b'],
      }[endUse];
      const plans = reportPlans({
        service: 'weee-de',
        order: { equipmentTypes: types } as never,
      });
      const rule = referenceFixture.rules.find((r) => r.country === 'DE' && r.stream === 'weee')!;
      const c: Case = {
        country: 'DE',
        reference: referenceFixture,
        stream: 'weee',
        facts: {
          packagingEndUse: endUse,
          weeeEndUse: endUse,
          batteriesEndUse: endUse,
          textilesEndUse: endUse,
          role: 'manufacturer',
          channels: ['ownShop'],
        },
        established: true,
      };
      const reports = screensOf(c)
        .quickcheck.deadlines.map((id) => rule.deadlines.find((d) => d.id === id)!)
        .filter((d) => d.kind === 'report');
      const key = (list: readonly object[]) => list.map((x) => JSON.stringify(x)).sort();
      expect(key(plans.map((p) => p.schedule))).toEqual(key(reports.map((d) => d.schedule)));
      expect(plans.length).toBeGreaterThan(0);
    },
  );
});
