import { act, screen } from '@testing-library/react';
import { sessionRenewalFailing, sessionRenewalRecovered } from '@/shared/auth/auth-slice';
import { classifyError } from '@/shared/ui/error-view';
import { RedirectNotTakenError } from '@/shared/auth/page-navigator';
import { RenewalUnavailableError } from '@/shared/auth/renewal-errors';
import { renderWithProviders } from '@/testing/render-app';
import { ConnectionBanner } from './connection-banner';

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => value });
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

afterEach(() => setOnline(true));

describe('the connection banner (TRUST-6)', () => {
  it.each([
    ['en', 'You are offline.'],
    ['de', 'Sie sind offline.'],
    ['es', 'Está sin conexión.'],
    ['fr', 'Vous êtes hors ligne.'],
  ] as const)(
    '[TRUST-6] follows navigator.onLine and its events, in %s',
    async (language, text) => {
      await renderWithProviders(<ConnectionBanner />, { language });
      expect(screen.queryByTestId('connection-banner')).toBeNull();
      setOnline(false);
      expect(screen.getByRole('status')).toHaveTextContent(text);
      setOnline(true);
      expect(screen.queryByTestId('connection-banner')).toBeNull();
    },
  );

  it('[TRUST-6] says so while the renewal cannot reach the sign-in service, and goes when it recovers', async () => {
    const { store } = await renderWithProviders(<ConnectionBanner />);
    act(() => void store.dispatch(sessionRenewalFailing()));
    expect(screen.getByRole('status')).toHaveTextContent(/cannot reach the sign-in service/);
    act(() => void store.dispatch(sessionRenewalRecovered()));
    expect(screen.queryByTestId('connection-banner')).toBeNull();
  });
});

describe('route error screens of a session that could not be renewed or left (TRUST-6)', () => {
  it('[TRUST-6] a renewal without a provider is a connection problem, not a sign-in', () => {
    expect(classifyError(new RenewalUnavailableError(new TypeError('Failed to fetch')))).toEqual({
      kind: 'network',
    });
  });

  it('[TRUST-6] a redirect the browser did not take offers sign-in again instead of waiting for ever', () => {
    expect(classifyError(new RedirectNotTakenError())).toEqual({
      kind: 'signInProblem',
      messageKey: 'auth:errors.signInFailed',
    });
  });
});
