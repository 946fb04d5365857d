import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { muiLocaleFor } from '@/shared/i18n/i18n';
import { selectCurrentLanguage } from '@/shared/i18n/locale-slice';
import { Toaster } from '@/shared/ui/toaster';
import { useAppSelector } from './hooks';
import { cspNonce } from './csp-nonce';
import type { AppStore } from './store';
import { createAppTheme } from './theme/theme';

/**
 * Every emotion style element (MUI components, `CssBaseline`'s global styles, keyframes) carries
 * the page's CSP nonce; without one (dev server, jest) the cache adds no nonce.
 */
const emotionCache = createCache({ key: 'css', ...(cspNonce ? { nonce: cspNonce } : {}) });

function ThemedApp({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectCurrentLanguage);
  const theme = useMemo(() => createAppTheme(muiLocaleFor(language)), [language]);
  return (
    <ThemeProvider theme={theme} defaultMode="light">
      <CssBaseline />
      {children}
      <Toaster />
    </ThemeProvider>
  );
}

export function AppProviders({
  store,
  i18n,
  children,
}: {
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={emotionCache}>
      <ReduxProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <ThemedApp>{children}</ThemedApp>
        </I18nextProvider>
      </ReduxProvider>
    </CacheProvider>
  );
}
