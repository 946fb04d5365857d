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

it('[PERF-1] a list of dates or amounts uses one formatter per language, built once', () => {
  const dateFormats = jest.spyOn(Intl, 'DateTimeFormat');
  const numberFormats = jest.spyOn(Intl, 'NumberFormat');
  const dates = ['2026-01-15', '2026-02-15', '2026-03-15'].map((d) => formatDate(d, 'fr'));
  const amounts = [1, 2.5, 1000].map((a) => formatMoney(a, 'fr'));
  expect(dates[1]).toBe('15 févr. 2026');
  expect(amounts[2]).toMatch(/^1\s000,00\s€$/);
  expect(dateFormats).toHaveBeenCalledTimes(1);
  expect(numberFormats).toHaveBeenCalledTimes(1);
  // Another language, another formatter (none was built for Spanish dates before).
  formatDate('2026-01-15', 'es');
  expect(dateFormats).toHaveBeenCalledTimes(2);
});
