import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import { selectCurrentLanguage } from '@/shared/i18n/locale-slice';
import { Toaster } from '@/shared/ui/toaster';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';
import { StyleRoot } from './theme/style-root';

function ThemedApp({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectCurrentLanguage);
  return (
    <StyleRoot language={language}>
      {children}
      <Toaster />
    </StyleRoot>
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
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemedApp>{children}</ThemedApp>
      </I18nextProvider>
    </ReduxProvider>
  );
}
