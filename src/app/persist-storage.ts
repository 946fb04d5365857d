import type { MigrationManifest, Storage as PersistStorage } from 'redux-persist';
import { isLanguage } from '@/shared/i18n/languages';

/**
 * redux-persist storage that writes exactly the product's local-storage keys:
 * `lastSelectedCompany` (a company id) and `locale` (the chosen language), plus `persistVersion`.
 * Used with `serialize: false`, so it receives and returns plain objects. A stored value that does
 * not look right is dropped instead of reaching the store.
 */
export const STORAGE_KEYS = {
  lastSelectedCompany: 'lastSelectedCompany',
  locale: 'locale',
  version: 'persistVersion',
} as const;

export const PERSIST_VERSION = 1;

const COMPANY_ID = /^[A-Za-z0-9_-]{1,64}$/;

interface PersistedShape {
  company?: { lastSelectedCompany: string | null };
  locale?: { chosen: string | null };
  _persist?: { version: number; rehydrated: boolean };
}

function read(storage: globalThis.Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** The chosen language as stored, read before the store rehydrates (null if none or invalid). */
export function storedLanguage(storage: globalThis.Storage): string | null {
  const locale = read(storage, STORAGE_KEYS.locale);
  return isLanguage(locale) ? locale : null;
}

export function createSpecKeyedStorage(storage: globalThis.Storage): PersistStorage {
  return {
    getItem: async () => {
      const companyId = read(storage, STORAGE_KEYS.lastSelectedCompany);
      const locale = read(storage, STORAGE_KEYS.locale);
      const version = Number(read(storage, STORAGE_KEYS.version) ?? 0);
      if (companyId === null && locale === null) return undefined;
      const state: PersistedShape = {
        company: {
          lastSelectedCompany: companyId && COMPANY_ID.test(companyId) ? companyId : null,
        },
        locale: { chosen: isLanguage(locale) ? locale : null },
        _persist: { version: Number.isInteger(version) ? version : 0, rehydrated: false },
      };
      return state;
    },
    setItem: async (_key: string, value: PersistedShape) => {
      const write = (key: string, v: string | null | undefined) => {
        if (v) storage.setItem(key, v);
        else storage.removeItem(key);
      };
      write(STORAGE_KEYS.lastSelectedCompany, value.company?.lastSelectedCompany);
      write(STORAGE_KEYS.locale, value.locale?.chosen);
      write(STORAGE_KEYS.version, String(value._persist?.version ?? PERSIST_VERSION));
    },
    removeItem: async () => {
      Object.values(STORAGE_KEYS).forEach((key) => storage.removeItem(key));
    },
  };
}

/**
 * Migrations by version. Version 0 is whatever an older build left behind (a bare value under
 * the same keys): it is kept if it validates, which `getItem` already ensured.
 */
export const persistMigrations: MigrationManifest = {
  1: (state) => state,
};
