import { config } from '@/shared/config/config';
import { createAuthService } from '@/shared/auth/create-auth';
import { SIGN_IN_COOKIE, setSignInCookie } from '@/shared/auth/sign-in-cookie';
import { rememberFailedSignIn } from '@/shared/auth/sign-in-errors';
import { paths } from '@/shared/paths';
import { oidcHandlers, RecordingNavigator, resetOidcScript } from '@/testing/oidc-provider-mock';
import { server } from '../../../mocks/common/node';
import { signInFirst, signInFirstApplies } from './sign-in-first';

const at = (address: string) => new URL(address, config.appUrl);
const USER_KEY = `oidc.user:${config.oidc.authority}:${config.oidc.clientId}`;

beforeEach(() => {
  resetOidcScript();
  server.use(...oidcHandlers);
});
afterEach(() => {
  jest.restoreAllMocks();
  document.cookie = `${SIGN_IN_COOKIE}=; Max-Age=0; Path=/`;
  sessionStorage.clear();
  localStorage.clear();
});

describe('[HOUSE-6] whether a visit goes to the provider before the app loads', () => {
  it('[HOUSE-6][AUTH-6] signed out (no indicator cookie, no stored user), a page of the signed-in area goes first', () => {
    expect(signInFirstApplies(at('/'))).toBe(true);
    expect(signInFirstApplies(at('/companies/cmp-1/dashboard?markets=quickcheck'))).toBe(true);
  });

  it('[HOUSE-6][ROUTE-1] public pages, the callback and the not-found page start the app signed out', () => {
    for (const address of [
      paths.login.href(),
      paths.signup.href(),
      paths.quickcheck.href(),
      paths.invitation.href('cmp-1', 'inv-1'),
      paths.privacyPolicies.href(),
      paths.imprint.href(),
      '/no-such-page',
    ])
      expect({ address, first: signInFirstApplies(at(address)) }).toEqual({
        address,
        first: false,
      });
  });

  it('[HOUSE-6][AUTH-6] the sign-in indicator cookie starts the app (it restores or renews the session)', () => {
    setSignInCookie();
    expect(signInFirstApplies(at('/'))).toBe(false);
  });

  it('[HOUSE-6][AUTH-8] a user stored in this tab starts the app, even when the cookie has run out', () => {
    sessionStorage.setItem(USER_KEY, '{}');
    expect(signInFirstApplies(at('/'))).toBe(false);
  });

  it('[HOUSE-6][TRUST-6] offline the app starts (it waits for the connection with its loading screen, not a blank page)', () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    expect(signInFirstApplies(at('/'))).toBe(false);
  });

  it('[HOUSE-6][AUTH-16] after a failed callback the app starts and explains instead of sending the user round again', () => {
    rememberFailedSignIn(new Error('No matching state found in storage'));
    expect(signInFirstApplies(at('/'))).toBe(false);
  });
});

it('[HOUSE-6][AUTH-1][AUTH-2] the early redirect carries the locale, PKCE and the address to come back to, and the app’s callback completes it', async () => {
  localStorage.setItem('locale', 'fr');
  const navigator = new RecordingNavigator();
  await signInFirst(at('/companies/cmp-1/dashboard?markets=quickcheck#top'), navigator);
  const url = navigator.last;
  expect(`${url.origin}${url.pathname}`).toBe(`${config.oidc.authority}/auth`);
  expect(url.searchParams.get('locale')).toBe('fr');
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('redirect_uri')).toBe(`${config.appUrl}${paths.login.href()}`);
  expect(navigator.urls).toHaveLength(1);
  // The app, started at the callback, finds the sign-in state and comes back to the address
  // (without its fragment, as the router's loaders would have sent it).
  const app = createAuthService(config, () => 'fr');
  const outcome = await app.completeSignIn(
    `${config.appUrl}/login?code=code-1&state=${url.searchParams.get('state')}&session_state=s-1&iss=${encodeURIComponent(config.oidc.authority)}`,
  );
  expect(outcome).toEqual({
    ok: true,
    redirectPath: '/companies/cmp-1/dashboard?markets=quickcheck',
  });
});
