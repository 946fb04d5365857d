import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { screen, waitFor } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderPages, renderRoute } from '@/testing/render-app';

const signedOut = () => new FakeAuth(null);

describe('/signup', () => {
  it('[AUTH-3][AUTH-4] with utm_campaign, utm_source and utm_medium every utm value goes to registration', async () => {
    const auth = signedOut();
    await renderRoute(
      '/signup?redirectPath=%2Fcompanies%2Fdashboard%2Fde&utm_campaign=spring&utm_source=newsletter&utm_medium=email&utm_term=epr&utm_content=banner&utm_id=42',
      { auth },
    );
    await waitFor(() => expect(auth.signInRedirects).toHaveLength(1));
    expect(auth.signInRedirects[0]).toEqual({
      redirectPath: '/companies/dashboard/de',
      extraQueryParams: {
        forceRegistration: 'true',
        utm_campaign: 'spring',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_term: 'epr',
        utm_content: 'banner',
        utm_id: '42',
      },
      replace: true,
    });
    expect(await screen.findByText('Taking you to registration…')).toBeInTheDocument();
  });

  it('[AUTH-3] redirectPath defaults to /', async () => {
    const auth = signedOut();
    await renderRoute('/signup', { auth });
    await waitFor(() =>
      expect(auth.signInRedirects).toEqual([
        { redirectPath: '/', extraQueryParams: { forceRegistration: 'true' }, replace: true },
      ]),
    );
  });

  it.each([
    ['utm_source=newsletter'],
    ['utm_campaign=spring&utm_source=newsletter'],
    ['utm_campaign=spring&utm_medium=email&utm_term=epr'],
    ['utm_campaign=spring&utm_source=&utm_medium=email'],
  ])(
    '[AUTH-5][X-SIGNUP-1] partial utm data (%s) is dropped with a replace navigation, registration starts without it',
    async (query) => {
      const auth = signedOut();
      const { router } = await renderRoute(`/signup?redirectPath=%2Fcompanies&${query}`, { auth });
      await waitFor(() => expect(auth.signInRedirects).toHaveLength(1));
      expect(auth.signInRedirects[0]).toEqual({
        redirectPath: '/companies',
        extraQueryParams: { forceRegistration: 'true' },
        replace: true,
      });
      expect(locationOf(router)).toBe('/signup?redirectPath=%2Fcompanies');
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('[AUTH-8] a foreign redirectPath is replaced by /', async () => {
    const auth = signedOut();
    await renderRoute('/signup?redirectPath=https%3A%2F%2Fevil.example', { auth });
    await waitFor(() => expect(auth.signInRedirects).toHaveLength(1));
    expect(auth.signInRedirects[0]!.redirectPath).toBe('/');
  });
});

/**
 * Sign-up and sign-in end on another page (the dashboard, a country page, the start page that
 * explains a failed sign-in): only the whole route tree shows where the user lands. Nothing of the
 * layouts is asserted: the route tree without them (renderPages).
 */
describe('journey: through /signup and /login to the page the user lands on', () => {
  it('[AUTH-8][X-SIGNUP-2] someone already signed in goes straight to the (safe) redirect path', async () => {
    const auth = new FakeAuth();
    const { router } = await renderPages('/signup?redirectPath=%2F%2Fevil.example', { auth });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(auth.signInRedirects).toEqual([]);
    expect(locationOf(router)).toBe(`/companies/${COMPANY_IDS.alpenglueck}/dashboard`);
  });
  it('[TRUST-1] signed in, /signup?redirectPath=/..//evil.example/ stays on the app', async () => {
    const auth = new FakeAuth();
    const { router } = await renderPages('/signup?redirectPath=%2F..%2F%2Fevil.example%2F', {
      auth,
    });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(locationOf(router)).toBe(`/companies/${COMPANY_IDS.alpenglueck}/dashboard`);
  });
  it('[AUTH-6][AUTH-8] processes the callback and goes to the stored redirect path, replacing the callback URL', async () => {
    const auth = new FakeAuth();
    auth.callbackOutcome = {
      ok: true,
      redirectPath: `/companies/${COMPANY_IDS.nordlicht}/dashboard/de/packaging`,
    };
    const { router } = await renderPages('/login?code=abc&state=xyz', { auth });
    await screen.findByRole('heading', { level: 1, name: 'Germany: Packaging' });
    expect(auth.callbacks).toEqual(['http://localhost/login?code=abc&state=xyz']);
    expect(locationOf(router)).toBe(`/companies/${COMPANY_IDS.nordlicht}/dashboard/de/packaging`);
    expect(router.state.historyAction).toBe('REPLACE');
  });
  it('[AUTH-6] /login without callback parameters (bookmark, back button) just goes home', async () => {
    const auth = new FakeAuth();
    const { router } = await renderPages('/login', { auth });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(auth.callbacks).toEqual([]);
    expect(locationOf(router)).toBe(`/companies/${COMPANY_IDS.alpenglueck}/dashboard`);
  });

  it('[AUTH-9][AUTH-18][X-AUTH-2] a failed callback goes to / and explains it instead of looping back to the provider', async () => {
    sessionStorage.setItem('signInError', 'auth:errors.noMatchingState');
    const auth = signedOut();
    auth.callbackOutcome = {
      ok: false,
      redirectPath: '/',
      error: new Error('No matching state found in storage'),
    };
    const { router, user } = await renderPages('/login?code=abc&state=replayed', { auth });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign-in did not complete' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This sign-in link has already been used or has expired. Please sign in again.',
      ),
    ).toBeInTheDocument();
    // '/' itself redirects to the company dashboard, whose loaders are not reached signed out.
    expect(['/', '/companies/dashboard']).toContain(locationOf(router));
    expect(auth.signInRedirects).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(auth.signInRedirects).toEqual([{ redirectPath: '/' }]);
  });
});
