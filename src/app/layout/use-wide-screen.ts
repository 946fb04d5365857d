import { useCallback, useSyncExternalStore } from 'react';
import { useTheme } from '@mui/material/styles';

// HOUSE-6: the browser's `matchMedia`, followed by its change event, instead of MUI's
// `useMediaQuery` (about 1 KB gzip on every signed-in navigation for one query).

/**
 * Whether the screen is at least the theme's `md` wide (the side column's layout). Without
 * `matchMedia` (jsdom) the wide layout.
 */
export function useWideScreen(): boolean {
  const query = useTheme()
    .breakpoints.up('md')
    .replace(/^@media( ?)/, '');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia !== 'function' || window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => true);
}
