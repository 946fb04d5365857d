/**
 * The company sections: their address (an entry of the path table), title, the feature flag that
 * opens it, and where the navigation lists it. The navigation, the flag gates and the section pages
 * read this one table; the route tree maps it, with each section's page module, namespaces and
 * loader in `SECTION_PAGES` (src/app/routes/section-pages.ts), a `Record<SectionId, ...>`: a
 * section without a page is a type error.
 */
import type { FeatureFlagName } from '@/shared/contract/main/feature-flags';
import {
  SECTION_COUNTRIES,
  streamPagesOf as domainStreamPagesOf,
  type SectionCountry,
} from '@/domain/vocabulary/countries';
import { STREAMS, type Stream } from '@/domain/vocabulary/streams';
import { paths, type CompanyPath } from './paths';

/** The countries with a section of their own (lower case, as in addresses): RULE-4's data. */
export const DASHBOARD_COUNTRIES = SECTION_COUNTRIES.map((c) =>
  c.toLowerCase(),
) as readonly Lowercase<SectionCountry>[];
export type DashboardCountry = Lowercase<SectionCountry>;

export const STREAM_PAGES = STREAMS;
export type StreamPage = Stream;

/** The generic country section (`dashboard/:code`) has the pages of this key. */
export const GENERIC_COUNTRY = ':code';

export const isDashboardCountry = (code: string): code is DashboardCountry =>
  (DASHBOARD_COUNTRIES as readonly string[]).includes(code);

/**
 * The stream pages of a country section (the generic section's for any other code): a page for
 * every stream whose rule is in force, as the country's row says (`src/domain/vocabulary`).
 */
export const streamPagesOf = (code: string): readonly StreamPage[] => domainStreamPagesOf(code);

export type NavGroup = 'overview' | 'countries' | 'services' | 'company';

/** Icons by name; the navigation draws them (icons stay out of the first chunk). */
export type SectionIcon =
  | 'dashboard'
  | 'documents'
  | 'deadlines'
  | 'proof'
  | 'startProcess'
  | 'country'
  | 'licence'
  | 'weee'
  | 'battery'
  | 'taxId'
  | 'representative'
  | 'settings'
  | 'support'
  | 'notifications'
  | 'changes';

type NavKey =
  | 'dashboard'
  | 'documents'
  | 'deadlines'
  | 'proof'
  | 'startProcess'
  | 'deLicensing'
  | 'atLicensing'
  | 'weeeDe'
  | 'weeeAt'
  | 'batteryDe'
  | 'batteryAt'
  | 'nieNif'
  | 'authoriseme'
  | 'settings'
  | 'support'
  | 'notifications'
  | 'changes';

/** Every company section, by id. */
export type SectionId =
  | 'dashboard'
  | 'deadlines'
  | 'documents'
  | 'proof'
  | 'notifications'
  | 'changes'
  | 'start-process'
  | `country-${DashboardCountry}`
  | 'de-licensing-process'
  | 'at-licensing-process'
  | 'weee-de'
  | 'weee-at'
  | 'battery-de'
  | 'battery-at'
  | 'nie-nif-application'
  | 'authoriseme'
  | 'settings'
  | 'support';

export interface CompanySection {
  id: SectionId;
  /** Its address below `/companies/:companyId?/`: an entry of `paths.company`. */
  path: CompanyPath;
  /** The section's name: a `common:nav.*` key, or a country, named by `Intl` in the UI language. */
  title: { key: NavKey } | { country: DashboardCountry };
  /** The flag that opens it; `null` when it is always open. */
  flag: FeatureFlagName | null;
  navGroup: NavGroup;
  icon: SectionIcon;
}

const section = (
  id: SectionId,
  path: CompanyPath,
  key: NavKey,
  navGroup: NavGroup,
  icon: SectionIcon,
  flag: FeatureFlagName | null = null,
): CompanySection => ({ id, path, title: { key }, flag, navGroup, icon });

const c = paths.company;

export const SECTIONS: readonly CompanySection[] = [
  section('dashboard', c.dashboard, 'dashboard', 'overview', 'dashboard'),
  section('deadlines', c.deadlines, 'deadlines', 'overview', 'deadlines'),
  section('documents', c.documents, 'documents', 'overview', 'documents'),
  section('proof', c.proof, 'proof', 'overview', 'proof'),
  // REM-1 and CHG-1: reminders as notifications (with their settings), the reference changes.
  section('notifications', c.notifications, 'notifications', 'overview', 'notifications'),
  section('changes', c.changes, 'changes', 'overview', 'changes'),
  section(
    'start-process',
    c.startProcess,
    'startProcess',
    'overview',
    'startProcess',
    'ame_enabled',
  ),
  ...DASHBOARD_COUNTRIES.map((country): CompanySection => ({
    id: `country-${country}`,
    path: c.countrySection(country),
    title: { country },
    flag: null,
    navGroup: 'countries',
    icon: 'country',
  })),
  section(
    'de-licensing-process',
    c.licensing.de.start,
    'deLicensing',
    'services',
    'licence',
    'de_licensing_enabled',
  ),
  section(
    'at-licensing-process',
    c.licensing.at.start,
    'atLicensing',
    'services',
    'licence',
    'at_licensing_enabled',
  ),
  section('weee-de', c.weeeDe, 'weeeDe', 'services', 'weee', 'de_weeeCompliance_enabled'),
  section('weee-at', c.weeeAt, 'weeeAt', 'services', 'weee', 'at_weeeCompliance_enabled'),
  section(
    'battery-de',
    c.batteryDe,
    'batteryDe',
    'services',
    'battery',
    'de_batteryCompliance_enabled',
  ),
  section(
    'battery-at',
    c.batteryAt,
    'batteryAt',
    'services',
    'battery',
    'at_batteryCompliance_enabled',
  ),
  section(
    'nie-nif-application',
    c.nieNif,
    'nieNif',
    'services',
    'taxId',
    'es_nieNifApplication_enabled',
  ),
  section('authoriseme', c.authoriseme, 'authoriseme', 'services', 'representative', 'ame_enabled'),
  section('settings', c.settings, 'settings', 'company', 'settings'),
  section('support', c.support, 'support', 'company', 'support'),
];

export function sectionById(id: SectionId): CompanySection {
  const found = SECTIONS.find((s) => s.id === id);
  if (!found) throw new Error(`No company section ${id}`);
  return found;
}

/** A section is open when it needs no flag or its flag is on. */
export const isSectionOpen = (
  section: Pick<CompanySection, 'flag'>,
  flags: Readonly<Record<string, boolean>>,
): boolean => section.flag === null || flags[section.flag] === true;
