import { isSectionEnabled } from '@/features/feature-flags/flag-gates';
import { DASHBOARD_COUNTRIES } from '@/features/dashboard/countries';

export interface NavItem {
  /** Translation key under `nav.` */
  key: string;
  /** Path below `/companies/:companyId/`. */
  path: string;
  /** Section whose flag gate decides whether the link shows. */
  section?: string;
}

export interface NavGroup {
  key: 'overview' | 'countries' | 'services' | 'company';
  items: NavItem[];
}

const GROUPS: NavGroup[] = [
  {
    key: 'overview',
    items: [
      { key: 'dashboard', path: 'dashboard' },
      { key: 'documents', path: 'dashboard/documents' },
      { key: 'startProcess', path: 'dashboard/start-process', section: 'start-process' },
    ],
  },
  {
    key: 'countries',
    items: DASHBOARD_COUNTRIES.map((code) => ({
      key: `country.${code}`,
      path: `dashboard/${code}`,
    })),
  },
  {
    key: 'services',
    items: [
      { key: 'deLicensing', path: 'de-licensing-process', section: 'de-licensing-process' },
      { key: 'atLicensing', path: 'at-licensing-process', section: 'at-licensing-process' },
      { key: 'weeeDe', path: 'weee-de', section: 'weee-de' },
      { key: 'weeeAt', path: 'weee-at', section: 'weee-at' },
      { key: 'batteryDe', path: 'battery-de', section: 'battery-de' },
      { key: 'batteryAt', path: 'battery-at', section: 'battery-at' },
      { key: 'nieNif', path: 'nie-nif-application', section: 'nie-nif-application' },
      { key: 'authoriseme', path: 'authoriseme', section: 'authoriseme' },
    ],
  },
  {
    key: 'company',
    items: [
      { key: 'settings', path: 'settings' },
      { key: 'support', path: 'support' },
    ],
  },
];

/** The navigation for these flags: a gated-off section never gets a link (issue 3, section 3). */
export function navigationFor(flags: Readonly<Record<string, boolean>>): NavGroup[] {
  return GROUPS.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.section || isSectionEnabled(item.section, flags)),
  })).filter((group) => group.items.length > 0);
}

/**
 * The path for another company that keeps the current section (issue 3, section 4): the same
 * section, but never another company's process: `.../at-licensing-process/p-1` keeps
 * `at-licensing-process`, `.../start-process/next/p-1` keeps `start-process`.
 */
export function switchCompanyPath(pathname: string, companyId: string): string {
  const match = /^\/companies\/[^/]+(\/.*)?$/.exec(pathname);
  let rest = match?.[1] ?? '/dashboard';
  rest = rest
    .replace(/^\/(at|de)-licensing-process\/.+$/, '/$1-licensing-process')
    .replace(/^\/dashboard\/start-process\/.+$/, '/dashboard/start-process');
  return `/companies/${encodeURIComponent(companyId)}${rest}`;
}
