import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { FEATURE_FLAG_NAMES, type FeatureFlagName } from '@/shared/contract/main/feature-flags';
import { DASHBOARD_COUNTRIES, SECTIONS, STREAM_PAGES, streamPagesOf } from '@/shared/sections';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderApp, type RenderAppOptions } from '@/testing/render-app';
import { recordRequests, stopRecording } from '@/testing/request-log';
import { server } from '../../mocks/node';
import { featureFlags } from '../../mocks/data/db';
import { COMPANY_IDS } from '../../mocks/data/fixtures/companies';
import { USER_IDS } from '../../mocks/data/fixtures/users';
import { callMainApi } from '../../mocks/testing/main-api-call';

afterEach(() => stopRecording());

const OWNER_AT = COMPANY_IDS.alpenglueck;
const OWNER_DE = COMPANY_IDS.nordlicht;
const settle = async (
  router: Parameters<typeof locationOf>[0] & { state: { navigation: { state: string } } },
) => {
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
};

async function finalLocation(
  path: string,
  auth = new FakeAuth(),
  preloadedState?: RenderAppOptions['preloadedState'],
) {
  const app = await renderApp(path, { auth, ...(preloadedState ? { preloadedState } : {}) });
  await waitFor(() =>
    expect(screen.queryByText('Loading your workspace…')).not.toBeInTheDocument(),
  );
  await screen.findByRole('heading', { level: 1 });
  await settle(app.router as never);
  return { ...app, location: locationOf(app.router) };
}

