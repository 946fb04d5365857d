import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { muiLocaleFor } from '@/shared/i18n/i18n';
import type { Language } from '@/shared/i18n/languages';
import { cspNonce } from '../csp-nonce';
import { createAppTheme } from './theme';

/**
 * Every emotion style element (MUI components, `CssBaseline`'s global styles, keyframes) carries
 * the page's CSP nonce; without one (dev server, jest) the cache adds no nonce.
 */
const emotionCache = createCache({ key: 'css', ...(cspNonce ? { nonce: cspNonce } : {}) });

const themes = new Map<Language, { locale: unknown; theme: ReturnType<typeof createAppTheme> }>();

/**
 * One theme per language and MUI locale (MUI's texts come with the language's chunk): building one
 * costs tens of milliseconds, so start-up builds it in a step of its own and every render after
 * takes it from here.
 */
export function themeFor(language: Language) {
  const locale = muiLocaleFor(language);
  let entry = themes.get(language);
  if (!entry || entry.locale !== locale) {
    entry = { locale, theme: createAppTheme(locale) };
    themes.set(language, entry);
  }
  return entry.theme;
}

/** Styles for everything on screen: emotion with the nonce, the theme, the baseline. */
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
