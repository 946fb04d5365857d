/**
 * The company sections: where each lives below `/companies/:companyId/`, its title, the feature
 * flag that opens it, and where the navigation lists it. The route tree, the navigation, the flag
 * gates and the section pages all read this one table.
 */
import type { FeatureFlagName } from '@/shared/contract/main/feature-flags';

export const DASHBOARD_COUNTRIES = ['at', 'dk', 'fi', 'de', 'es', 'fr', 'pl', 'pt', 'gb'] as const;
export type DashboardCountry = (typeof DASHBOARD_COUNTRIES)[number];

export const STREAM_PAGES = ['packaging', 'weee', 'batteries', 'textiles'] as const;
export type StreamPage = (typeof STREAM_PAGES)[number];

/** The generic country section `:code` has the pages of this key. */
export const GENERIC_COUNTRY = ':code';

/** Which stream pages each country section has. */
const COUNTRY_PAGES: Record<DashboardCountry | typeof GENERIC_COUNTRY, readonly StreamPage[]> = {
  at: ['packaging', 'weee', 'batteries'],
  de: ['packaging', 'weee', 'batteries'],
  es: ['packaging', 'weee', 'batteries'],
  fr: ['packaging', 'weee', 'batteries', 'textiles'],
  dk: ['packaging'],
  fi: ['packaging'],
  pl: ['packaging'],
  pt: ['packaging'],
  gb: ['packaging'],
  [GENERIC_COUNTRY]: ['packaging', 'weee', 'batteries', 'textiles'],
};

export const isDashboardCountry = (code: string): code is DashboardCountry =>
  (DASHBOARD_COUNTRIES as readonly string[]).includes(code);

/** The stream pages of a country section (the generic section's for any other code). */
export const streamPagesOf = (code: string): readonly StreamPage[] =>
  COUNTRY_PAGES[isDashboardCountry(code) ? code : GENERIC_COUNTRY];

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

export interface CompanySection {
  id: string;
  /** Below `/companies/:companyId/`. */
  path: string;
  /** The section's name: a `common:nav.*` key, or a country, named by `Intl` in the UI language. */
  title: { key: NavKey } | { country: DashboardCountry };
  /** The flag that opens it; `null` when it is always open. */
  flag: FeatureFlagName | null;
  navGroup: NavGroup;
  icon: SectionIcon;
}

const section = (
  id: string,
  path: string,
  key: NavKey,
  navGroup: NavGroup,
  icon: SectionIcon,
  flag: FeatureFlagName | null = null,
): CompanySection => ({ id, path, title: { key }, flag, navGroup, icon });

export const SECTIONS: readonly CompanySection[] = [
  section('dashboard', 'dashboard', 'dashboard', 'overview', 'dashboard'),
  section('deadlines', 'dashboard/deadlines', 'deadlines', 'overview', 'deadlines'),
  section('documents', 'dashboard/documents', 'documents', 'overview', 'documents'),
  section('proof', 'dashboard/marketplace-proof', 'proof', 'overview', 'proof'),
  // REM-1 and CHG-1: reminders as notifications (with their settings), the reference changes.
  section('notifications', 'notifications', 'notifications', 'overview', 'notifications'),
  section('changes', 'changes', 'changes', 'overview', 'changes'),
  section(
    'start-process',
    'dashboard/start-process',
    'startProcess',
    'overview',
    'startProcess',
    'ame_enabled',
  ),
  ...DASHBOARD_COUNTRIES.map((country): CompanySection => ({
    id: `country-${country}`,
    path: `dashboard/${country}`,
    title: { country },
    flag: null,
    navGroup: 'countries',
    icon: 'country',
  })),
  section(
    'de-licensing-process',
    'de-licensing-process',
    'deLicensing',
    'services',
    'licence',
    'de_licensing_enabled',
  ),
  section(
    'at-licensing-process',
    'at-licensing-process',
    'atLicensing',
    'services',
    'licence',
    'at_licensing_enabled',
  ),
  section('weee-de', 'weee-de', 'weeeDe', 'services', 'weee', 'de_weeeCompliance_enabled'),
  section('weee-at', 'weee-at', 'weeeAt', 'services', 'weee', 'at_weeeCompliance_enabled'),
  section(
    'battery-de',
    'battery-de',
    'batteryDe',
    'services',
    'battery',
    'de_batteryCompliance_enabled',
  ),
  section(
    'battery-at',
    'battery-at',
    'batteryAt',
    'services',
    'battery',
    'at_batteryCompliance_enabled',
  ),
  section(
    'nie-nif-application',
    'nie-nif-application',
    'nieNif',
    'services',
    'taxId',
    'es_nieNifApplication_enabled',
  ),
  section('authoriseme', 'authoriseme', 'authoriseme', 'services', 'representative', 'ame_enabled'),
  section('settings', 'settings', 'settings', 'company', 'settings'),
  section('support', 'support', 'support', 'company', 'support'),
];

export function sectionById(id: string): CompanySection {
  const found = SECTIONS.find((s) => s.id === id);
  if (!found) throw new Error(`No company section ${id}`);
  return found;
}

/** A section is open when it needs no flag or its flag is on. */
export const isSectionOpen = (
  section: Pick<CompanySection, 'flag'>,
  flags: Readonly<Record<string, boolean>>,
): boolean => section.flag === null || flags[section.flag] === true;
