import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createI18nInstance, initI18n, loadLanguage, loadNamespaces } from './i18n';
import { SERVICE_NAMESPACES, serviceNamespace } from './namespaces';
import { SERVICE_PARTS } from './service-parts';

type Json = { [key: string]: string | Json };
const source = (language: string) =>
  JSON.parse(
    readFileSync(join(__dirname, '../../../locales', language, 'services.json'), 'utf8'),
  ) as Record<string, Json>;

describe('[HOUSE-6] the service texts load per service', () => {
  it('[HOUSE-6] `services` holds only the shared texts; each `services-<part>` holds its service’s part of the one file, no other', async () => {
    const i18n = await initI18n(createI18nInstance(), 'en');
    await loadNamespaces(i18n, ['services', ...SERVICE_NAMESPACES]);
    const all = source('en');
    const shared = i18n.getResourceBundle('en', 'services') as Json;
    for (const part of SERVICE_PARTS) {
      expect({ part, inShared: part in shared }).toEqual({ part, inShared: false });
      expect(Object.keys(i18n.getResourceBundle('en', serviceNamespace(part)) as Json)).toEqual([
        part,
      ]);
    }
    expect(Object.keys(shared).sort()).toEqual(
      Object.keys(all)
        .filter((key) => !(SERVICE_PARTS as readonly string[]).includes(key))
        .sort(),
    );
    expect(shared).toHaveProperty('status');
  });

  it('[HOUSE-6] a service’s key keeps its name: found in `services` once its part is loaded, and only its part is loaded', async () => {
    const i18n = await initI18n(createI18nInstance(), 'de');
    const t = i18n.getFixedT('de', 'services');
    await loadNamespaces(i18n, ['services', serviceNamespace('nieNif')]);
    expect(t('nieNif.title')).toBe((source('de').nieNif as Json).title);
    expect(t('status.draft')).toBe((source('de').status as Json).draft);
    // The registrations' part was not asked for: its texts are not there.
    expect(i18n.hasResourceBundle('de', serviceNamespace('registrations'))).toBe(false);
    expect(t('registrations.title.weee-de')).toBe('registrations.title.weee-de');
  });

  it('[HOUSE-6] switching the language brings the loaded service’s part in the new language', async () => {
    const i18n = await initI18n(createI18nInstance(), 'en');
    await loadNamespaces(i18n, ['services', serviceNamespace('licensing')]);
    await loadLanguage(i18n, 'fr');
    await i18n.changeLanguage('fr');
    const wizard = (source('fr').licensing as Json).wizard as Json;
    expect(i18n.t('services:licensing.wizard.intro')).toBe(wizard.intro);
  });
});
