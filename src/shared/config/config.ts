/**
 * Runtime configuration. One production build serves every environment: the values come from
 * `window.__APP_CONFIG__`, set by `/runtime-config.js` (served next to the bundle and replaced per
 * environment), merged over defaults that point at the local stack started by `npm start`.
 */
export interface MonitoringConfig {
  applicationId: string;
  applicationVersion: string;
  region: string;
  identityPoolId: string;
  endpoint?: string;
  guestRoleArn?: string;
}

export interface AppConfig {
  /** Base of this app's own origin, e.g. `http://localhost:8080`. */
  appUrl: string;
  oidc: {
    /** Must equal the identity provider's issuer exactly. */
    authority: string;
    clientId: string;
  };
  /** Account service API. */
  accountApiUrl: string;
  /** Main API (feature flags, ...). */
  mainApiUrl: string;
  /** Account service *pages* (companies list, company details); they take a `locale` parameter. */
  accountServiceUrl: string;
  /** The provider's public website, used by footer links. */
  websiteUrl: string;
  /** Content delivery host for legal documents (terms, privacy). */
  cdnUrl: string;
  /** The company page on the professional network (footer). */
  professionalNetworkUrl: string;
  /** Real-user monitoring; `null` leaves monitoring off. */
  monitoring: MonitoringConfig | null;
  /**
   * What this deployment is: `production` (the default of a production build), or a `demo` or
   * `development` deployment, which shows its notices (a legal text still a template).
   */
  environment: AppEnvironment;
}

export const APP_ENVIRONMENTS = ['production', 'demo', 'development'] as const;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

/** A deployment that shows what is not yet for the public (template notices). */
export const isPreviewEnvironment = (cfg: Pick<AppConfig, 'environment'>) =>
  cfg.environment !== 'production';

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends object | null ? DeepPartial<T[K]> | null : T[K];
};
export type AppConfigOverrides = DeepPartial<AppConfig>;

declare global {
  interface Window {
    __APP_CONFIG__?: AppConfigOverrides;
  }
}

export function defaultConfig(origin: string): AppConfig {
  return {
    appUrl: origin,
    oidc: { authority: `${origin}/oidc`, clientId: 'epr-web' },
    accountApiUrl: `${origin}/api/account`,
    mainApiUrl: `${origin}/api`,
    accountServiceUrl: `${origin}/account`,
    websiteUrl: 'https://www.example-epr.eu',
    cdnUrl: 'https://cdn.example-epr.eu',
    professionalNetworkUrl: 'https://www.linkedin.com/company/example-epr',
    monitoring: null,
    // Webpack writes in NODE_ENV: a production build is production unless its runtime config
    // says otherwise; `npm start` and the tests are development.
    environment: process.env.NODE_ENV === 'production' ? 'production' : 'development',
  };
}

const stripSlash = (url: string) => url.replace(/\/+$/, '');

export function resolveConfig(
  overrides: AppConfigOverrides | undefined,
  origin: string,
): AppConfig {
  const base = defaultConfig(stripSlash(origin));
  const o = overrides ?? {};
  const monitoring =
    o.monitoring && o.monitoring.applicationId && o.monitoring.identityPoolId && o.monitoring.region
      ? ({ applicationVersion: '1.0.0', ...o.monitoring } as MonitoringConfig)
      : null;
  return {
    appUrl: stripSlash(o.appUrl ?? base.appUrl),
    oidc: {
      authority: o.oidc?.authority ?? base.oidc.authority,
      clientId: o.oidc?.clientId ?? base.oidc.clientId,
    },
    accountApiUrl: stripSlash(o.accountApiUrl ?? base.accountApiUrl),
    mainApiUrl: stripSlash(o.mainApiUrl ?? base.mainApiUrl),
    accountServiceUrl: stripSlash(o.accountServiceUrl ?? base.accountServiceUrl),
    websiteUrl: stripSlash(o.websiteUrl ?? base.websiteUrl),
    cdnUrl: stripSlash(o.cdnUrl ?? base.cdnUrl),
    professionalNetworkUrl: o.professionalNetworkUrl ?? base.professionalNetworkUrl,
    monitoring,
    environment: (APP_ENVIRONMENTS as readonly unknown[]).includes(o.environment)
      ? (o.environment as AppEnvironment)
      : base.environment,
  };
}

/** Origin used where there is no browser (the dev server, node scripts). */
export const DEFAULT_DEV_ORIGIN = `http://localhost:${
  (typeof process !== 'undefined' && process.env?.PORT) || 8080
}`;

const hasWindow = typeof window !== 'undefined' && typeof window.location !== 'undefined';

export const config: AppConfig = resolveConfig(
  hasWindow ? window.__APP_CONFIG__ : undefined,
  hasWindow ? window.location.origin : DEFAULT_DEV_ORIGIN,
);
