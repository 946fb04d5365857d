/**
 * The route table: redirects, loaders, gates, which page each path reaches. Most facts are the
 * router's own and are checked without rendering (`navigateTo`: the real route tree and store in a
 * memory router that runs the loaders, follows the redirects and loads the route modules, as the
 * app does, but mounts nothing); what the user sees of them is checked on the route's own branch
 * (`renderRoute`), and through whole-app renders (`renderApp`) only where the layout is the
 * subject (the navigation, the overrides banner, no navigation around the not-found page) or the
 * test follows redirects across routes.
 */
import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, isRouteErrorResponse, type DataRouteMatch } from 'react-router-dom';
import { config } from '@/shared/config/config';
import { createI18nInstance } from '@/shared/i18n/i18n';
import { startLanguage } from '@/shared/i18n/start-language';
import { SignInRequiredError } from '@/shared/auth/sign-in-errors';
import { FEATURE_FLAG_NAMES, type FeatureFlagName } from '@/shared/contract/main/feature-flags';
import { paths } from '@/shared/paths';
import {
  DASHBOARD_COUNTRIES,
  SECTIONS,
  STREAM_PAGES,
  streamPagesOf,
  type CompanySection,
} from '@/shared/sections';
import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { locationOf, renderApp, renderRoute, type RenderAppOptions } from '@/testing/render-app';
import { recordRequests, stopRecording } from '@/testing/request-log';
import { server } from '../../mocks/common/node';
import { featureFlags } from '../../mocks/common/data/db';
import { COMPANY_IDS } from '../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../mocks/common/data/fixtures/users';
import { callMainApi } from '../../mocks/common/testing/main-api-call';
import { createRoutes } from './routes';
import { below } from './routes/route-kit';

type Router = ReturnType<typeof createMemoryRouter>;
let routers: Router[] = [];
afterEach(() => {
  stopRecording();
  for (const router of routers) router.dispose();
  routers = [];
});

/**
 * Where the app's router ends for `path` (a new store per call, the language started as the app
 * starts it): loaders run, redirects followed, lazy route modules loaded; nothing is rendered.
 */
async function navigateTo(
  path: string,
  auth = new FakeAuth(),
  preloadedState?: RenderAppOptions['preloadedState'],
) {
  const i18n = createI18nInstance();
  const { store } = makeTestStore({ auth, i18n, ...(preloadedState ? { preloadedState } : {}) });
  await startLanguage(store, i18n, ['en']);
  const router = createMemoryRouter(createRoutes({ store, auth, i18n }), {
    initialEntries: [path],
  });
  routers.push(router);
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (!settled())
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe(() => {
        if (!settled()) return;
        unsubscribe();
        resolve();
      });
    });
  const { matches, errors, loaderData } = router.state;
  const leaf = matches.at(-1)!;
  return {
    store,
    auth,
    router,
    location: locationOf(router),
    matches: matches as DataRouteMatch[],
    /** The page the router shows: the deepest matched route's component (the router turns a
     * route module's `Component` into an `element` of it). */
    page: (leaf.route.element as ReactElement | null | undefined)?.type ?? leaf.route.Component,
    /** The first loader error (what the error page would show), if any. */
    error: errors ? Object.values(errors)[0] : undefined,
    loaderData,
  };
}
type Navigation = Awaited<ReturnType<typeof navigateTo>>;

/** The Component of a page module, as the route tree loads it. */
const pageOf = async (module: Promise<{ Component?: unknown }>) => (await module).Component;

/** The not-found page: the catch-all route, or a loader's 404 shown by the error page. */
async function isNotFound({ page, error }: Navigation) {
  if (error) return isRouteErrorResponse(error) && error.status === 404;
  return page === (await pageOf(import('./layout/not-found-route')));
}

/** A page reached, without a loader error. */
async function reaches(navigation: Navigation, module: Promise<{ Component?: unknown }>) {
  expect(navigation.error).toBeUndefined();
  expect(navigation.page).toBe(await pageOf(module));
}

/** A section's address below `/companies/:companyId?/` (`dashboard/documents`). */
const sectionPath = (section: CompanySection) => below(paths.company.root, section.path);

const OWNER_AT = COMPANY_IDS.alpenglueck;
const OWNER_DE = COMPANY_IDS.nordlicht;

