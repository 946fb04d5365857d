import { countryName, formatDate, formatMoney, formatNumber } from './format';

describe('names, dates and numbers in the UI language', () => {
  it('[I18N-1] country names come from Intl in the language asked for', () => {
    expect(countryName('de', 'de')).toBe('Deutschland');
    expect(countryName('AT', 'fr')).toBe('Autriche');
    expect(countryName('xx', 'en')).toBe('XX');
  });

  it('[I18N-1] one Intl.DisplayNames per language, however many names a screen shows', () => {
    const Real = Intl.DisplayNames;
    const construct = jest
      .spyOn(Intl, 'DisplayNames')
      .mockImplementation(
        (...args: ConstructorParameters<typeof Intl.DisplayNames>) => new Real(...args),
      );
    for (const code of ['AT', 'BE', 'DE', 'ES', 'FR', 'IT', 'PL', 'PT']) countryName(code, 'es');
    for (const code of ['AT', 'BE', 'DE']) countryName(code, 'es');
    expect(construct.mock.calls.filter(([languages]) => String(languages) === 'es')).toHaveLength(
      1,
    );
  });

  it('[I18N-1] dates, numbers and money follow the language', () => {
    expect(formatDate('2026-05-15', 'de')).toBe('15.05.2026');
    expect(formatDate('2026-05-15', 'en')).toBe('May 15, 2026');
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatMoney(12.5, 'de')).toMatch(/^12,50\s€$/);
    expect(formatMoney(12.5, 'en')).toBe('€12.50');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
