import { pathSegment } from './contract/endpoint';

/**
 * The path table: every in-app address once, as `{ pattern, href }`. The route tree takes its
 * `path`s from the patterns (src/app/routes/), links build their `to` with the hrefs of the same
 * entries, so a renamed route changes here only and a link cannot drift from its route
 * (routes.test.tsx matches every href against the route tree). Ids are encoded as one path segment
 * each (TRUST-11: a value like `..` is refused).
 */
export interface PathEntry<Args extends readonly unknown[] = []> {
  /** Absolute, as the router matches it: `/companies/:companyId?/dashboard/documents/:documentId`. */
  readonly pattern: string;
  /** The address, each `:param` filled with its argument in the pattern's order. */
  href(...args: Args): string;
}

/** One string argument per `:param` of a pattern, in order. */
type ParamsOf<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${string}/${infer Tail}`
    ? [string, ...ParamsOf<Tail>]
    : [string]
  : [];

/** A page below one company: its href takes the company id first. */
export type CompanyPath = PathEntry<[companyId: string]>;

/**
 * The pattern with its parameters filled in order; an optional parameter given as `undefined`
 * leaves its segment out (`/companies/:companyId?/dashboard` → `/companies/dashboard`).
 */
function fill(pattern: string, args: readonly (string | undefined)[]): string {
  let next = 0;
  const segments = pattern.split('/').flatMap((segment) => {
    const param = /^:([A-Za-z]+)(\?)?$/.exec(segment);
    if (!param) return [segment];
    const value = args[next++];
    if (value !== undefined) return [pathSegment(value)];
    if (param[2]) return [];
    throw new Error(`${pattern}: missing parameter ${param[1]}`);
  });
  return segments.join('/') || '/';
}

/** An entry whose href fills the pattern's parameters in order. */
const at = <P extends string>(pattern: P): PathEntry<ParamsOf<P>> => ({
  pattern,
  href: (...args) => fill(pattern, args),
});

/** The company area; without an id the company loader picks the user's company. */
const COMPANY = '/companies/:companyId?';

/** A company page's address without a company id: the company loader picks one (LOADER-2). */
export const anyCompany = (entry: CompanyPath): string => fill(entry.pattern, []);

/** The dashboard's query parameter that opens the markets dialog (`quickcheck`: with its answers). */
export const MARKETS_PARAM = 'markets';

export type LicensingCountry = 'de' | 'at';

const licensingPaths = <C extends LicensingCountry>(country: C) => ({
  start: at(`${COMPANY}/${country}-licensing-process`),
  wizard: at(`${COMPANY}/${country}-licensing-process/process`),
  licence: at(`${COMPANY}/${country}-licensing-process/:processId`),
});

const dashboard = at(`${COMPANY}/dashboard`);
const countryPattern = `${COMPANY}/dashboard/:code` as const;
const streamPattern = `${COMPANY}/dashboard/:code/:stream` as const;

/** The pages below `/companies/:companyId?/`. */
const company = {
  root: at(COMPANY),
  dashboard,
  /** Any country's section (codes are lower case in addresses). */
  country: {
    pattern: countryPattern,
    href: (companyId: string, code: string) =>
      fill(countryPattern, [companyId, code.toLowerCase()]),
  } satisfies PathEntry<[string, string]>,
  /** A stream page of a country's section. */
  countryStream: {
    pattern: streamPattern,
    href: (companyId: string, code: string, stream: string) =>
      fill(streamPattern, [companyId, code.toLowerCase(), stream]),
  } satisfies PathEntry<[string, string, string]>,
  /** The section of one country (`dashboard/de`), its code fixed in the pattern. */
  countrySection: (code: string): CompanyPath => ({
    pattern: `${COMPANY}/dashboard/${code}`,
    href: (companyId) => fill(countryPattern, [companyId, code]),
  }),
  deadlines: at(`${COMPANY}/dashboard/deadlines`),
  documents: at(`${COMPANY}/dashboard/documents`),
  document: at(`${COMPANY}/dashboard/documents/:documentId`),
  proof: at(`${COMPANY}/dashboard/marketplace-proof`),
  startProcess: at(`${COMPANY}/dashboard/start-process`),
  startProcessNext: at(`${COMPANY}/dashboard/start-process/next/:processId`),
  licensing: { de: licensingPaths('de'), at: licensingPaths('at') },
  weeeDe: at(`${COMPANY}/weee-de`),
  weeeAt: at(`${COMPANY}/weee-at`),
  batteryDe: at(`${COMPANY}/battery-de`),
  batteryAt: at(`${COMPANY}/battery-at`),
  nieNif: at(`${COMPANY}/nie-nif-application`),
  authoriseme: at(`${COMPANY}/authoriseme`),
  settings: at(`${COMPANY}/settings`),
  /** The tabs of the company settings (the details are the settings' own address). */
  settingsTab: {
    members: at(`${COMPANY}/settings/members`),
    invitations: at(`${COMPANY}/settings/invitations`),
    advisers: at(`${COMPANY}/settings/advisers`),
  },
  support: at(`${COMPANY}/support`),
  /** REM-1: the user's notifications, with this company's context, and their reminder settings. */
  notifications: at(`${COMPANY}/notifications`),
  reminderSettings: at(`${COMPANY}/notifications/settings`),
  /** CHG-1: the reference changes that touch the company's markets. */
  changes: at(`${COMPANY}/changes`),
  /** The user's profile with this company's context (UX-5; the account pages served here). */
  profile: at(`${COMPANY}/profile`),
};

const invitation = at('/invitations/:companyId/:invitationId');

export const paths = {
  /** The start: the signed-in user's dashboard. */
  home: at('/'),
  /** Addresses kept from the old app: they redirect. */
  dashboardShortcut: at('/dashboard'),
  authorisemeShortcut: at('/authoriseme'),
  /** The sign-in callback (the identity provider's `redirect_uri`). */
  login: at('/login'),
  signup: at('/signup'),
  devUi: at('/dev-ui'),
  quickcheck: at('/quickcheck'),
  newsletter: at('/newsletter-subscribe'),
  privacyPolicies: at('/privacy-policies'),
  disclaimer: at('/disclaimer'),
  imprint: at('/imprint'),
  terms: at('/terms'),
  reportIllegalContent: at('/report-illegal-content'),
  /** REM-1: the one-click unsubscribe of a reminder mail. */
  unsubscribe: at('/reminders/unsubscribe'),
  booking: at('/bookings/:id'),
  /** The link of an invitation mail; `email` (the invited address) pre-fills sign-in and sign-up. */
  invitation: {
    pattern: invitation.pattern,
    href: (companyId: string, invitationId: string, email?: string) =>
      `${invitation.href(companyId, invitationId)}${email ? `?email=${pathSegment(email)}` : ''}`,
  } satisfies PathEntry<[string, string, string?]>,
  /** The adviser workspace: every client company of the user's adviser firm. */
  workspace: at('/workspace'),
  adminCompanies: at('/admin/companies'),
  /** The account service's pages, when that service is this app (`accountServiceIsLocal`). */
  accountCompanies: at('/account/companies'),
  accountCompany: at('/account/companies/:companyId'),
  accountProfile: at('/account/profile'),
  company,
  /** The company routes without an id: the loader picks the last selected or first company. */
  anyCompanyDashboard: {
    pattern: dashboard.pattern,
    href: () => anyCompany(dashboard),
  } satisfies PathEntry,
  /** The current company's markets dialog, the stored quickcheck added to them. */
  applyQuickcheck: {
    pattern: dashboard.pattern,
    href: () => `${anyCompany(dashboard)}?${MARKETS_PARAM}=quickcheck`,
  } satisfies PathEntry,
};

/** Every static segment of the path table's patterns (the monitoring scrubber keeps these words). */
export function pathWords(): string[] {
  const patterns = (table: object): string[] =>
    Object.values(table).flatMap((value: unknown) =>
      !value || typeof value !== 'object'
        ? []
        : 'pattern' in value
          ? [(value as PathEntry).pattern]
          : patterns(value),
    );
  const words = patterns(paths).flatMap((pattern) => pattern.split('/'));
  return [...new Set(words.filter((word) => word && !word.startsWith(':')))];
}

/**
 * The hrefs of one company's pages, for links (`companyPaths(id).documents`): each built by its
 * entry in `paths.company`. Throws for an unsafe id (TRUST-11).
 */
export function companyPaths(companyId: string) {
  pathSegment(companyId);
  const c = company;
  return {
    root: c.root.href(companyId),
    /** A section's page, by its entry in the sections table. */
    section: (entry: CompanyPath) => entry.href(companyId),
    dashboard: c.dashboard.href(companyId),
    country: (code: string, stream?: string) =>
      stream ? c.countryStream.href(companyId, code, stream) : c.country.href(companyId, code),
    documents: c.documents.href(companyId),
    document: (documentId: string) => c.document.href(companyId, documentId),
    deadlines: c.deadlines.href(companyId),
    proof: c.proof.href(companyId),
    startProcess: c.startProcess.href(companyId),
    startProcessNext: (processId: string) => c.startProcessNext.href(companyId, processId),
    licensing: (country: LicensingCountry) => c.licensing[country].start.href(companyId),
    licensingWizard: (country: LicensingCountry) => c.licensing[country].wizard.href(companyId),
    licence: (country: LicensingCountry, processId: string) =>
      c.licensing[country].licence.href(companyId, processId),
    settings: c.settings.href(companyId),
    settingsTab: (tab: keyof typeof c.settingsTab) => c.settingsTab[tab].href(companyId),
    support: c.support.href(companyId),
    notifications: c.notifications.href(companyId),
    reminderSettings: c.reminderSettings.href(companyId),
    changes: c.changes.href(companyId),
    profile: c.profile.href(companyId),
  };
}
