/**
 * The translation namespaces. Core namespaces ship in one chunk per language (the shell needs them
 * on every page); every other namespace is a chunk of its own, loaded with the routes that use it.
 * The type map lets the type check reject a key that the English files do not have.
 */
import type account from '@locales/en/account.json';
import type auth from '@locales/en/auth.json';
import type common from '@locales/en/common.json';
import type dashboard from '@locales/en/dashboard.json';
import type footer from '@locales/en/footer.json';
import type legal from '@locales/en/legal.json';
import type reference from '@locales/en/reference.json';
import type sections from '@locales/en/sections.json';
import type services from '@locales/en/services.json';

export interface Resources {
  account: typeof account;
  auth: typeof auth;
  common: typeof common;
  dashboard: typeof dashboard;
  footer: typeof footer;
  legal: typeof legal;
  reference: typeof reference;
  sections: typeof sections;
  services: typeof services;
}

export type Namespace = keyof Resources;

/** Every namespace, and how it ships: with the language's core chunk, or in a chunk of its own. */
const NAMESPACE_CHUNKS = {
  common: 'core',
  auth: 'core',
  footer: 'core',
  account: 'core',
  dashboard: 'core',
  sections: 'core',
  legal: 'own',
  reference: 'own',
  services: 'own',
} as const satisfies Record<Namespace, 'core' | 'own'>;

export const NAMESPACES = Object.keys(NAMESPACE_CHUNKS) as Namespace[];

export const CORE_NAMESPACES = NAMESPACES.filter((ns) => NAMESPACE_CHUNKS[ns] === 'core');

export const isCoreNamespace = (ns: string): boolean =>
  (NAMESPACE_CHUNKS as Record<string, string>)[ns] === 'core';