describe('private redirects', () => {
  it.each([
    ['/', `/companies/${OWNER_AT}/dashboard`],
    ['/dashboard', `/companies/${OWNER_AT}/dashboard`],
    ['/companies', `/companies/${OWNER_AT}/dashboard`],
    [`/companies/${OWNER_DE}`, `/companies/${OWNER_DE}/dashboard`],
  ])('[ROUTE-4][ROUTE-5] %s ends on %s', async (path, expected) => {
    const navigation = await navigateTo(path);
    expect(navigation.location).toBe(expected);
    await reaches(navigation, import('@/features/dashboard/routes/dashboard-page'));
  });

  it('[ROUTE-4] authoriseme goes to the company authoriseme section', async () => {
    const { location } = await navigateTo('/authoriseme');
    expect(location).toBe(`/companies/${OWNER_AT}/authoriseme`);
  });

  it('[ROUTE-3][AUTH-16] without a user the private routes start a sign-in back to the same place', async () => {
    const auth = new FakeAuth(null);
    await renderApp('/companies/dashboard/de?x=1', { auth });
    await waitFor(() =>
      expect(auth.signInRedirects).toEqual([{ redirectPath: '/companies/dashboard/de?x=1' }]),
    );
    expect(await screen.findByText('Taking you to sign-in…')).toBeInTheDocument();
  });

  it('[ROUTE-3] the private loader fetches the user and the signed-in flags, each once, with the companies beside them', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) =>
      seen.push(`${request.method} ${new URL(request.url).pathname}`),
    );
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    server.events.removeAllListeners();
    const count = (entry: string) => seen.filter((s) => s === entry).length;
    expect(count('GET /api/account/getUser')).toBe(1);
    expect(count('GET /api/user/config/features')).toBe(1);
    expect(count('GET /api/account/companies')).toBe(1);
    expect(count('GET /api/config/features')).toBe(0);
  });

  it('[ROUTE-3] shows a loading text until the feature flags are there', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${config.mainApiUrl}/user/config/features`, async () => {
        await gate;
        return HttpResponse.json({ data: {} });
      }),
    );
    await renderRoute(`/companies/${OWNER_AT}/dashboard`);
    expect(await screen.findByText('Loading your workspace…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('company loader (spec section 4)', () => {
  it('[LOADER-1][I18N-3] a user without companies goes to the companies page with locale and goBackTo', async () => {
    const { location } = await navigateTo(
      '/companies/dashboard/de/packaging',
      new FakeAuth(USER_IDS.newbie),
    );
    const url = new URL(location, 'http://localhost:8080');
    expect(url.pathname).toBe('/account/companies');
    expect(url.searchParams.get('locale')).toBe('en');
    expect(url.searchParams.get('goBackTo')).toBe(
      'http://localhost:8080/companies/dashboard/de/packaging',
    );
  });

  it('[LOADER-2] without a company id: the first company, keeping path and query', async () => {
    const { location } = await navigateTo('/companies/dashboard/de/packaging?x=1');
    expect(location).toBe(`/companies/${OWNER_AT}/dashboard/de/packaging?x=1`);
  });

  it('[LOADER-2] without a company id: the last selected company when it is still the user’s', async () => {
    const { location } = await navigateTo('/companies/dashboard', new FakeAuth(), {
      company: { lastSelectedCompany: OWNER_DE },
    });
    expect(location).toBe(`/companies/${OWNER_DE}/dashboard`);
  });

  it('[LOADER-2][LOADER-6] a last selected company that is no longer the user’s is ignored', async () => {
    const { location } = await navigateTo('/companies/dashboard', new FakeAuth(), {
      company: { lastSelectedCompany: COMPANY_IDS.altmann },
    });
    expect(location).toBe(`/companies/${OWNER_AT}/dashboard`);
  });

  it.each([['cmp-unknown'], [COMPANY_IDS.altmann]])(
    '[LOADER-3][LOADER-6][ERR-2] %s is not one of the user’s companies: Company not found (404)',
    async (id) => {
      const { error, location } = await navigateTo(`/companies/${id}/dashboard`);
      expect(location).toBe(`/companies/${id}/dashboard`);
      expect(isRouteErrorResponse(error) && [error.status, error.data]).toEqual([
        404,
        'Company not found',
      ]);
    },
  );

  it('[LOADER-3][ERR-2][UX-15] the company loader’s 404 shows the not-found page with its way back, without any company’s navigation', async () => {
    await renderApp('/companies/cmp-unknown/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute(
      'href',
      '/',
    );
    // UX-15: no company's navigation around it (it listed nine countries of no company).
    expect(screen.queryByTestId('side-navigation')).toBeNull();
    expect(screen.queryByRole('navigation', { name: /Company navigation|Navigation/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('[LOADER-4] a company that needs an update goes to the company page with locale and nextLocation', async () => {
    const { location } = await navigateTo(
      `/companies/${COMPANY_IDS.altmann}/dashboard/at/weee`,
      new FakeAuth(USER_IDS.outdated),
    );
    const url = new URL(location, 'http://localhost:8080');
    expect(url.pathname).toBe(`/account/companies/${COMPANY_IDS.altmann}`);
    expect(url.searchParams.get('locale')).toBe('en');
    expect(url.searchParams.get('nextLocation')).toBe(
      `http://localhost:8080/companies/${COMPANY_IDS.altmann}/dashboard/at/weee`,
    );
  });

  it('[LOADER-5] an accepted company is stored as lastSelectedCompany', async () => {
    const { store } = await navigateTo(`/companies/${OWNER_DE}/dashboard`);
    expect(store.getState().company.lastSelectedCompany).toBe(OWNER_DE);
  });
});

