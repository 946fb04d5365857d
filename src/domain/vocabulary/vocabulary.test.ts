/**
 * RULE-4: countries, streams, services and reporting frequencies are defined once, in
 * `src/domain/vocabulary`, and every other list derives from them; a new country is rows of data.
 */
import * as v from 'valibot';
import { referenceFixture } from '../../../mocks/main-api/data/fixtures/reference';
import { scenarioFacts } from '../../../mocks/main-api/data/fixtures/scenarios';
import { COUNTRY_CHOICES } from '@/features/dashboard/components/markets-draft';
import {
  HOME_COUNTRIES,
  MARKET_COUNTRIES,
  OTHER_EU_COUNTRIES,
} from '@/features/quickcheck/components/quickcheck-draft';
import { FEATURE_FLAG_NAMES, SERVICE_FEATURES } from '@/shared/contract/main/feature-flags';
import { LICENCE_COUNTRIES } from '@/shared/contract/main/packaging-materials';
import { ReportingFrequencySchema as FeeBandFrequencySchema } from '@/shared/contract/main/prices';
import { ReportingFrequencySchema as ChosenFrequencySchema } from '@/shared/contract/main/registrations';
import {
  BATTERY_SERVICES as CONTRACT_BATTERY_SERVICES,
  WEEE_SERVICES as CONTRACT_WEEE_SERVICES,
} from '@/shared/contract/main/registration-services';
import * as contract from '@/shared/contract/reference';
import { DASHBOARD_COUNTRIES, STREAM_PAGES, streamPagesOf } from '@/shared/sections';
import { inForce } from '../applicability';
import { today } from '../schedule';
import { isEuMemberState } from '../vat';
import { COUNTRY_ROWS, type CountryRow } from './country-rows';
import {
  EEA_COUNTRIES,
  EU_MEMBER_STATES,
  SECTION_COUNTRIES,
  SERVICED_COUNTRIES,
} from './countries';
import {
  CHOSEN_FREQUENCIES,
  FREQUENCY_PERIOD,
  LICENCE_FREQUENCIES,
  PERIODIC_FREQUENCIES,
  REPORTING_FREQUENCIES,
  REPORTING_RULE_FREQUENCIES,
  RULE_FREQUENCIES,
} from './frequencies';
import {
  BATTERY_SERVICES,
  LICENCE_COUNTRIES as LICENSING,
  SERVICES,
  WEEE_SERVICES,
} from './services';
import { STREAMS } from './streams';

const sorted = (list: readonly string[]) => [...list].sort();
const options = (schema: { options: readonly string[] }) => schema.options;