describe('private redirects', () => {
  it.each([
    ['/', `/companies/${OWNER_AT}/dashboard`],
    ['/dashboard', `/companies/${OWNER_AT}/dashboard`],
    ['/companies', `/companies/${OWNER_AT}/dashboard`],
    [`/companies/${OWNER_DE}`, `/companies/${OWNER_DE}/dashboard`],
  ])('[ROUTE-4][ROUTE-5] %s ends on %s', async (path, expected) => {
    const { location } = await finalLocation(path);
    expect(location).toBe(expected);
  });

  it('[ROUTE-4] authoriseme goes to the company authoriseme section', async () => {
    const { location } = await finalLocation('/authoriseme');
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
    await finalLocation('/');
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
    await renderApp('/');
    expect(await screen.findByText('Loading your workspace…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('company loader (spec section 4)', () => {
  it('[LOADER-1][I18N-3] a user without companies goes to the companies page with locale and goBackTo', async () => {
    const { location } = await finalLocation(
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
    const { location } = await finalLocation('/companies/dashboard/de/packaging?x=1');
    expect(location).toBe(`/companies/${OWNER_AT}/dashboard/de/packaging?x=1`);
  });

  it('[LOADER-2] without a company id: the last selected company when it is still the user’s', async () => {
    const { location } = await finalLocation('/companies/dashboard', new FakeAuth(), {
      company: { lastSelectedCompany: OWNER_DE },
    });
    expect(location).toBe(`/companies/${OWNER_DE}/dashboard`);
  });

  it('[LOADER-2][LOADER-6] a last selected company that is no longer the user’s is ignored', async () => {
    const { location } = await finalLocation('/companies/dashboard', new FakeAuth(), {
      company: { lastSelectedCompany: COMPANY_IDS.altmann },
    });
    expect(location).toBe(`/companies/${OWNER_AT}/dashboard`);
  });

  it.each([['cmp-unknown'], [COMPANY_IDS.altmann]])(
    '[LOADER-3][LOADER-6][ERR-2] %s is not one of the user’s companies: Company not found (404)',
    async (id) => {
      await renderApp(`/companies/${id}/dashboard`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
      expect(screen.getByText('404')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute(
        'href',
        '/',
      );
    },
  );

  it('[LOADER-4] a company that needs an update goes to the company page with locale and nextLocation', async () => {
    const { location } = await finalLocation(
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
    const { store } = await finalLocation(`/companies/${OWNER_DE}/dashboard`);
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
      const { location } = await finalLocation(`/companies/${OWNER_AT}/${section}`);
      expect(location).toBe(`/companies/${OWNER_AT}/dashboard`);
    },
  );

  it.each(SPEC_GATES)('[FLAG-3] %s opens with only %s on', async (section, flag) => {
    featureFlags.setForUser(USER_IDS.owner, only(flag, true));
    const path = `/companies/${OWNER_AT}/${section}`;
    const { location } = await finalLocation(path);
    expect(location).toBe(path);
  });

  it('[FLAG-3] no other section of the table is gated', async () => {
    const gated = SECTIONS.filter((section) => section.flag !== null).map((s) => s.path);
    expect(gated.sort()).toEqual(SPEC_GATES.map(([path]) => path).sort());
  });

  it('[X-AUTH-3] an expired but refreshable session on a gated section is renewed before any API call', async () => {
    const auth = new FakeAuth();
    auth.expire();
    const expiredToken = auth.token;
    const seen = recordRequests();
    const path = `/companies/${OWNER_AT}/weee-de`;
    const { location } = await finalLocation(path, auth);
    expect(location).toBe(path);
    expect(auth.renewals).toBe(1);
    expect(auth.signInRedirects).toEqual([]);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((r) => r.authorization === `Bearer ${expiredToken}`)).toEqual([]);
  });

  it('[FLAG-3][AUTH-16] a signed-out deep link to a gated section asks for no flags before the sign-in', async () => {
    const seen = recordRequests();
    const auth = new FakeAuth(null);
    await renderApp(`/companies/${OWNER_AT}/weee-de`, { auth });
    await waitFor(() =>
      expect(auth.signInRedirects).toEqual([{ redirectPath: `/companies/${OWNER_AT}/weee-de` }]),
    );
    await screen.findByText('Taking you to sign-in…');
    expect(seen.filter((r) => r.path.includes('/user/config/features'))).toEqual([]);
  });

  it('[FLAG-4] a gated section without a company id ends on that company’s dashboard', async () => {
    const { location } = await finalLocation('/companies/weee-de', new FakeAuth(USER_IDS.flagsOff));
    expect(location).toBe(`/companies/${COMPANY_IDS.rheinperle}/dashboard`);
  });

  it('[FLAG-3] the navigation never links to a gated-off section', async () => {
    await finalLocation(
      `/companies/${COMPANY_IDS.rheinperle}/dashboard`,
      new FakeAuth(USER_IDS.flagsOff),
    );
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
    const { location } = await finalLocation(
      `/companies/${COMPANY_IDS.rheinperle}/weee-de`,
      new FakeAuth(USER_IDS.flagsOff),
      {
        featureFlags: { overrides: { de_weeeCompliance_enabled: true } },
      },
    );
    expect(location).toBe(`/companies/${COMPANY_IDS.rheinperle}/weee-de`);
    expect(screen.getByText(/flag is overridden on this browser/)).toBeInTheDocument();
  });
});

describe('dashboard tree (spec section 2)', () => {
  it.each(DASHBOARD_COUNTRIES.map((c) => [c]))(
    '[ROUTE-6] the %s section index goes to packaging',
    async (code) => {
      const { location } = await finalLocation(`/companies/${OWNER_AT}/dashboard/${code}`);
      expect(location).toBe(`/companies/${OWNER_AT}/dashboard/${code}/packaging`);
    },
  );

  const cases = [...DASHBOARD_COUNTRIES, 'it'].flatMap((code) =>
    STREAM_PAGES.map((page) => [code, page, streamPagesOf(code).includes(page)] as const),
  );
  it.each(cases)('[ROUTE-7] /dashboard/%s/%s exists: %s', async (code, page, exists) => {
    const app = await renderApp(`/companies/${OWNER_AT}/dashboard/${code}/${page}`);
    const heading = await screen.findByRole('heading', { level: 1 });
    if (exists)
      expect(heading).toHaveTextContent(
        new RegExp(`: ${page === 'weee' ? 'WEEE' : page[0]!.toUpperCase() + page.slice(1)}$`),
      );
    else expect(heading).toHaveTextContent('Page not found');
    expect(locationOf(app.router)).toBe(`/companies/${OWNER_AT}/dashboard/${code}/${page}`);
  });

  it.each([
    ['DE/packaging', 'Germany: Packaging'],
    ['IT/weee', 'Italy: WEEE'],
    ['It/Textiles', 'Italy: Textiles'],
  ])('[X-ROUTE-1] /dashboard/%s matches case-insensitively', async (path, title) => {
    await renderApp(`/companies/${OWNER_AT}/dashboard/${path}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(SECTIONS.map((section) => [section.id, section.path]))(
    '[ROUTE-5][ROUTE-6] section %s of the sections table has its route at %s',
    async (id, path) => {
      const app = await renderApp(`/companies/${OWNER_AT}/${path}`);
      await screen.findByRole('heading', { level: 1 });
      const handles = app.router.state.matches.map(
        (m) => (m.route.handle as { section?: string } | undefined)?.section,
      );
      expect(handles).toContain(id);
    },
  );

  it.each([['zz'], ['deu'], ['d1']])(
    '[ROUTE-6] %s is not a country code: not found',
    async (code) => {
      await renderApp(`/companies/${OWNER_AT}/dashboard/${code}/packaging`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
    },
  );

  it.each([
    ['start-process', 'Start a process'],
    ['documents', 'Documents'],
  ])('[ROUTE-8] dashboard/%s renders its page', async (path, title) => {
    await renderApp(`/companies/${OWNER_AT}/dashboard/${path}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('[ROUTE-8] dashboard/start-process/next/:processId renders the next steps of an order, and is not found for another id', async () => {
    const { data } = await callMainApi<{ id: string }>(
      USER_IDS.owner,
      'POST',
      `/companies/${OWNER_AT}/representation-orders`,
      { selections: [{ country: 'DE', streams: ['weee'] }], acceptTerms: true },
    );
    const { unmount } = await renderApp(
      `/companies/${OWNER_AT}/dashboard/start-process/next/${data.id}`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Next steps' }),
    ).toBeInTheDocument();
    unmount();
    await renderApp(`/companies/${OWNER_AT}/dashboard/start-process/next/prc-1`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['at-licensing-process', 'Packaging licence Austria'],
    ['at-licensing-process/process', 'New licence'],
    // Alpenglück's Austrian draft (fixture).
    ['at-licensing-process/prc-0003', 'Packaging licence Austria 2027'],
    ['de-licensing-process', 'Packaging licence Germany'],
    ['de-licensing-process/process', 'New licence'],
    ['nie-nif-application', 'Spanish NIE/NIF application'],
    ['weee-de', 'WEEE registration Germany'],
    ['weee-at', 'WEEE registration Austria'],
    ['battery-de', 'Battery registration Germany'],
    ['battery-at', 'Battery registration Austria'],
    ['authoriseme', 'Authorised representative'],
    ['support', 'Support'],
    ['settings', 'Company settings'],
  ])('[ROUTE-5] company route %s renders its page', async (path, title) => {
    await renderApp(`/companies/${OWNER_AT}/${path}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
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
    ['/quickcheck', 'Quickcheck: which EPR obligations apply to you?'],
    ['/report-illegal-content', 'Report illegal content'],
    ['/newsletter-subscribe', 'Subscribe to the newsletter'],
    ['/privacy-policies', 'Privacy policy'],
    ['/bookings/bk-1', 'Appointment not found'],
    ['/disclaimer', 'Disclaimer'],
    ['/dev-ui', 'Developer tools'],
  ])(
    '[ROUTE-1][ROUTE-2] %s renders its title in the public layout, signed out',
    async (path, title) => {
      const auth = new FakeAuth(null);
      await renderApp(path, { auth });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
      expect(auth.signInRedirects).toEqual([]);
    },
  );

  it('[FLAG-1] signed out, the public layout reads the visitors’ flags', async () => {
    const seen = recordRequests();
    await renderApp('/disclaimer', { auth: new FakeAuth(null) });
    await screen.findByRole('heading', { level: 1, name: 'Disclaimer' });
    await waitFor(() =>
      expect(seen.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/config/features'),
    );
    expect(seen.some((r) => r.path === '/api/user/config/features')).toBe(false);
  });

  it('[ROUTE-2] the public layout knows the signed-in user', async () => {
    await renderApp('/disclaimer');
    expect(await screen.findByRole('link', { name: 'Go to my dashboard' })).toBeInTheDocument();
  });

  it('[ERR-2] an unknown path shows the not-found page', async () => {
    await renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});
