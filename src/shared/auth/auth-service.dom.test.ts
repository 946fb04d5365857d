import { USER_IDS } from '../../../mocks/common/data/fixtures/users';
import { waitFor } from '@testing-library/react';
import { config } from '@/shared/config/config';
import {
  oidcHandlers,
  oidcScript,
  RecordingNavigator,
  resetOidcScript,
} from '@/testing/oidc-provider-mock';
import { server } from '../../../mocks/common/node';
import { COMPANY_QUICKCHECK_KEY } from '@/shared/quickcheck/stored-quickcheck';
import { AuthService } from './auth-service';
import { createOidcSettings } from './oidc-settings';
import { PageNavigator } from './page-navigator';
import { SIGN_IN_COOKIE, hasSignInCookie } from './sign-in-cookie';
import { failedSignIn } from './sign-in-errors';
import { OTHER_TAB_SIGN_OUT_WAIT_MS, SIGN_OUT_PENDING_KEY } from './stored-traces';

function makeAuth(
  overrides: Partial<ReturnType<typeof createOidcSettings>> = {},
  wait?: (ms: number) => Promise<void>,
) {
  const navigator = new RecordingNavigator();
  const reload = jest.fn();
  const auth = new AuthService({
    settings: { ...createOidcSettings(config), ...overrides },
    getLocale: () => 'de',
    reload,
    redirectNavigator: navigator,
    ...(wait ? { wait } : {}),
  });
  return { auth, navigator, reload };
}

/** Signs in through redirect + callback, as the browser would. */
async function signIn(auth: AuthService, navigator: RecordingNavigator, options = {}) {
  await auth.signInRedirect(options);
  const state = navigator.last.searchParams.get('state');
  return auth.completeSignIn(
    `${config.appUrl}/login?code=code-1&state=${state}&session_state=sess-1&iss=${encodeURIComponent(config.oidc.authority)}`,
  );
}

/** Sign-in states stored for callbacks that have not come back yet. */
const storedSignInStates = () =>
  Object.keys(localStorage).filter((key) => key.startsWith('oidc.') && !key.includes('user:'));

beforeEach(() => {
  resetOidcScript();
  server.use(...oidcHandlers);
  document.cookie = `${SIGN_IN_COOKIE}=; Max-Age=0; Path=/`;
  sessionStorage.removeItem(SIGN_OUT_PENDING_KEY);
});