describe('[RULE-4] one vocabulary', () => {
  it('[RULE-4] the country lists that were written out apiece derive from the rows', () => {
    const withPages = COUNTRY_ROWS.filter((r) => r.pages !== null).map((r) => r.code);
    expect(contract.SECTION_COUNTRIES).toBe(SECTION_COUNTRIES);
    expect(SECTION_COUNTRIES).toEqual(withPages);
    expect(DASHBOARD_COUNTRIES).toEqual(withPages.map((c) => c.toLowerCase()));
    expect(EU_MEMBER_STATES).toHaveLength(27);
    expect(sorted(EEA_COUNTRIES)).toEqual(sorted([...EU_MEMBER_STATES, 'IS', 'LI', 'NO']));
    for (const { code, eu } of COUNTRY_ROWS) expect(isEuMemberState(code)).toBe(eu);
    // The quickcheck sells into the sections and the EU; companies sit anywhere the platform serves.
    expect(sorted(MARKET_COUNTRIES)).toEqual(
      sorted([...new Set([...SECTION_COUNTRIES, ...EU_MEMBER_STATES])]),
    );
    expect(OTHER_EU_COUNTRIES).toEqual(
      EU_MEMBER_STATES.filter((c) => !(SECTION_COUNTRIES as readonly string[]).includes(c)),
    );
    expect(HOME_COUNTRIES).toEqual(sorted(SERVICED_COUNTRIES));
    expect(sorted(COUNTRY_CHOICES)).toEqual(sorted(SERVICED_COUNTRIES));
    expect(COUNTRY_CHOICES.slice(0, SECTION_COUNTRIES.length)).toEqual(SECTION_COUNTRIES);
  });

  it('[RULE-4] streams and services are the vocabulary’s, and so are the flags and the registration services', () => {
    expect(contract.STREAMS).toBe(STREAMS);
    expect(STREAM_PAGES).toBe(STREAMS);
    expect(options(contract.StreamSchema)).toEqual(STREAMS);
    expect(options(contract.ServiceIdSchema)).toEqual(SERVICES.map((s) => s.id));
    expect(FEATURE_FLAG_NAMES).toEqual(SERVICES.map((s) => s.flag));
    for (const s of SERVICES)
      expect(SERVICE_FEATURES[s.id]).toEqual({
        flag: s.flag,
        country: s.country,
        stream: s.stream,
      });
    expect(CONTRACT_WEEE_SERVICES).toBe(WEEE_SERVICES);
    expect(CONTRACT_BATTERY_SERVICES).toBe(BATTERY_SERVICES);
    expect(WEEE_SERVICES).toEqual(['weee-de', 'weee-at']);
    expect(LICENCE_COUNTRIES).toBe(LICENSING);
    expect(LICENSING).toEqual(['DE', 'AT']);
  });

  it('[RULE-4] one set of reporting frequencies, with named subsets the contract’s picklists use', () => {
    for (const subset of [
      PERIODIC_FREQUENCIES,
      CHOSEN_FREQUENCIES,
      LICENCE_FREQUENCIES,
      RULE_FREQUENCIES,
      REPORTING_RULE_FREQUENCIES,
    ])
      for (const f of subset) expect(REPORTING_FREQUENCIES).toContain(f);
    expect(options(FeeBandFrequencySchema)).toEqual(PERIODIC_FREQUENCIES);
    expect(options(ChosenFrequencySchema)).toEqual(CHOSEN_FREQUENCIES);
    const ruleFrequency = contract.ObligationRuleSchema.pipe[0].entries.reportingFrequency;
    expect(options(ruleFrequency)).toEqual(RULE_FREQUENCIES);
    // Each periodic frequency has its period, once.
    expect(sorted(Object.keys(FREQUENCY_PERIOD))).toEqual(sorted(PERIODIC_FREQUENCIES));
  });

  it('[RULE-4] a country section has a page for every stream whose rule is in force, and no other', () => {
    for (const country of SECTION_COUNTRIES) {
      const inForceStreams = STREAMS.filter((stream) => {
        const rule = contract.ruleFor(referenceFixture, country, stream);
        return rule !== undefined && inForce(rule, today());
      });
      expect({ country, pages: streamPagesOf(country.toLowerCase()) }).toEqual({
        country,
        pages: inForceStreams,
      });
    }
    // The five that had only packaging before (issue 30).
    for (const code of ['dk', 'fi', 'gb', 'pl', 'pt'])
      expect(streamPagesOf(code)).toEqual(['packaging', 'weee', 'batteries']);
  });
});

/** A fictitious country, with a rule of its own in the reference data (Denmark's, renamed). */
const ZZ: CountryRow = { code: 'ZZ', eu: true, eea: true, serviced: true, pages: ['packaging'] };

function referenceWithZz(): contract.ReferenceData {
  const dk = contract.ruleFor(referenceFixture, 'DK', 'packaging')!;
  const rename = (id: string) => id.replace(/^dk-/, 'zz-');
  const zz: contract.ObligationRule = {
    ...dk,
    country: 'ZZ',
    deadlines: dk.deadlines.map((d) => ({
      ...d,
      id: rename(d.id),
      schedule:
        d.schedule.type === 'afterFiling'
          ? { ...d.schedule, of: d.schedule.of.map(rename) }
          : d.schedule,
    })),
  };
  return { ...referenceFixture, rules: [...referenceFixture.rules, zz] };
}

