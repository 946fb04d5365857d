import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-app';
import { SERVICED_COUNTRIES } from '@/domain/vocabulary/countries';
import { countryName } from '@/shared/i18n/format';
import { CountryFilter, SEARCH_FROM, countryMatches } from './country-filter';

/** The filter over plain country codes, as the sidebar uses it over its entries. */
function Countries({ codes, language = 'en' }: { codes: string[]; language?: string }) {
  return (
    <CountryFilter
      entries={codes}
      nameOf={(code) => countryName(code, language)}
      codeOf={(code) => code}
      render={(found) => (
        <ul aria-label="Countries">
          {found.map((code) => (
            <li key={code}>{countryName(code, language)}</li>
          ))}
        </ul>
      )}
    />
  );
}

const shown = () =>
  within(screen.getByRole('list', { name: 'Countries' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('[EU-2] finding a country in a long list', () => {
  it('[EU-2] finds by name in the UI language, without accents, or by ISO code', () => {
    expect(countryMatches('oster', 'Österreich', 'AT')).toBe(true);
    expect(countryMatches('espana', 'España', 'ES')).toBe(true);
    expect(countryMatches('se', 'Sweden', 'SE')).toBe(true);
    expect(countryMatches('gb', 'United Kingdom', 'GB')).toBe(true);
    expect(countryMatches('xyz', 'Sweden', 'SE')).toBe(false);
    expect(countryMatches('  ', 'Sweden', 'SE')).toBe(true);
  });

  it(`[EU-2] a list of ${SEARCH_FROM} or more countries gets a search field; typing narrows it, Escape clears it, and no match is said`, async () => {
    const codes = SERVICED_COUNTRIES.filter((code) => code !== 'DE');
    expect(codes.length).toBeGreaterThanOrEqual(SEARCH_FROM);
    const { user } = await renderWithProviders(<Countries codes={[...codes]} />);
    expect(shown()).toHaveLength(codes.length);
    const search = screen.getByRole('searchbox', { name: 'Find a country' });
    await user.type(search, 'ire');
    expect(shown()).toEqual(['Ireland']);
    expect(screen.getByText('1 country')).toHaveAttribute('aria-live', 'polite');
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(shown()).toHaveLength(codes.length);
    await user.type(search, 'Atlantis');
    expect(shown()).toEqual([]);
    expect(screen.getByText('No country matches “Atlantis”.')).toBeInTheDocument();
  });

  it('[EU-2] in German, by the German name', async () => {
    const { user } = await renderWithProviders(
      <Countries codes={[...SERVICED_COUNTRIES]} language="de" />,
      { language: 'de' },
    );
    await user.type(screen.getByRole('searchbox', { name: 'Land suchen' }), 'oster');
    expect(shown()).toEqual(['Österreich']);
  });

  it('[EU-2] a short list has no search field', async () => {
    await renderWithProviders(<Countries codes={['AT', 'DE']} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(shown()).toEqual(['Austria', 'Germany']);
  });
});
