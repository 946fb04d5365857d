import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import type { AuthPort } from '@/shared/auth/auth-port';
import { AuthContext } from '@/shared/auth/auth-context';
import { muiLocaleFor } from '@/shared/i18n/i18n';
import { selectCurrentLanguage } from '@/shared/i18n/locale-slice';
import { useAppSelector } from './hooks';
import { cspNonce } from './csp-nonce';
import type { AppStore } from './store';
import { createAppTheme } from './theme/theme';

/** UI-3: toasts bottom centre, closing after 3 s (notistack shows no progress bar). */
export const TOAST_DURATION_MS = 3000;
export const TOAST_ORIGIN = { vertical: 'bottom', horizontal: 'center' } as const;

/**
 * PROD-2: every emotion style element (MUI components, `CssBaseline`'s global styles, keyframes)
 * carries the page's CSP nonce; without one (dev server, jest) the cache adds no nonce.
 */
const emotionCache = createCache({ key: 'css', ...(cspNonce ? { nonce: cspNonce } : {}) });

function ThemedApp({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectCurrentLanguage);
  const theme = useMemo(() => createAppTheme(muiLocaleFor(language)), [language]);
  return (
    <ThemeProvider theme={theme} defaultMode="light">
      <CssBaseline />
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={TOAST_ORIGIN}
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}

export function AppProviders({
  store,
  i18n,
  auth,
  children,
}: {
  store: AppStore;
  i18n: I18n;
  auth: AuthPort;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={emotionCache}>
      <ReduxProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <AuthContext.Provider value={auth}>
            <ThemedApp>{children}</ThemedApp>
          </AuthContext.Provider>
        </I18nextProvider>
      </ReduxProvider>
    </CacheProvider>
  );
}