describe('[RULE-4] a tenth country is rows of data', () => {
  /** The modules that list countries, loaded afresh over the vocabulary with ZZ's row added. */
  function withZz() {
    let loaded!: {
      countries: typeof import('./countries');
      reference: typeof import('@/shared/contract/reference');
      sections: typeof import('@/shared/sections');
      nav: typeof import('@/app/layout/nav-groups');
      quickcheck: typeof import('@/features/quickcheck/components/quickcheck-draft');
      markets: typeof import('@/features/dashboard/components/markets-draft');
      vat: typeof import('../vat');
      obligations: typeof import('../obligations');
      scenarios: typeof import('../../../mocks/main-api/data/fixtures/scenarios');
    };
    jest.isolateModules(() => {
      jest.doMock('./country-rows', () => ({
        COUNTRY_ROWS: [
          ...jest.requireActual<typeof import('./country-rows')>('./country-rows').COUNTRY_ROWS,
          ZZ,
        ],
      }));
      loaded = {
        countries: jest.requireActual<typeof import('./countries')>('./countries'),
        reference: jest.requireActual<typeof import('@/shared/contract/reference')>(
          '@/shared/contract/reference',
        ),
        sections: jest.requireActual<typeof import('@/shared/sections')>('@/shared/sections'),
        nav: jest.requireActual<typeof import('@/app/layout/nav-groups')>(
          '@/app/layout/nav-groups',
        ),
        quickcheck: jest.requireActual<
          typeof import('@/features/quickcheck/components/quickcheck-draft')
        >('@/features/quickcheck/components/quickcheck-draft'),
        markets: jest.requireActual<typeof import('@/features/dashboard/components/markets-draft')>(
          '@/features/dashboard/components/markets-draft',
        ),
        vat: jest.requireActual<typeof import('../vat')>('../vat'),
        obligations: jest.requireActual<typeof import('../obligations')>('../obligations'),
        scenarios: jest.requireActual<
          typeof import('../../../mocks/main-api/data/fixtures/scenarios')
        >('../../../mocks/main-api/data/fixtures/scenarios'),
      };
    });
    return loaded;
  }

  afterEach(() => jest.dontMock('./country-rows'));

  it('[RULE-4] ZZ gets a section with the pages its row names, in every list its flags put it in', () => {
    const zz = withZz();
    expect(zz.countries.SECTION_COUNTRIES).toContain('ZZ');
    expect(zz.reference.SECTION_COUNTRIES).toContain('ZZ');
    expect(zz.sections.DASHBOARD_COUNTRIES).toContain('zz');
    expect(zz.sections.streamPagesOf('zz')).toEqual(['packaging']);
    const section = zz.sections.SECTIONS.find((s) => s.id === ('country-zz' as never));
    expect(section).toMatchObject({ title: { country: 'zz' }, navGroup: 'countries', flag: null });
    expect(zz.nav.navLayout({}, null).otherCountries.map((e) => e.id)).toContain('country-zz');
    expect(zz.quickcheck.MARKET_COUNTRIES).toContain('ZZ');
    expect(zz.quickcheck.HOME_COUNTRIES).toContain('ZZ');
    expect(zz.quickcheck.readDraft(new URLSearchParams('countries=ZZ,DE')).countries).toEqual([
      'ZZ',
      'DE',
    ]);
    expect(zz.markets.COUNTRY_CHOICES).toContain('ZZ');
    expect(zz.vat.isEuMemberState('ZZ')).toBe(true);
    expect(zz.vat.vatIdMemberState('ZZ123456789')).toBe('ZZ');
    // The vocabulary as shipped has no ZZ: the row alone made the difference.
    expect(SECTION_COUNTRIES).not.toContain('ZZ');
    expect(streamPagesOf('zz')).toEqual(STREAMS);
  });

  it('[RULE-4] with its rule in the reference data, the domain engine answers for ZZ as for the country whose rule it copies', () => {
    const zz = withZz();
    const reference = referenceWithZz();
    expect(v.safeParse(zz.reference.ReferenceDataSchema, reference).success).toBe(true);
    const scenario = zz.scenarios.SCENARIOS.find(
      (s) => s.country === 'DK' && s.streams.includes('packaging') && s.home !== 'DK',
    )!;
    const day = '2026-11-23';
    const dk = zz.obligations.deriveObligation(
      reference,
      scenarioFacts(scenario, day),
      'DK',
      'packaging',
    );
    const zzFacts = scenarioFacts({ ...scenario, country: 'ZZ' }, day);
    const answer = zz.obligations.deriveObligation(reference, zzFacts, 'ZZ', 'packaging');
    expect(answer.ruleCountry).toBe('ZZ');
    expect({
      status: answer.status,
      representative: answer.representative,
      reasons: answer.reasons,
      duties: answer.duties.map((d) => [d.id, d.state]),
    }).toEqual({
      status: dk.status,
      representative: dk.representative,
      reasons: dk.reasons,
      duties: dk.duties.map((d) => [d.id, d.state]),
    });
    // Without its rule, the member state ZZ falls back to the EU baseline.
    const baseline = zz.obligations.deriveObligation(referenceFixture, zzFacts, 'ZZ', 'packaging');
    expect(baseline.ruleCountry).toBe('EU');
    expect(baseline.reasons).toContain('notCovered');
  });
});
