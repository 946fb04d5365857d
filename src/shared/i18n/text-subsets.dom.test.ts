import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createI18nInstance, initI18n, loadLanguage, loadNamespaces } from './i18n';
import { streamName } from './stream-name';
import { SUBSET_NAMESPACES } from './text-subsets';

type Json = { [key: string]: string | Json };
const source = (language: string, file: string) =>
  JSON.parse(
    readFileSync(join(__dirname, '../../../locales', language, `${file}.json`), 'utf8'),
  ) as Json;

describe('[HOUSE-6] text subsets: a few keys of a namespace for a light first paint', () => {
  it('[HOUSE-6] with only `reference-streams` loaded, `reference:streams.*` finds its text and nothing else of `reference` is there', async () => {
    const i18n = await initI18n(createI18nInstance(), 'de');
    await loadNamespaces(i18n, ['reference-streams']);
    const t = i18n.getFixedT('de', 'services');
    const streams = source('de', 'reference').streams as Json;
    expect(streamName(t, 'weee')).toBe(streams.weee);
    expect(i18n.t('reference:streams.batteries')).toBe(streams.batteries);
    expect(i18n.hasResourceBundle('de', 'reference')).toBe(false);
    expect(i18n.t('reference:noSchemes')).toBe('noSchemes');
  });

  it('[HOUSE-6] the wizard’s first-step subset serves its keys in `services`; a later step’s key waits for `services-licensing`', async () => {
    const i18n = await initI18n(createI18nInstance(), 'en');
    await loadNamespaces(i18n, ['services', 'services-licensing-de']);
    const licensing = source('en', 'services').licensing as Record<string, Json>;
    const t = i18n.getFixedT('en', 'services');
    expect(t('licensing.wizard.title')).toBe(licensing.wizard!.title);
    expect(t('licensing.registration.lucid')).toBe(licensing.registration!.lucid);
    expect(t('licensing.discard.button')).toBe(licensing.discard!.button);
    expect(t('licensing.import.title')).toBe('licensing.import.title');
    await loadNamespaces(i18n, ['services-licensing']);
    expect(t('licensing.import.title')).toBe(licensing.import!.title);
  });

  it('[HOUSE-6] switching the language brings a loaded subset in the new language', async () => {
    const i18n = await initI18n(createI18nInstance(), 'en');
    await loadNamespaces(i18n, SUBSET_NAMESPACES);
    await loadLanguage(i18n, 'es');
    await i18n.changeLanguage('es');
    const es = source('es', 'services').licensing as Record<string, Json>;
    expect(i18n.t('services:licensing.austria.scope')).toBe(es.austria!.scope);
    expect(i18n.t('reference:streams.textiles')).toBe(
      (source('es', 'reference').streams as Json).textiles,
    );
  });
});
