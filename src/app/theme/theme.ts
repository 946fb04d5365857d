import type { Localization } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { BRAND } from '@/shared/ui/brand';
import { components } from './components';

/**
 * The one theme of the product: deep green primary for recycling, a neutral
 * secondary, warning and error reserved for status. Light and dark schemes through CSS variables.
 */
export function createAppTheme(localization?: Localization) {
  return createTheme(
    {
      cssVariables: { colorSchemeSelector: 'class' },
      colorSchemes: {
        light: {
          palette: {
            primary: BRAND.primary,
            secondary: { main: '#455a64', contrastText: '#ffffff' },
            // Dark enough for white text on status chips (WCAG AA, 4.5:1).
            warning: { main: '#995c00' },
            error: { main: '#c62828' },
            background: BRAND.background,
          },
        },
        dark: {
          palette: {
            primary: { main: '#81c784', contrastText: '#0b1f0c' },
            secondary: { main: '#b0bec5' },
            warning: { main: '#ffb74d' },
            error: { main: '#ef9a9a' },
          },
        },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: BRAND.fontFamily,
        h1: { fontSize: '1.75rem', fontWeight: 600 },
        h2: { fontSize: '1.35rem', fontWeight: 600 },
        h3: { fontSize: '1.1rem', fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components,
    },
    ...(localization ? [localization] : []),
  );
}
