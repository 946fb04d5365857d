import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Language } from '@/shared/i18n/languages';
import { cspNonce } from '../csp-nonce';
import { MUI_LOCALES } from './mui-locales';
import { createAppTheme } from './theme';

/**
 * Every emotion style element (MUI components, `CssBaseline`'s global styles, keyframes) carries
 * the page's CSP nonce; without one (dev server, jest) the cache adds no nonce.
 */
const emotionCache = createCache({ key: 'css', ...(cspNonce ? { nonce: cspNonce } : {}) });

const themes = new Map<Language, ReturnType<typeof createAppTheme>>();

/**
 * The theme of a language, built with that language's MUI locale, once per language: building one
 * costs tens of milliseconds, so start-up builds it in a phase of its own (`theme`) and every render
 * after takes it from here.
 */
export function themeFor(language: Language) {
  let theme = themes.get(language);
  if (!theme) {
    theme = createAppTheme(MUI_LOCALES[language]);
    themes.set(language, theme);
  }
  return theme;
}

/** Styles for everything on screen: emotion with the nonce, the theme of `language`, the baseline. */
export function StyleRoot({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={themeFor(language)} defaultMode="light">
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
