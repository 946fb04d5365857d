/**
 * Runtime configuration. One production build serves every environment: the values come from
 * `window.__APP_CONFIG__`, set by `/runtime-config.js` (served next to the bundle and replaced per
 * environment), merged over defaults that point at the local stack started by `npm start`.
 */
import { paths } from '../paths';

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
  /**
   * The legal texts the footers link to (UX-9). Each an address, absolute or a path of this app;
   * `{lang}` in it becomes the UI language. Locally the app's own legal pages.
   */
  legal: LegalUrls;
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

export interface LegalUrls {
  imprint: string;
  privacy: string;
  /** The general terms of business. */
  terms: string;
  accountTerms: string;
  marketplaceTerms: string;
  /** How to reach the provider (the imprint's contact details locally). */
  contact: string;
}

/** The app's own legal pages: the defaults of `legal`. */
export const LOCAL_LEGAL_URLS: LegalUrls = {
  imprint: paths.imprint.href(),
  privacy: paths.privacyPolicies.href(),
  terms: `${paths.terms.href()}#terms-general`,
  accountTerms: `${paths.terms.href()}#terms-account`,
  marketplaceTerms: `${paths.terms.href()}#terms-marketplace`,
  contact: `${paths.imprint.href()}#imprint-contact`,
};

/** A legal text's address in a language: `{lang}` in a configured address becomes it. */
export const legalUrl = (cfg: Pick<AppConfig, 'legal'>, key: keyof LegalUrls, language: string) =>
  cfg.legal[key].replaceAll('{lang}', language);

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
    legal: { ...LOCAL_LEGAL_URLS },
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
    legal: Object.fromEntries(
      (Object.keys(base.legal) as (keyof LegalUrls)[]).map((key) => {
        const url = o.legal?.[key];
        return [key, typeof url === 'string' && url.trim() ? url.trim() : base.legal[key]];
      }),
    ) as unknown as LegalUrls,
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
