import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';

/**
 * A country's stream pages as a row of links, the current one underlined and marked
 * `aria-current="page"`. Links, not MUI's `Tabs`: each is a page of its own (an address), and
 * `Tabs` with its scroll buttons weighed 7.7 KB gzip of the country page's navigation (HOUSE-6).
 * On a narrow screen the row scrolls sideways, with the current link brought into view.
 */
export function StreamTabs({
  label,
  current,
  pages,
}: {
  label: string;
  current: string;
  pages: readonly { value: string; label: string; to: string }[];
}) {
  const row = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = row.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !link) return;
    // Only the row scrolls (never the page): the current link as far left as it needs to be seen.
    const overflow = link.offsetLeft + link.offsetWidth - (nav.scrollLeft + nav.clientWidth);
    if (overflow > 0) nav.scrollLeft += overflow;
    else if (link.offsetLeft < nav.scrollLeft) nav.scrollLeft = link.offsetLeft;
  }, [current]);
  return (
    <Box
      component="nav"
      ref={row}
      aria-label={label}
      sx={{ mb: 3, overflowX: 'auto', borderBottom: 1, borderColor: 'divider' }}
    >
      <Box component="ul" sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none' }}>
        {pages.map((page) => {
          const selected = page.value === current;
          return (
            <li key={page.value}>
              <Box
                component={RouterLink}
                to={page.to}
                aria-current={selected ? 'page' : undefined}
                sx={{
                  display: 'block',
                  minHeight: 48,
                  px: 2,
                  py: 1.5,
                  whiteSpace: 'nowrap',
                  typography: 'button',
                  textDecoration: 'none',
                  color: selected ? 'primary.main' : 'text.secondary',
                  borderBottom: 2,
                  borderColor: selected ? 'primary.main' : 'transparent',
                  '&:hover': { color: 'primary.main' },
                  '&:focus-visible': {
                    outline: 2,
                    outlineColor: 'primary.main',
                    outlineOffset: -2,
                  },
                }}
              >
                {page.label}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