describe('sign-in redirect', () => {
  it('[AUTH-1] goes to the provider with scope openid profile email offline_access, PKCE and the locale', async () => {
    const { auth, navigator } = makeAuth();
    await auth.signInRedirect({ redirectPath: '/companies/dashboard' });
    const url = navigator.last;
    expect(`${url.origin}${url.pathname}`).toBe(`${config.oidc.authority}/auth`);
    expect(url.searchParams.get('scope')).toBe('openid profile email offline_access');
    expect(url.searchParams.get('locale')).toBe('de');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${config.appUrl}/login`);
    expect(url.searchParams.get('client_id')).toBe(config.oidc.clientId);
  });

  it('[AUTH-2] the sign-in state carries redirectPath and signupData', async () => {
    const { auth, navigator } = makeAuth();
    await auth.signInRedirect({
      redirectPath: '/companies/dashboard/de',
      signupData: { countries: ['DE'] },
    });
    const stored = JSON.parse(
      localStorage.getItem(`oidc.${navigator.last.searchParams.get('state')}`)!,
    );
    expect(stored.data).toEqual({
      redirectPath: '/companies/dashboard/de',
      signupData: { countries: ['DE'] },
    });
  });

  it('[AUTH-4] extra parameters (forceRegistration, marketing) reach the provider', async () => {
    const { auth, navigator } = makeAuth();
    await auth.signInRedirect({
      extraQueryParams: { forceRegistration: 'true', utm_source: 'newsletter' },
    });
    expect(navigator.last.searchParams.get('forceRegistration')).toBe('true');
    expect(navigator.last.searchParams.get('utm_source')).toBe('newsletter');
  });

  it('[TRUST-10] a sign-in again for a change that needs a recent sign-in asks the provider for the password (prompt=login); an ordinary one does not', async () => {
    const { auth, navigator } = makeAuth();
    await auth.signInRedirect({ redirectPath: '/account/profile', reauthenticate: true });
    expect(navigator.last.searchParams.get('prompt')).toBe('login');
    const stored = JSON.parse(
      localStorage.getItem(`oidc.${navigator.last.searchParams.get('state')}`)!,
    );
    expect(stored.data.redirectPath).toBe('/account/profile');
    const other = makeAuth();
    await other.auth.signInRedirect({ redirectPath: '/account/profile' });
    expect(other.navigator.last.searchParams.has('prompt')).toBe(false);
  });

  it('[AUTH-8] a foreign redirect path never enters the sign-in state', async () => {
    const { auth, navigator } = makeAuth();
    await auth.signInRedirect({ redirectPath: 'https://evil.example/steal' });
    const stored = JSON.parse(
      localStorage.getItem(`oidc.${navigator.last.searchParams.get('state')}`)!,
    );
    expect(stored.data.redirectPath).toBe('/');
  });
});

describe('the /login callback', () => {
  it('[AUTH-6][AUTH-8] stores the user, sets the sign-in cookie and returns the stored redirect path', async () => {
    const { auth, navigator } = makeAuth();
    const outcome = await signIn(auth, navigator, {
      redirectPath: '/companies/dashboard/at?tab=1',
    });
    expect(outcome).toEqual({ ok: true, redirectPath: '/companies/dashboard/at?tab=1' });
    expect(auth.currentUser?.profile.sub).toBe(USER_IDS.owner);
    expect(auth.getAccessToken()).toMatch(/^test-token\.usr-owner-0001/);
    expect(hasSignInCookie()).toBe(true);
    expect(oidcScript.tokenRequests[0]!.get('code_verifier')).toBeTruthy();
  });

  it('[AUTH-6][X-AUTH-1] the sign-in cookie lives 1800 s, for the whole site, SameSite=Lax, with no secret in it', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./sign-in-cookie') as typeof import('./sign-in-cookie')).setSignInCookie();
    expect(writes).toEqual([
      expect.stringMatching(/^signedIn=true; Max-Age=1800; Path=\/; SameSite=Lax$/),
    ]);
  });

  it('[STORE-2][X-AUTH-4] the tokens are kept in session storage, never in local storage', async () => {
    const { auth, navigator } = makeAuth();
    await signIn(auth, navigator);
    const stored = (storage: Storage) =>
      Object.keys(storage)
        .map((key) => `${key}=${storage.getItem(key)}`)
        .join('\n');
    expect(stored(sessionStorage)).toContain(auth.getAccessToken()!);
    expect(stored(localStorage)).not.toContain(auth.getAccessToken()!);
    expect(stored(localStorage)).not.toMatch(/refresh_token|access_token/);
  });

  it('[AUTH-7] non-empty signupData is saved as companyQuickcheck; empty is not', async () => {
    const first = makeAuth();
    await signIn(first.auth, first.navigator, {
      signupData: { countries: ['AT', 'DE'], sellsToConsumers: true },
    });
    expect(JSON.parse(localStorage.getItem(COMPANY_QUICKCHECK_KEY)!)).toEqual({
      countries: ['AT', 'DE'],
      sellsToConsumers: true,
    });
    localStorage.removeItem(COMPANY_QUICKCHECK_KEY);
    const second = makeAuth();
    await signIn(second.auth, second.navigator, { signupData: {} });
    expect(localStorage.getItem(COMPANY_QUICKCHECK_KEY)).toBeNull();
  });

  it('[AUTH-8] without a stored redirect path the user goes to /', async () => {
    const { auth, navigator } = makeAuth();
    expect(await signIn(auth, navigator)).toEqual({ ok: true, redirectPath: '/' });
  });

  it('[AUTH-6] is processed exactly once per URL (StrictMode, revalidation, back button)', async () => {
    const { auth, navigator } = makeAuth();
    await auth.signInRedirect();
    const url = `${config.appUrl}/login?code=c&state=${navigator.last.searchParams.get('state')}`;
    const [a, b] = await Promise.all([auth.completeSignIn(url), auth.completeSignIn(url)]);
    expect(a).toBe(b);
    expect(oidcScript.tokenRequests).toHaveLength(1);
  });

  it('[AUTH-9][AUTH-17][AUTH-18] a forged or replayed state fails the callback and leads to /', async () => {
    const { auth } = makeAuth();
    const outcome = await auth.completeSignIn(`${config.appUrl}/login?code=c&state=forged`);
    expect(outcome).toMatchObject({ ok: false, redirectPath: '/' });
    expect((outcome as { error: Error }).error.message).toBe('No matching state found in storage');
    expect(auth.currentUser).toBeNull();
    expect(oidcScript.tokenRequests).toHaveLength(0);
    expect(failedSignIn()).toBe('auth:errors.noMatchingState');
  });

  it('[AUTH-9][AUTH-18] a callback without state fails with "No state in response"', async () => {
    const { auth } = makeAuth();
    const outcome = await auth.completeSignIn(`${config.appUrl}/login?code=c`);
    expect((outcome as { error: Error }).error.message).toBe('No state in response');
    expect(failedSignIn()).toBe('auth:errors.noState');
  });

  it('[AUTH-17] an ID token without a subject fails the callback', async () => {
    oidcScript.sub = null;
    const { auth, navigator } = makeAuth();
    const outcome = await signIn(auth, navigator);
    expect(outcome.ok).toBe(false);
    expect((outcome as { error: Error }).error.message).toBe('ID Token is missing a subject claim');
    expect(auth.currentUser).toBeNull();
    expect(hasSignInCookie()).toBe(false);
  });
});

describe('provider sign-out', () => {
  it('[AUTH-10] a revocation endpoint that fails never blocks the sign-out redirect', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post(
        `${config.oidc.authority}/token/revocation`,
        () => new HttpResponse('ok', { headers: { 'Content-Type': 'text/plain' } }),
      ),
    );
    const { auth, navigator } = makeAuth();
    await signIn(auth, navigator);
    await auth.signOutRedirect();
    const last = navigator.last;
    expect(`${last.origin}${last.pathname}`).toBe(`${config.oidc.authority}/session/end`);
    expect(last.searchParams.get('post_logout_redirect_uri')).toBe(`${config.appUrl}/`);
    expect(auth.currentUser).toBeNull();
  });

  it('[TRUST-10] a logout in one tab signs out the app’s other tabs; they reload (and sign in afresh) only once that tab is back from the provider’s sign-out', async () => {
    const thisTab = makeAuth();
    const otherTab = makeAuth({}, () => new Promise<void>(() => undefined));
    await signIn(otherTab.auth, otherTab.navigator);
    expect(otherTab.auth.currentUser).not.toBeNull();
    localStorage.setItem('companyQuickcheck', '{}');

    await thisTab.auth.signOutRedirect();

    await waitFor(() => expect(otherTab.auth.currentUser).toBeNull());
    expect(otherTab.auth.signingOut).toBe(true);
    expect(localStorage.getItem('companyQuickcheck')).toBeNull();
    // Reloading now would sign in again through the provider's session, still open.
    expect(otherTab.reload).not.toHaveBeenCalled();

    // The logging-out tab's page after the provider's sign-out starts and says so. (Its session
    // storage keeps the mark it set before leaving; jsdom's one storage for both "tabs" lost it
    // to the other tab's clearing, so it is put back here.)
    sessionStorage.setItem(SIGN_OUT_PENDING_KEY, '1');
    makeAuth();
    await waitFor(() => expect(otherTab.reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(SIGN_OUT_PENDING_KEY)).toBeNull();
  });

  it('[TRUST-10] another tab reloads after 10 s when the logging-out tab never comes back', async () => {
    const waits: number[] = [];
    const thisTab = makeAuth();
    const otherTab = makeAuth({}, async (ms) => void waits.push(ms));
    await signIn(otherTab.auth, otherTab.navigator);
    await thisTab.auth.signOutRedirect();
    await waitFor(() => expect(otherTab.reload).toHaveBeenCalledTimes(1));
    expect(waits).toEqual([OTHER_TAB_SIGN_OUT_WAIT_MS]);
  });

  it('[AUTH-10] once logout has begun, a late 401 starts no sign-in that could race the sign-out', async () => {
    const { auth, navigator } = makeAuth();
    await signIn(auth, navigator);
    const before = navigator.urls.length;
    auth.beginSignOut();
    expect(auth.signingOut).toBe(true);
    await auth.signInRedirect({ redirectPath: '/companies/dashboard' });
    expect(navigator.urls).toHaveLength(before);
    await auth.signOutRedirect();
    expect(navigator.urls).toHaveLength(before + 1);
    expect(navigator.last.pathname).toBe(`${new URL(config.oidc.authority).pathname}/session/end`);
    // TRUST-10: marked, so the page after the provider's sign-out tells the other tabs.
    expect(sessionStorage.getItem(SIGN_OUT_PENDING_KEY)).toBe('1');
  });
});

describe('renewal', () => {
  it('[AUTH-12] concurrent renewals share one refresh-token request', async () => {
    const { auth, navigator } = makeAuth();
    await signIn(auth, navigator);
    let release!: () => void;
    oidcScript.delayRefresh = new Promise((resolve) => (release = resolve));
    const renewals = Array.from({ length: 10 }, () => auth.renewSession());
    release();
    const tokens = await Promise.all(renewals);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toMatch(/^test-token\./);
    expect(
      oidcScript.tokenRequests.filter((f) => f.get('grant_type') === 'refresh_token'),
    ).toHaveLength(1);
  });

  it('[AUTH-17] a renewal whose ID token names another subject is refused', async () => {
    const { auth, navigator } = makeAuth();
    await signIn(auth, navigator);
    const before = auth.getAccessToken();
    oidcScript.refresh = 'otherSubject';
    expect(await auth.renewSession()).toBeNull();
    expect(auth.getAccessToken()).toBe(before);
    expect(auth.currentUser?.profile.sub).toBe(USER_IDS.owner);
  });

  it('[TRUST-13] a renewal the provider refuses (invalid_grant: the session was revoked) forgets the stored user, so its tokens are never sent again', async () => {
    const { auth, navigator } = makeAuth();
    await signIn(auth, navigator);
    expect(await auth.userManager.getUser()).not.toBeNull();
    oidcScript.refresh = 'fail';
    expect(await auth.renewSession()).toBeNull();
    expect(auth.getAccessToken()).toBeNull();
    expect(await auth.userManager.getUser()).toBeNull();
  });

  it('[AUTH-16] requireUser without a user starts one sign-in back to the page and fails with "Sign in failed"', async () => {
    const { auth, navigator } = makeAuth();
    await expect(
      Promise.all([auth.requireUser('/companies/x'), auth.requireUser('/companies/x')]),
    ).rejects.toThrow('Sign in failed');
    expect(navigator.urls).toHaveLength(1);
  });

  it('[AUTH-16] requireUser renews an expired access token silently instead of leaving the page', async () => {
    const { auth, navigator } = makeAuth({ automaticSilentRenew: false });
    await signIn(auth, navigator);
    jest.useFakeTimers({
      doNotFake: [
        'queueMicrotask',
        'nextTick',
        'setImmediate',
        'setTimeout',
        'setInterval',
        'clearTimeout',
        'clearInterval',
      ],
    });
    jest.setSystemTime(Date.now() + 400_000);
    expect(auth.currentUser?.expired).toBe(true);
    await auth.requireUser('/');
    jest.useRealTimers();
    expect(auth.currentUser).toMatchObject({ expired: false });
    expect(oidcScript.tokenRequests.map((f) => f.get('grant_type'))).toEqual([
      'authorization_code',
      'refresh_token',
    ]);
    expect(navigator.urls).toHaveLength(1);
  });
});

describe('token timers (fake clock)', () => {
  afterEach(() => jest.useRealTimers());

  it('[AUTH-15] the expiring notice comes 60 s before expiry, the expired notice 1 s after', async () => {
    const { auth, navigator } = makeAuth({ automaticSilentRenew: false });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await signIn(auth, navigator);
    const events: string[] = [];
    auth.listen({ expiring: () => events.push('expiring'), expired: () => events.push('expired') });
    await jest.advanceTimersByTimeAsync(234_000);
    expect(events).toEqual([]);
    await jest.advanceTimersByTimeAsync(11_000);
    expect(events).toEqual(['expiring']);
    await jest.advanceTimersByTimeAsync(55_000);
    expect(events).toEqual(['expiring']);
    await jest.advanceTimersByTimeAsync(7_000);
    expect(events).toEqual(['expiring', 'expired']);
  });

  it('[AUTH-11] an expiring token is refreshed automatically; if that fails the user is removed and the page reloads', async () => {
    const { auth, navigator, reload } = makeAuth();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await signIn(auth, navigator);
    const first = auth.getAccessToken();
    await jest.advanceTimersByTimeAsync(246_000);
    expect(
      oidcScript.tokenRequests.filter((f) => f.get('grant_type') === 'refresh_token'),
    ).toHaveLength(1);
    expect(auth.getAccessToken()).not.toBe(first);
    expect(reload).not.toHaveBeenCalled();

    oidcScript.refresh = 'fail';
    await jest.advanceTimersByTimeAsync(246_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(auth.currentUser).toBeNull();
    expect(await auth.userManager.getUser()).toBeNull();
  });
});

it('[AUTH-19][X-AUTH-5] sign-in settings: 10 s silent timeout, 60 s notice, 15 min stale state, 2 s session check, popup 640, two retries of a timed-out renewal', () => {
  const settings = createOidcSettings(config);
  expect(settings.scope).toBe('openid profile email offline_access');
  expect(settings.silentRequestTimeoutInSeconds).toBe(10);
  expect(settings.accessTokenExpiringNotificationTimeInSeconds).toBe(60);
  expect(settings.staleStateAgeInSeconds).toBe(15 * 60);
  expect(settings.checkSessionIntervalInSeconds).toBe(2);
  expect(settings.popupWindowFeatures?.height).toBe(640);
  expect(settings.validateSubOnSilentRenew).toBe(true);
  expect(settings.monitorSession).toBe(true);
  expect(settings.maxSilentRenewTimeoutRetries).toBe(2);
});

describe('one sign-in redirect, whoever asks', () => {
  it('[ERR-1][AUTH-13][AUTH-14] concurrent callers (a 401, the error page, an unhandled rejection) share one stored state and one navigation', async () => {
    const { auth, navigator } = makeAuth();
    await Promise.all([
      auth.signInRedirect({ redirectPath: '/companies/a' }),
      auth.signInRedirect({ redirectPath: '/companies/a' }),
      auth.signInRedirect({ redirectPath: '/companies/a' }),
    ]);
    expect(navigator.urls).toHaveLength(1);
    expect(storedSignInStates()).toHaveLength(1);
  });

  it('[AUTH-18] a redirect that failed (the provider unreachable) leaves the next attempt free to go', async () => {
    const { auth, navigator } = makeAuth();
    oidcScript.discoveryFailures = 1;
    await expect(auth.signInRedirect({ redirectPath: '/' })).rejects.toThrow();
    expect(navigator.urls).toHaveLength(0);
    await auth.signInRedirect({ redirectPath: '/' });
    expect(navigator.urls).toHaveLength(1);
  });

  it('[AUTH-16] requireUser after a failed redirect tries again instead of failing for good', async () => {
    const { auth, navigator } = makeAuth();
    oidcScript.discoveryFailures = 1;
    await expect(auth.requireUser('/x')).rejects.toThrow();
    await expect(auth.requireUser('/x')).rejects.toThrow('Sign in failed');
    expect(navigator.urls).toHaveLength(1);
  });
});

describe('session monitoring', () => {
  const checkSessionFrames = () =>
    [...document.querySelectorAll('iframe')].filter((f) => f.src.endsWith('/session/check'));

  afterEach(() => checkSessionFrames().forEach((frame) => frame.remove()));

  it('[AUTH-19] runs when the provider offers a check-session iframe, checking every 2 s', async () => {
    oidcScript.checkSessionIframe = true;
    const setInterval = jest.spyOn(window, 'setInterval');
    const { auth, navigator } = makeAuth();
    const signedIn = signIn(auth, navigator);
    // jsdom loads no frames: the provider's check page "loads" here.
    await waitFor(() => expect(checkSessionFrames()).toHaveLength(1));
    checkSessionFrames()[0]!.dispatchEvent(new Event('load'));
    await expect(signedIn).resolves.toMatchObject({ ok: true });
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), 2000);
  });

  it('[AUTH-19] stays off when the provider offers none', async () => {
    const { auth, navigator } = makeAuth();
    await signIn(auth, navigator);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checkSessionFrames()).toHaveLength(0);
  });
});

describe('renewal without a provider to answer (TRUST-6)', () => {
  afterEach(() => jest.useRealTimers());

  /** Back-off waits the test releases one by one: nothing sleeps for real. */
  function manualWaits() {
    const waits: { ms: number; release: () => void }[] = [];
    const wait = (ms: number) =>
      new Promise<void>((resolve) => waits.push({ ms, release: resolve }));
    return { waits, wait };
  }

  function makeOfflineAwareAuth(online: { value: boolean }) {
    const navigator = new RecordingNavigator();
    const reload = jest.fn();
    const { waits, wait } = manualWaits();
    const auth = new AuthService({
      settings: createOidcSettings(config),
      getLocale: () => 'en',
      reload,
      redirectNavigator: navigator,
      wait,
      isOnline: () => online.value,
    });
    const events: string[] = [];
    auth.listen({
      renewalFailing: () => events.push('failing'),
      renewalRecovered: () => events.push('recovered'),
    });
    return { auth, navigator, reload, waits, events };
  }

  const refreshRequests = () =>
    oidcScript.tokenRequests.filter((f) => f.get('grant_type') === 'refresh_token').length;

  it.each(['networkDown', 'serverError'] as const)(
    '[TRUST-6] an automatic renewal that fails with %s keeps the session, never reloads, and is retried with back-off until the provider answers',
    async (failure) => {
      const online = { value: true };
      const { auth, navigator, reload, waits, events } = makeOfflineAwareAuth(online);
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      await signIn(auth, navigator);
      const first = auth.getAccessToken();
      oidcScript.refresh = failure;
      await jest.advanceTimersByTimeAsync(246_000);
      await waitFor(() => expect(waits).toHaveLength(1));
      expect(refreshRequests()).toBe(1);
      expect(reload).not.toHaveBeenCalled();
      expect(auth.currentUser).not.toBeNull();
      expect(events).toEqual(['failing']);
      expect(waits[0]!.ms).toBe(2_000);

      waits[0]!.release();
      await waitFor(() => expect(waits).toHaveLength(2));
      expect(refreshRequests()).toBe(2);
      expect(waits[1]!.ms).toBe(4_000);
      expect(reload).not.toHaveBeenCalled();

      oidcScript.refresh = 'ok';
      waits[1]!.release();
      await waitFor(() => expect(events).toEqual(['failing', 'recovered']));
      expect(refreshRequests()).toBe(3);
      expect(auth.getAccessToken()).not.toBe(first);
      expect(reload).not.toHaveBeenCalled();
    },
  );

  it('[TRUST-6] a renewal asked for by a request rejects as unavailable (not as a refusal) and keeps the user', async () => {
    const { auth, navigator, waits } = makeOfflineAwareAuth({ value: true });
    await signIn(auth, navigator);
    oidcScript.refresh = 'networkDown';
    await expect(auth.renewSession()).rejects.toMatchObject({ name: 'RenewalUnavailableError' });
    expect(auth.currentUser).not.toBeNull();
    expect(waits).toHaveLength(1);
    // The provider's refusal is still a refusal.
    oidcScript.refresh = 'fail';
    expect(await auth.renewSession()).toBeNull();
  });

  it('[TRUST-6] offline, nothing ends the session or reloads; back online, only the provider’s refusal (invalid_grant) ends it', async () => {
    const online = { value: true };
    const { auth, navigator, reload, waits } = makeOfflineAwareAuth(online);
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await signIn(auth, navigator);
    online.value = false;
    oidcScript.refresh = 'networkDown';
    await jest.advanceTimersByTimeAsync(246_000);
    await waitFor(() => expect(refreshRequests()).toBe(1));
    await jest.advanceTimersByTimeAsync(120_000);
    // Offline the retry waits for the connection, not for a timer.
    expect(waits).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
    expect(auth.currentUser).not.toBeNull();

    oidcScript.refresh = 'fail';
    online.value = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(refreshRequests()).toBe(2);
    expect(await auth.userManager.getUser()).toBeNull();
  });

  it('[TRUST-6] a sign-out reported while offline ends the session but reloads only once the connection is back', async () => {
    const online = { value: false };
    const { auth, navigator, reload } = makeOfflineAwareAuth(online);
    online.value = true;
    await signIn(auth, navigator);
    online.value = false;
    // The session monitor reports a sign-out elsewhere while this browser is offline.
    await auth.userManager.events._raiseUserSignedOut();
    await waitFor(() => expect(auth.currentUser).toBeNull());
    expect(reload).not.toHaveBeenCalled();
    online.value = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('[TRUST-6] offline, a sign-in redirect waits for the connection instead of leaving for an error page', async () => {
    const online = { value: false };
    const { auth, navigator } = makeOfflineAwareAuth(online);
    const going = auth.signInRedirect({ redirectPath: '/companies/x' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(navigator.urls).toHaveLength(0);
    online.value = true;
    window.dispatchEvent(new Event('online'));
    await going;
    expect(navigator.urls).toHaveLength(1);
  });
});

describe('a sign-in redirect the browser did not take (TRUST-6)', () => {
  afterEach(() => jest.useRealTimers());

  function makeStayingAuth() {
    const went: string[] = [];
    // The browser stays: a leave prompt answered "Stay", or a navigation that never happened.
    const auth = new AuthService({
      settings: createOidcSettings(config),
      getLocale: () => 'en',
      reload: jest.fn(),
      redirectNavigator: new PageNavigator((url) => void went.push(url)),
    });
    return { auth, went };
  }

  it('[TRUST-6] the user chose "Stay" and goes on using the page: the next sign-in goes again', async () => {
    const { auth, went } = makeStayingAuth();
    const first = auth.signInRedirect({ redirectPath: '/a' });
    await waitFor(() => expect(went).toHaveLength(1));
    // Still the one redirect while it may be under way.
    void auth.signInRedirect({ redirectPath: '/a' });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await expect(first).rejects.toMatchObject({ name: 'RedirectNotTakenError' });
    expect(went).toHaveLength(1);
    void auth.signInRedirect({ redirectPath: '/a' }).catch(() => undefined);
    await waitFor(() => expect(went).toHaveLength(2));
  });

  it('[TRUST-6] a navigation that did not happen within 10 s frees the redirect', async () => {
    const { auth, went } = makeStayingAuth();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const first = auth.signInRedirect({ redirectPath: '/a' });
    const outcome = first.catch((error: unknown) => error);
    await waitFor(() => expect(went).toHaveLength(1));
    await jest.advanceTimersByTimeAsync(9_000);
    void auth.signInRedirect({ redirectPath: '/a' });
    expect(went).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toMatchObject({ name: 'RedirectNotTakenError' });
    void auth.signInRedirect({ redirectPath: '/a' }).catch(() => undefined);
    await waitFor(() => expect(went).toHaveLength(2));
  });

  it('[TRUST-6] leaving for real (pagehide) is never taken for a stuck redirect', async () => {
    const { auth, went } = makeStayingAuth();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let settled = false;
    void auth.signInRedirect({ redirectPath: '/a' }).finally(() => (settled = true));
    await waitFor(() => expect(went).toHaveLength(1));
    window.dispatchEvent(new Event('pagehide'));
    await jest.advanceTimersByTimeAsync(60_000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
  });
});
