/**
 * How the sidebar arranges the company's sections (UX-5): the countries where the company sells
 * first, the other country sections behind "Other countries"; the services in small groups, so
 * each entry can name just what tells it apart ("Germany" under "Packaging licences") and fits
 * the column in every language; UX-14: the company's services first, the rest folded.
 */
import type { Obligation } from '@/shared/contract/main/obligations';
import type { Stream } from '@/shared/contract/reference';
import { paths, type CompanyPath } from '@/shared/paths';
import {
  SECTIONS,
  isSectionOpen,
  type CompanySection,
  type NavGroup,
  type SectionIcon,
  type SectionId,
} from '@/shared/sections';

export type ServiceGroup = 'packagingLicences' | 'weee' | 'batteries' | 'spain';
const SERVICE_GROUPS: readonly ServiceGroup[] = ['packagingLicences', 'weee', 'batteries', 'spain'];

/**
 * The services' places in the groups, with their short label: a country (named by `Intl`) or a
 * `common:nav.short.*` key. A service not listed here (a new one) stands on its own, full name.
 */
const SERVICE_PLACES: Partial<
  Record<SectionId, { group: ServiceGroup | null; short: { country: string } | { key: ShortKey } }>
> = {
  'de-licensing-process': { group: 'packagingLicences', short: { country: 'de' } },
  'at-licensing-process': { group: 'packagingLicences', short: { country: 'at' } },
  'weee-de': { group: 'weee', short: { country: 'de' } },
  'weee-at': { group: 'weee', short: { country: 'at' } },
  'battery-de': { group: 'batteries', short: { country: 'de' } },
  'battery-at': { group: 'batteries', short: { country: 'at' } },
  'nie-nif-application': { group: 'spain', short: { key: 'nieNif' } },
  authoriseme: { group: null, short: { key: 'authoriseme' } },
};

/** UX-14: a group's market (the country where the label names none; stream null: any). */
const GROUP_MARKETS: Record<ServiceGroup, { country?: string; stream: Stream | null }> = {
  packagingLicences: { stream: 'packaging' },
  weee: { stream: 'weee' },
  batteries: { stream: 'batteries' },
  spain: { country: 'es', stream: null },
};

type ShortKey = 'nieNif' | 'authoriseme';

/** One link of the sidebar. */
export interface NavEntry {
  id: string;
  /** Its address below `/companies/:companyId/`: an entry of the path table. */
  path: CompanyPath;
  icon: SectionIcon;
  /** What the link shows: a `common:nav.*` key, a short key, or a country (lower case). */
  label: { key: string } | { short: ShortKey } | { country: string };
  /** The full name (`common:nav.*` key) where the label is short: the link's accessible name. */
  fullName?: string;
}

export interface ServiceEntries {
  group: ServiceGroup | null;
  entries: NavEntry[];
}

export interface NavLayout {
  overview: NavEntry[];
  /**
   * The company's markets (countries it sells in, in the markets' order; also those without a
   * section of their own, through the generic country section) and the other country sections.
   * `markets` is null while the markets are not known: then every country section is listed.
   */
  markets: NavEntry[] | null;
  otherCountries: NavEntry[];
  /** Services outside a group (the representative, new services) and the groups in order. */
  services: ServiceEntries[];
  /** UX-14: the others, under "Other services". */
  otherServices: ServiceEntries[];
  company: NavEntry[];
}

const entryOf = (section: CompanySection): NavEntry => ({
  id: section.id,
  path: section.path,
  icon: section.icon,
  label: 'key' in section.title ? { key: section.title.key } : { country: section.title.country },
});

const countryEntry = (code: string): NavEntry => ({
  id: `country-${code}`,
  path: paths.company.countrySection(code),
  icon: 'country',
  label: { country: code },
});

/** A market's link: its country section, or the generic one for a country without its own. */
function marketEntry(countries: readonly CompanySection[], code: string): NavEntry {
  const own = countries.find((s) => 'country' in s.title && s.title.country === code);
  return own ? entryOf(own) : countryEntry(code);
}

type ObligationLike = Pick<Obligation, 'country' | 'stream' | 'reasons' | 'action' | 'processes'>;

/** Whether the company places the obligation's stream on that market at all. */
const sold = (o: ObligationLike) =>
  !o.reasons.includes('streamNotSold') && !o.reasons.includes('notInMarkets');

/** UX-14: the services for a country and stream the company sells, or that an obligation names. */
export function companyServices(obligations: readonly ObligationLike[]): Set<SectionId> {
  const own = new Set<SectionId>();
  for (const o of obligations) {
    if (o.action && 'service' in o.action) own.add(o.action.service);
    for (const p of o.processes) own.add(p.service);
  }
  for (const [id, { group, short }] of Object.entries(SERVICE_PLACES)) {
    if (!group) continue;
    const { country = 'country' in short ? short.country : '', stream } = GROUP_MARKETS[group];
    const sells = (o: ObligationLike) =>
      sold(o) && o.country.toLowerCase() === country && (!stream || o.stream === stream);
    if (obligations.some(sells)) own.add(id as SectionId);
  }
  return own;
}

/**
 * The sidebar for these flags, markets (lower-case country codes) and the company's services
 * (`companyServices`), each `null` while unknown. A section whose flag is off never gets a link.
 */
export function navLayout(
  flags: Readonly<Record<string, boolean>>,
  marketCountries: readonly string[] | null,
  ownServices: ReadonlySet<string> | null = null,
): NavLayout {
  const open = (group: NavGroup) =>
    SECTIONS.filter((s) => s.navGroup === group && isSectionOpen(s, flags));
  const countries = open('countries');
  const markets = marketCountries?.length
    ? [...new Set(marketCountries.map((c) => c.toLowerCase()))]
    : null;

  const grouped = new Map<ServiceGroup | null, NavEntry[]>();
  const others = new Map<ServiceGroup | null, NavEntry[]>();
  for (const section of open('services')) {
    const place = SERVICE_PLACES[section.id];
    const entry = entryOf(section);
    if (place) {
      entry.fullName = 'key' in section.title ? section.title.key : undefined;
      entry.label = 'country' in place.short ? place.short : { short: place.short.key };
    }
    const group = place?.group ?? null;
    const into = !place || !ownServices || ownServices.has(section.id) ? grouped : others;
    into.set(group, [...(into.get(group) ?? []), entry]);
  }
  const inGroups = (map: Map<ServiceGroup | null, NavEntry[]>) =>
    [null, ...SERVICE_GROUPS]
      .map((group) => ({ group, entries: map.get(group) ?? [] }))
      .filter(({ entries }) => entries.length > 0);

  return {
    overview: open('overview').map(entryOf),
    markets: markets ? markets.map((code) => marketEntry(countries, code)) : null,
    otherCountries: countries
      .filter((s) => !markets || !('country' in s.title && markets.includes(s.title.country)))
      .map(entryOf),
    services: inGroups(grouped),
    otherServices: inGroups(others),
    company: open('company').map(entryOf),
  };
}
