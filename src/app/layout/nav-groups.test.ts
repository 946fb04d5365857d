import type { Obligation } from '@/shared/contract/main/obligations';
import { SECTION_COUNTRIES } from '@/shared/contract/reference';
import { companyServices, navLayout, type NavEntry } from './nav-groups';

const ALL_ON = {
  ame_enabled: true,
  de_licensing_enabled: true,
  at_licensing_enabled: true,
  de_weeeCompliance_enabled: true,
  at_weeeCompliance_enabled: true,
  de_batteryCompliance_enabled: true,
  at_batteryCompliance_enabled: true,
  es_nieNifApplication_enabled: true,
};
const ids = (entries: readonly NavEntry[]) => entries.map((e) => e.id);

describe('[UX-5] the sidebar’s arrangement', () => {
  it('[UX-5] the company’s markets come first, in the markets’ order; the other country sections follow', () => {
    const layout = navLayout(ALL_ON, ['AT', 'AT', 'DE']);
    expect(ids(layout.markets!)).toEqual(['country-at', 'country-de']);
    // Every other country with pages, in the vocabulary's order (RULE-4: the rows, by ISO code).
    expect(ids(layout.otherCountries)).toEqual(
      SECTION_COUNTRIES.filter((c) => c !== 'AT' && c !== 'DE').map(
        (c) => `country-${c.toLowerCase()}`,
      ),
    );
    expect(ids(layout.otherCountries)).toEqual(
      expect.arrayContaining(['country-fr', 'country-it']),
    );
  });

  it('[UX-5] a market without a section of its own links to the generic country section', () => {
    const layout = navLayout(ALL_ON, ['gr', 'de']);
    expect(layout.markets!.map((e) => [e.id, e.path.href('c-1'), e.label])).toEqual([
      ['country-gr', '/companies/c-1/dashboard/gr', { country: 'gr' }],
      ['country-de', '/companies/c-1/dashboard/de', { country: 'de' }],
    ]);
    expect(ids(layout.otherCountries)).not.toContain('country-de');
  });

  it('[UX-5] without known markets (loading, failed, none yet) every country section is listed', () => {
    for (const markets of [null, []]) {
      const layout = navLayout(ALL_ON, markets);
      expect(layout.markets).toBeNull();
      expect(layout.otherCountries).toHaveLength(SECTION_COUNTRIES.length);
    }
  });

  it('[UX-5] services in groups with short labels; the full name stays as the accessible name', () => {
    const layout = navLayout(ALL_ON, null);
    expect(
      layout.services.map(({ group, entries }) => [
        group,
        entries.map((e) => [e.id, e.label, e.fullName]),
      ]),
    ).toEqual([
      [null, [['authoriseme', { short: 'authoriseme' }, 'authoriseme']]],
      [
        'packagingLicences',
        [
          ['de-licensing-process', { country: 'de' }, 'deLicensing'],
          ['at-licensing-process', { country: 'at' }, 'atLicensing'],
        ],
      ],
      [
        'weee',
        [
          ['weee-de', { country: 'de' }, 'weeeDe'],
          ['weee-at', { country: 'at' }, 'weeeAt'],
        ],
      ],
      [
        'batteries',
        [
          ['battery-de', { country: 'de' }, 'batteryDe'],
          ['battery-at', { country: 'at' }, 'batteryAt'],
        ],
      ],
      ['spain', [['nie-nif-application', { short: 'nieNif' }, 'nieNif']]],
    ]);
  });

  it('[UX-5][FLAG-3] a service whose flag is off has no link, and an empty group no heading', () => {
    const layout = navLayout(
      { ...ALL_ON, de_weeeCompliance_enabled: false, at_weeeCompliance_enabled: false },
      null,
    );
    expect(layout.services.map((s) => s.group)).toEqual([
      null,
      'packagingLicences',
      'batteries',
      'spain',
    ]);
    expect(navLayout({}, ['de']).services).toEqual([]);
  });
});

type Sold = Pick<Obligation, 'country' | 'stream' | 'reasons' | 'action' | 'processes'>;
const obligation = (over: Partial<Sold> & Pick<Sold, 'country' | 'stream'>): Sold => ({
  reasons: ['registrationMissing'],
  action: null,
  processes: [],
  ...over,
});
const serviceIds = (groups: { entries: NavEntry[] }[]) => groups.flatMap((g) => ids(g.entries));

describe('[UX-14] the services of the company’s markets first', () => {
  it('[UX-14] a service is the company’s where it sells that stream in that country, or an obligation names it', () => {
    const own = companyServices([
      obligation({ country: 'DE', stream: 'packaging' }),
      obligation({ country: 'DE', stream: 'weee' }),
      // Germany without batteries: the German battery service is not the company's.
      obligation({ country: 'DE', stream: 'batteries', reasons: ['streamNotSold'] }),
      obligation({
        country: 'AT',
        stream: 'packaging',
        action: { kind: 'startService', service: 'authoriseme' },
      }),
    ]);
    expect([...own].sort()).toEqual([
      'at-licensing-process',
      'authoriseme',
      'de-licensing-process',
      'weee-de',
    ]);
    // A process of a service counts too, whatever the market says now.
    expect([
      ...companyServices([
        obligation({
          country: 'ES',
          stream: 'packaging',
          reasons: ['notInMarkets'],
          processes: [{ id: 'p-1', service: 'nie-nif-application', status: 'draft', year: null }],
        }),
      ]),
    ]).toEqual(['nie-nif-application']);
  });

  it('[UX-14] the company’s services stay in their groups; every other one is folded, in the same groups', () => {
    const layout = navLayout(ALL_ON, ['de'], new Set(['de-licensing-process', 'weee-de']));
    expect(layout.services.map((s) => [s.group, ids(s.entries)])).toEqual([
      ['packagingLicences', ['de-licensing-process']],
      ['weee', ['weee-de']],
    ]);
    expect(layout.otherServices.map((s) => [s.group, ids(s.entries)])).toEqual([
      [null, ['authoriseme']],
      ['packagingLicences', ['at-licensing-process']],
      ['weee', ['weee-at']],
      ['batteries', ['battery-de', 'battery-at']],
      ['spain', ['nie-nif-application']],
    ]);
  });

  it('[UX-14] while the company’s services are not known every service is listed, nothing folded', () => {
    const layout = navLayout(ALL_ON, null, null);
    expect(serviceIds(layout.services)).toHaveLength(8);
    expect(layout.otherServices).toEqual([]);
  });
});
