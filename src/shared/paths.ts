import { pathSegment } from './contract/endpoint';

/**
 * Every in-app address, built in one place: ids are encoded as one path segment each, and a
 * renamed route changes here only.
 */
const segment = pathSegment;

export type LicensingCountry = 'de' | 'at';

/** Addresses below one company: `/companies/:companyId/...`. */
export function companyPaths(companyId: string) {
  const base = `/companies/${segment(companyId)}`;
  const dashboard = `${base}/dashboard`;
  return {
    root: base,
    /** A section by its path below the company (`weee-de`, `dashboard/documents`). */
    section: (sectionPath: string) => `${base}/${sectionPath}`,
    dashboard,
    country: (code: string, stream?: string) =>
      `${dashboard}/${segment(code.toLowerCase())}${stream ? `/${segment(stream)}` : ''}`,
    documents: `${dashboard}/documents`,
    document: (documentId: string) => `${dashboard}/documents/${segment(documentId)}`,
    deadlines: `${dashboard}/deadlines`,
    proof: `${dashboard}/marketplace-proof`,
    startProcess: `${dashboard}/start-process`,
    startProcessNext: (processId: string) =>
      `${dashboard}/start-process/next/${segment(processId)}`,
    licensing: (country: LicensingCountry) => `${base}/${country}-licensing-process`,
    licensingWizard: (country: LicensingCountry) => `${base}/${country}-licensing-process/process`,
    licence: (country: LicensingCountry, processId: string) =>
      `${base}/${country}-licensing-process/${segment(processId)}`,
    settings: `${base}/settings`,
    /** A tab of the company settings. */
    settingsTab: (tab: 'members' | 'invitations' | 'advisers') => `${base}/settings/${tab}`,
    support: `${base}/support`,
    /** REM-1: the user's notifications, with this company's context, and their reminder settings. */
    notifications: `${base}/notifications`,
    reminderSettings: `${base}/notifications/settings`,
    /** CHG-1: the reference changes that touch the company's markets. */
    changes: `${base}/changes`,
    /** The user's profile with this company's context (UX-5; the account pages served here). */
    profile: `${base}/profile`,
  };
}

/** The dashboard's query parameter that opens the markets dialog (`quickcheck`: with its answers). */
export const MARKETS_PARAM = 'markets';

export const paths = {
  home: '/',
  /** The company routes without an id: the loader picks the last selected or first company. */
  anyCompanyDashboard: '/companies/dashboard',
  /** The current company's markets dialog, the stored quickcheck added to them. */
  applyQuickcheck: `/companies/dashboard?${MARKETS_PARAM}=quickcheck`,
  company: companyPaths,
  devUi: '/dev-ui',
  signup: '/signup',
  quickcheck: '/quickcheck',
  newsletter: '/newsletter-subscribe',
  privacyPolicies: '/privacy-policies',
  disclaimer: '/disclaimer',
  reportIllegalContent: '/report-illegal-content',
  booking: (id: string) => `/bookings/${segment(id)}`,
  /** The link of an invitation mail; `email` (the invited address) pre-fills sign-in and sign-up. */
  invitation: (companyId: string, invitationId: string, email?: string) =>
    `/invitations/${segment(companyId)}/${segment(invitationId)}${email ? `?email=${segment(email)}` : ''}`,
  /** The adviser workspace: every client company of the user's adviser firm. */
  workspace: '/workspace',
  adminCompanies: '/admin/companies',
};
