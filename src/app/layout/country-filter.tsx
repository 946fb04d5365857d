import { useId, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** From how many countries a folded list gets a search field (EU-2: up to 32 of them). */
export const SEARCH_FROM = 8;

/** Lower case without accents: "Österreich" is found by "oster", "España" by "espana". */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether `query` finds a country by its name in the UI language or its ISO code. */
export const countryMatches = (query: string, name: string, code: string) => {
  const wanted = plain(query.trim());
  return wanted === '' || plain(name).includes(wanted) || code.toLowerCase() === wanted;
};

/**
 * EU-2: a long list of countries with a search field above it; the list shows the countries the
 * query finds, or says that none does. `render` draws the entries found.
 */
export function CountryFilter<T>({
  entries,
  nameOf,
  codeOf,
  render,
}: {
  entries: T[];
  nameOf: (entry: T) => string;
  codeOf: (entry: T) => string;
  render: (found: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const statusId = useId();
  const inputId = useId();
  if (entries.length < SEARCH_FROM) return render(entries);
  const found = entries.filter((entry) => countryMatches(query, nameOf(entry), codeOf(entry)));
  return (
    <>
      {/* A native search field: the sidebar is on every page, MUI's text field stack is not. */}
      <Box sx={{ px: 2, pt: 1 }}>
        <Box
          component="label"
          htmlFor={inputId}
          sx={{ display: 'block', typography: 'caption', color: 'text.secondary', mb: 0.5 }}
        >
          {t('nav.findCountry')}
        </Box>
        <Box
          component="input"
          id={inputId}
          type="search"
          value={query}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Escape' && query !== '') {
              event.stopPropagation();
              setQuery('');
            }
          }}
          aria-describedby={statusId}
          sx={{
            width: '100%',
            boxSizing: 'border-box',
            font: 'inherit',
            typography: 'body2',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'text.secondary',
            borderRadius: 1,
            px: 1,
            py: 0.75,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
          }}
        />
      </Box>
      <Typography
        id={statusId}
        // Announced as it changes; not a `status` role, which the app keeps for its loading states.
        aria-live="polite"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', px: 2, pt: 0.5 }}
      >
        {query.trim() === ''
          ? ''
          : found.length === 0
            ? t('nav.noCountryFound', { query: query.trim() })
            : t('nav.countriesFound', { count: found.length })}
      </Typography>
      {render(found)}
    </>
  );
}