describe('feature-flag gates (spec section 6)', () => {
  /** The spec's table, written out here rather than read from the implementation. */
  const SPEC_GATES: readonly [string, FeatureFlagName][] = [
    ['at-licensing-process', 'at_licensing_enabled'],
    ['de-licensing-process', 'de_licensing_enabled'],
    ['nie-nif-application', 'es_nieNifApplication_enabled'],
    ['weee-at', 'at_weeeCompliance_enabled'],
    ['weee-de', 'de_weeeCompliance_enabled'],
    ['battery-de', 'de_batteryCompliance_enabled'],
    ['battery-at', 'at_batteryCompliance_enabled'],
    ['authoriseme', 'ame_enabled'],
    ['dashboard/start-process', 'ame_enabled'],
  ];
  const only = (flag: FeatureFlagName, value: boolean) =>
    Object.fromEntries(FEATURE_FLAG_NAMES.map((f) => [f, f === flag ? value : !value]));

  it.each(SPEC_GATES)(
    '[FLAG-3][FLAG-4] %s with only %s off sends the user to the dashboard',
    async (section, flag) => {
      featureFlags.setForUser(USER_IDS.owner, only(flag, false));
      const navigation = await navigateTo(`/companies/${OWNER_AT}/${section}`);
      expect(navigation.location).toBe(`/companies/${OWNER_AT}/dashboard`);
      await reaches(navigation, import('@/features/dashboard/routes/dashboard-page'));
    },
  );

  it.each(SPEC_GATES)('[FLAG-3] %s opens with only %s on', async (section, flag) => {
    featureFlags.setForUser(USER_IDS.owner, only(flag, true));
    const path = `/companies/${OWNER_AT}/${section}`;
    const navigation = await navigateTo(path);
    expect(navigation.location).toBe(path);
    expect(navigation.error).toBeUndefined();
    expect(
      navigation.matches.map((m) => (m.route.handle as { section?: string })?.section),
    ).toContain(SECTIONS.find((s) => sectionPath(s) === section)!.id);
  });

  it('[FLAG-3] no other section of the table is gated', async () => {
    const gated = SECTIONS.filter((section) => section.flag !== null).map(sectionPath);
    expect(gated.sort()).toEqual(SPEC_GATES.map(([path]) => path).sort());
  });

  it('[X-AUTH-3] an expired but refreshable session on a gated section is renewed before any API call', async () => {
    const auth = new FakeAuth();
    auth.expire();
    const expiredToken = auth.token;
    const seen = recordRequests();
    const path = `/companies/${OWNER_AT}/weee-de`;
    const { location, error } = await navigateTo(path, auth);
    expect(location).toBe(path);
    expect(error).toBeUndefined();
    expect(auth.renewals).toBe(1);
    expect(auth.signInRedirects).toEqual([]);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((r) => r.authorization === `Bearer ${expiredToken}`)).toEqual([]);
  });

  it('[FLAG-3][AUTH-16] a signed-out deep link to a gated section asks for no flags before the sign-in', async () => {
    const seen = recordRequests();
    const auth = new FakeAuth(null);
    const { error } = await navigateTo(`/companies/${OWNER_AT}/weee-de`, auth);
    expect(auth.signInRedirects).toEqual([{ redirectPath: `/companies/${OWNER_AT}/weee-de` }]);
    expect(error).toBeInstanceOf(SignInRequiredError);
    expect(seen.filter((r) => r.path.includes('/user/config/features'))).toEqual([]);
  });

  it('[FLAG-4] a gated section without a company id ends on that company’s dashboard', async () => {
    const { location } = await navigateTo('/companies/weee-de', new FakeAuth(USER_IDS.flagsOff));
    expect(location).toBe(`/companies/${COMPANY_IDS.rheinperle}/dashboard`);
  });

  it('[FLAG-3] the navigation never links to a gated-off section', async () => {
    await renderApp(`/companies/${COMPANY_IDS.rheinperle}/dashboard`, {
      auth: new FakeAuth(USER_IDS.flagsOff),
    });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const nav = screen.getAllByRole('navigation', { name: 'Company navigation' })[0]!;
    expect(nav).toHaveTextContent('Dashboard');
    for (const label of [
      'WEEE registration Germany',
      'WEEE registration Austria',
      'Battery registration Germany',
      'Battery registration Austria',
      'Spanish NIE/NIF application',
      'Authorised representative',
      'Start a process',
      'Packaging licence Germany',
      'Packaging licence Austria',
    ]) {
      expect(nav).not.toHaveTextContent(label);
    }
  });

  it('[FLAG-3][X-DEVUI-1] developer overrides win over the server’s flags, and a banner says so', async () => {
    const path = `/companies/${COMPANY_IDS.rheinperle}/weee-de`;
    const app = await renderApp(path, {
      auth: new FakeAuth(USER_IDS.flagsOff),
      preloadedState: { featureFlags: { overrides: { de_weeeCompliance_enabled: true } } },
    });
    await screen.findByRole('heading', { level: 1, name: 'WEEE registration Germany' });
    expect(locationOf(app.router)).toBe(path);
    expect(screen.getByText(/flag is overridden on this browser/)).toBeInTheDocument();
  });
});

