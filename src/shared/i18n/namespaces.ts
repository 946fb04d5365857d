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
import type rules from '@locales/en/rules.json';
import type support from '@locales/en/support.json';
import type team from '@locales/en/team.json';
import type services from '@locales/en/services.json';
import type reminders from '@locales/en/reminders.json';

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
  rules: typeof rules;
  support: typeof support;
  team: typeof team;
  services: typeof services;
  reminders: typeof reminders;
}

export type Namespace = keyof Resources;

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
  // The reference rules' texts: only the country pages and the quick check show them.
  rules: 'own',
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
  services: 'own',
  reminders: 'own',
} as const satisfies Record<Namespace, 'core' | 'own'>;

export const NAMESPACES = Object.keys(NAMESPACE_CHUNKS) as Namespace[];

export const CORE_NAMESPACES = NAMESPACES.filter((ns) => NAMESPACE_CHUNKS[ns] === 'core');

export const isCoreNamespace = (ns: string): boolean =>
  (NAMESPACE_CHUNKS as Record<string, string>)[ns] === 'core';
