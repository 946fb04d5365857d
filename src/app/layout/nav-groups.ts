/**
 * How the sidebar arranges the company's sections (UX-5): the countries where the company sells
 * first, the other country sections behind "Other countries"; the services in small groups, so
 * each entry can name just what tells it apart ("Germany" under "Packaging licences") and fits
 * the column in every language.
 */
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
  services: { group: ServiceGroup | null; entries: NavEntry[] }[];
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

/**
 * The sidebar for these flags and markets (lower-case country codes, `null` while unknown). A
 * section whose flag is off never gets a link.
 */
export function navLayout(
  flags: Readonly<Record<string, boolean>>,
  marketCountries: readonly string[] | null,
): NavLayout {
  const open = (group: NavGroup) =>
    SECTIONS.filter((s) => s.navGroup === group && isSectionOpen(s, flags));
  const countries = open('countries');
  const markets = marketCountries?.length
    ? [...new Set(marketCountries.map((c) => c.toLowerCase()))]
    : null;

  const grouped = new Map<ServiceGroup | null, NavEntry[]>();
  for (const section of open('services')) {
    const place = SERVICE_PLACES[section.id];
    const entry = entryOf(section);
    if (place) {
      entry.fullName = 'key' in section.title ? section.title.key : undefined;
      entry.label = 'country' in place.short ? place.short : { short: place.short.key };
    }
    const group = place?.group ?? null;
    grouped.set(group, [...(grouped.get(group) ?? []), entry]);
  }

  return {
    overview: open('overview').map(entryOf),
    markets: markets ? markets.map((code) => marketEntry(countries, code)) : null,
    otherCountries: countries
      .filter((s) => !markets || !('country' in s.title && markets.includes(s.title.country)))
      .map(entryOf),
    services: [null, ...SERVICE_GROUPS]
      .map((group) => ({ group, entries: grouped.get(group) ?? [] }))
      .filter(({ entries }) => entries.length > 0),
    company: open('company').map(entryOf),
  };
}
