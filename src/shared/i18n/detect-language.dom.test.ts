import { browserLanguages, detectLanguage } from './detect-language';

describe('[I18N-2] language detection', () => {
  it.each([
    // stored choice, browser list, expected
    ['de', ['fr-FR', 'en'], 'de'],
    ['es', [], 'es'],
    [null, ['de-AT'], 'de'],
    [null, ['fr-CA'], 'fr'],
    [null, ['pt-BR', 'es-MX'], 'es'],
    [null, ['pt-BR', 'it-IT', 'fr', 'de'], 'fr'],
    [null, ['EN-gb'], 'en'],
    [null, ['de_CH'], 'de'],
    [null, ['zh-Hant-TW', 'es-419'], 'es'],
    [null, [' fr-BE '], 'fr'],
    [null, ['pt-BR', 'it', 'ja'], 'en'],
    [null, [], 'en'],
    [null, ['*'], 'en'],
    [null, [''], 'en'],
    ['xx', ['fr-CA'], 'fr'],
    ['', ['de'], 'de'],
    [undefined, ['es'], 'es'],
    [42, ['es'], 'es'],
    [{ chosen: 'de' }, ['fr'], 'fr'],
  ] as const)('[I18N-2] stored %j, browser %j -> %s', (stored, browser, expected) => {
    expect(detectLanguage(stored, browser)).toBe(expected);
  });

  it('[I18N-2] the stored choice wins over every browser language', () => {
    for (const stored of ['de', 'en', 'es', 'fr'] as const) {
      expect(detectLanguage(stored, ['fr-CA', 'de-AT', 'es-MX', 'en-US'])).toBe(stored);
    }
  });

  it('[I18N-2] entries a browser reports without a value are skipped, not fatal', () => {
    const list = [undefined, null, 'fr-CA'] as unknown as readonly string[];
    expect(detectLanguage(null, list)).toBe('fr');
  });

  it('[I18N-2] browserLanguages reads navigator.languages in the browser’s order', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'es-MX', 'de']);
    expect(browserLanguages()).toEqual(['pt-BR', 'es-MX', 'de']);
    expect(detectLanguage(null, browserLanguages())).toBe('es');
  });

  it('[I18N-2] with no language list, browserLanguages falls back to navigator.language', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue([]);
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('de-AT');
    expect(browserLanguages()).toEqual(['de-AT']);
    expect(detectLanguage(null, browserLanguages())).toBe('de');
  });

  it('[I18N-2] a browser that reports no language at all gets en', () => {
    jest
      .spyOn(navigator, 'languages', 'get')
      .mockReturnValue(undefined as unknown as readonly string[]);
    jest.spyOn(navigator, 'language', 'get').mockReturnValue(undefined as unknown as string);
    expect(detectLanguage(null, browserLanguages())).toBe('en');
  });
});
