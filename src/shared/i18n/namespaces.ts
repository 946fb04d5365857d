/**
 * The translation namespaces. Core namespaces ship in one chunk per language (the shell needs them
 * on every page); every other namespace is a chunk of its own, loaded with the routes that use it.
 * The type map lets the type check reject a key that the English files do not have.
 */
import type account from '@locales/en/account.json';
import type admin from '@locales/en/admin.json';
import type advisers from '@locales/en/advisers.json';
import type auth from '@locales/en/auth.json';
import type boot from '@locales/en/boot.json';
import type common from '@locales/en/common.json';
import type compliance from '@locales/en/compliance.json';
import type dashboard from '@locales/en/dashboard.json';
import type documents from '@locales/en/documents.json';
import type footer from '@locales/en/footer.json';
import type bookings from '@locales/en/bookings.json';
import type devUi from '@locales/en/devUi.json';
import type illegalContent from '@locales/en/illegalContent.json';
import type legal from '@locales/en/legal.json';
import type newsletter from '@locales/en/newsletter.json';
import type quickcheck from '@locales/en/quickcheck.json';
import type reference from '@locales/en/reference.json';
import type support from '@locales/en/support.json';
import type team from '@locales/en/team.json';
import type services from '@locales/en/services.json';
import type reminders from '@locales/en/reminders.json';
import { SERVICE_PARTS, type ServicePart } from './service-parts';
import type { SubsetNamespace } from './text-subsets';

export interface Resources {
  account: typeof account;
  admin: typeof admin;
  advisers: typeof advisers;
  auth: typeof auth;
  boot: typeof boot;
  common: typeof common;
  compliance: typeof compliance;
  dashboard: typeof dashboard;
  documents: typeof documents;
  footer: typeof footer;
  legal: typeof legal;
  newsletter: typeof newsletter;
  quickcheck: typeof quickcheck;
  illegalContent: typeof illegalContent;
  bookings: typeof bookings;
  devUi: typeof devUi;
  reference: typeof reference;
  support: typeof support;
  team: typeof team;
  services: typeof services;
  reminders: typeof reminders;
}

export type Namespace = keyof Resources;

/**
 * A country's rule texts (HOUSE-6, issue 32): the key `<CC>` of `locales/<lng>/rules.json`, the one
 * file per language that maintainers edit, shipped and loaded per country (`rule-text-files.ts`), so
 * a page loads the texts of its countries only, not of all 33.
 */
export type RuleNamespace = `rules-${string}`;
export const ruleNamespace = (country: string): RuleNamespace => `rules-${country.toUpperCase()}`;
/** The country of a `rules-<CC>` namespace; null for any other namespace. */
export const ruleCountryOf = (namespace: string): string | null =>
  /^rules-([A-Z]{2})$/.exec(namespace)?.[1] ?? null;

/**
 * A service's own texts (HOUSE-6): the key `<part>` of `locales/<lng>/services.json`, shipped
 * and loaded on its own (`service-text-files.ts`). The `services` namespace holds the rest, the
 * texts every service page shares. A part keeps its top-level key and is a fallback namespace of
 * i18next (`SERVICE_NAMESPACES`), so `t('licensing.…')` in the `services` namespace finds it once
 * the route has loaded `services-licensing`: no key of the app changes.
 */
export type ServiceNamespace = `services-${ServicePart}`;
export const serviceNamespace = (part: ServicePart): ServiceNamespace => `services-${part}`;
export const SERVICE_NAMESPACES: readonly ServiceNamespace[] = SERVICE_PARTS.map(serviceNamespace);
/** The part of a `services-<part>` namespace; null for any other namespace. */
export const servicePartOf = (namespace: string): ServicePart | null =>
  ((SERVICE_PARTS as readonly string[]).find((part) => namespace === `services-${part}`) as
    ServicePart | undefined) ?? null;

/** What a route or a component may ask to load. */
export type LoadableNamespace = Namespace | RuleNamespace | ServiceNamespace | SubsetNamespace;

/** Every namespace, and how it ships: with the language's core chunk, or in a chunk of its own. */
const NAMESPACE_CHUNKS = {
  // The loading text of the first paint: also in the entry for every language (app/boot/boot-texts).
  boot: 'core',
  common: 'core',
  auth: 'core',
  footer: 'core',
  account: 'core',
  dashboard: 'core',
  legal: 'own',
  reference: 'own',
  compliance: 'own',
  documents: 'own',
  support: 'own',
  team: 'own',
  advisers: 'own',
  admin: 'own',
  quickcheck: 'own',
  newsletter: 'own',
  illegalContent: 'own',
  bookings: 'own',
  devUi: 'own',
  // Split per service at build time (service-text-files.ts): `services` is the shared part.
  services: 'split',
  reminders: 'own',
} as const satisfies Record<Namespace, 'core' | 'own' | 'split'>;

export const NAMESPACES = Object.keys(NAMESPACE_CHUNKS) as Namespace[];

/** The locale files: a file per namespace, and `rules.json`, loaded per country (`rules-<CC>`). */
export const LOCALE_FILES: readonly string[] = [...NAMESPACES, 'rules'];

export const CORE_NAMESPACES = NAMESPACES.filter((ns) => NAMESPACE_CHUNKS[ns] === 'core');

export const isCoreNamespace = (ns: string): boolean =>
  (NAMESPACE_CHUNKS as Record<string, string>)[ns] === 'core';
