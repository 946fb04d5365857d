import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
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
  if (entries.length < SEARCH_FROM) return render(entries);
  const found = entries.filter((entry) => countryMatches(query, nameOf(entry), codeOf(entry)));
  return (
    <>
      <Box sx={{ px: 2, pt: 1 }}>
        <TextField
          size="small"
          fullWidth
          type="search"
          label={t('nav.findCountry')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query !== '') {
              event.stopPropagation();
              setQuery('');
            }
          }}
          slotProps={{ htmlInput: { 'aria-describedby': statusId } }}
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