describe('dashboard tree (spec section 2)', () => {
  it.each(DASHBOARD_COUNTRIES.map((c) => [c]))(
    '[ROUTE-6] the %s section index goes to its first stream page (packaging where it has one)',
    async (code) => {
      const { location } = await navigateTo(`/companies/${OWNER_AT}/dashboard/${code}`);
      expect(location).toBe(`/companies/${OWNER_AT}/dashboard/${code}/${streamPagesOf(code)[0]}`);
    },
  );

  const cases = [...new Set<string>([...DASHBOARD_COUNTRIES, 'gr'])].flatMap((code) =>
    STREAM_PAGES.map((page) => [code, page, streamPagesOf(code).includes(page)] as const),
  );
  it.each(cases)('[ROUTE-7] /dashboard/%s/%s exists: %s', async (code, page, exists) => {
    const path = `/companies/${OWNER_AT}/dashboard/${code}/${page}`;
    const navigation = await navigateTo(path);
    expect(navigation.location).toBe(path);
    if (exists) {
      await reaches(navigation, import('@/features/dashboard/routes/country-page'));
      expect(navigation.matches.at(-1)!.route.handle).toEqual(
        expect.objectContaining({ stream: page }),
      );
    } else expect(await isNotFound(navigation)).toBe(true);
  });

  it.each([
    ['DE/packaging', 'Germany: Packaging'],
    ['IT/weee', 'Italy: WEEE'],
    ['Gr/Weee', 'Greece: WEEE'],
  ])('[X-ROUTE-1] /dashboard/%s matches case-insensitively', async (path, title) => {
    await renderRoute(`/companies/${OWNER_AT}/dashboard/${path}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(SECTIONS.map((section) => [section.id, sectionPath(section)]))(
    '[ROUTE-5][ROUTE-6] section %s of the sections table has its route at %s',
    async (id, path) => {
      const navigation = await navigateTo(`/companies/${OWNER_AT}/${path}`);
      expect(navigation.error).toBeUndefined();
      const handles = navigation.matches.map(
        (m) => (m.route.handle as { section?: string } | undefined)?.section,
      );
      expect(handles).toContain(id);
    },
  );

  it.each([['zz'], ['deu'], ['d1']])(
    '[ROUTE-6] %s is not a country code: not found',
    async (code) => {
      const navigation = await navigateTo(`/companies/${OWNER_AT}/dashboard/${code}/packaging`);
      expect(await isNotFound(navigation)).toBe(true);
    },
  );

  it.each([
    ['start-process', import('@/features/start-process/routes/launcher-page')],
    ['documents', import('@/features/documents/routes/documents-page')],
  ])('[ROUTE-8] dashboard/%s renders its page', async (path, page) => {
    await reaches(await navigateTo(`/companies/${OWNER_AT}/dashboard/${path}`), page);
  });

  it('[ROUTE-8] dashboard/start-process/next/:processId renders the next steps of an order, and is not found for another id', async () => {
    const { data } = await callMainApi<{ id: string }>(
      USER_IDS.owner,
      'POST',
      `/companies/${OWNER_AT}/representation-orders`,
      { selections: [{ country: 'DE', streams: ['weee'] }], acceptTerms: true },
    );
    await reaches(
      await navigateTo(`/companies/${OWNER_AT}/dashboard/start-process/next/${data.id}`),
      import('@/features/representative/routes/next-steps-page'),
    );
    const other = await navigateTo(`/companies/${OWNER_AT}/dashboard/start-process/next/prc-1`);
    expect(await isNotFound(other)).toBe(true);
  });

  const licence = () => import('@/features/licensing/routes/licence-page');
  const registration = () => import('@/features/registrations/routes/registration-page');
  it.each([
    ['at-licensing-process', () => import('@/features/licensing/routes/licences-page')],
    ['at-licensing-process/process', () => import('@/features/licensing/routes/at-wizard-page')],
    // Alpenglück's Austrian draft (fixture): its loader finds it (another id is a 404).
    ['at-licensing-process/prc-0003', licence],
    ['de-licensing-process', () => import('@/features/licensing/routes/licences-page')],
    ['de-licensing-process/process', () => import('@/features/licensing/routes/de-wizard-page')],
    ['nie-nif-application', () => import('@/features/nie-nif/routes/nie-nif-page')],
    ['weee-de', registration],
    ['weee-at', registration],
    ['battery-de', registration],
    ['battery-at', registration],
    ['authoriseme', () => import('@/features/representative/routes/order-page')],
    ['support', () => import('@/features/support/routes/support-page')],
    ['settings', () => import('@/features/company/routes/settings-page')],
  ])('[ROUTE-5] company route %s renders its page', async (path, page) => {
    await reaches(await navigateTo(`/companies/${OWNER_AT}/${path}`), page());
  });
});

describe('public routes', () => {
  // The developer page looks for the local stack's switches; a build answers with its HTML.
  beforeEach(() =>
    server.use(
      http.get('*/__test/switches', () => HttpResponse.html('<!doctype html><title>app</title>')),
    ),
  );

  it.each([
    ['/quickcheck', () => import('@/features/quickcheck/routes/quickcheck-page')],
    ['/report-illegal-content', () => import('@/features/illegal-content/routes/notice-page')],
    ['/newsletter-subscribe', () => import('@/features/newsletter/routes/newsletter-page')],
    ['/privacy-policies', () => import('@/features/legal/routes/legal-page')],
    ['/bookings/bk-1', () => import('@/features/bookings/routes/booking-page')],
    ['/disclaimer', () => import('@/features/legal/routes/legal-page')],
    ['/dev-ui', () => import('@/features/dev-ui/routes/dev-ui-page')],
  ])(
    '[ROUTE-1][ROUTE-2] %s renders its page in the public layout, signed out',
    async (path, page) => {
      const auth = new FakeAuth(null);
      const navigation = await navigateTo(path, auth);
      await reaches(navigation, page());
      expect(navigation.location).toBe(path);
      expect(navigation.matches.map((m) => m.route.id)).toContain('public');
      expect(navigation.loaderData.public).toEqual({ user: null });
      expect(auth.signInRedirects).toEqual([]);
    },
  );

  it('[FLAG-1] signed out, the public layout reads the visitors’ flags', async () => {
    const seen = recordRequests();
    await navigateTo('/disclaimer', new FakeAuth(null));
    expect(seen.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/config/features');
    expect(seen.some((r) => r.path === '/api/user/config/features')).toBe(false);
  });

  it('[ROUTE-2] the public layout knows the signed-in user', async () => {
    const { loaderData } = await navigateTo('/disclaimer');
    expect(loaderData.public).toEqual({ user: expect.objectContaining({ sub: USER_IDS.owner }) });
  });

  it('[ERR-2] an unknown path shows the not-found page', async () => {
    const navigation = await navigateTo('/no/such/page');
    expect(navigation.error).toBeUndefined();
    expect(await isNotFound(navigation)).toBe(true);
  });
});
