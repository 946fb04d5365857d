import { configure, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { mainApi } from '@/shared/api/main-api';
import { config } from '@/shared/config/config';
import { COMPANY_QUICKCHECK_KEY } from '@/shared/quickcheck/stored-quickcheck';
import { ruleFor } from '@/shared/contract/reference';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderApp, renderRoute } from '@/testing/render-app';
import { recordRequests, stopRecording } from '@/testing/request-log';
import { setScreenWidth } from '@/testing/screen-width';
import { server } from '../../../../mocks/common/node';
import { markets, registrations } from '../../../../mocks/main-api/data/compliance';
import { companies } from '../../../../mocks/common/data/db';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { processes } from '../../../../mocks/main-api/data/processes';
import { recordOwnRepresentative } from '../../../../mocks/main-api/data/representation';
import { referenceFixture } from '../../../../mocks/main-api/data/fixtures/reference';

// Whole user journeys through the real route tree, whose pages load the reference texts: slow on a
// busy 2-core machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => stopRecording());

const { alpenglueck, nordlicht, rheinperle } = COMPANY_IDS;
const dashboard = (companyId: string) => `/companies/${companyId}/dashboard`;
const matrix = () =>
  screen.findByRole('table', { name: 'Obligations by country and product stream' });
const rowOf = async (country: string) =>
  within(await matrix())
    .getByRole('rowheader', { name: country })
    .closest('tr') as HTMLElement;

describe('dashboard (OBL-2)', () => {
  it('[OBL-2][OBL-1] shows the matrix of countries by streams with a status chip per cell and the counts', async () => {
    await renderRoute(dashboard(alpenglueck));
    const austria = await rowOf('Austria');
    expect(
      within(austria)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Compliant']);
    const germany = await rowOf('Germany');
    expect(
      within(germany).getByRole('link', { name: 'Germany, Packaging: Action needed' }),
    ).toHaveAttribute('href', `${dashboard(alpenglueck)}/de/packaging`);
    const counts = screen.getByRole('list', { name: 'Obligations by status' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
      // UX-14: only the cells shown; the hidden streams' "not applicable" are no count.
    ).toEqual(['Action needed: 1', 'Compliant: 1']);
  });

  it('[OBL-2] what to do now deep-links into the process that fulfils the obligation', async () => {
    await renderRoute(dashboard(nordlicht));
    const todo = await screen.findByTestId('todo');
    const action = within(todo).getByRole('link', {
      name: 'Start: Authorised representative: Austria · Packaging',
    });
    expect(action).toHaveAttribute('href', `/companies/${nordlicht}/authoriseme`);
    // In progress needs nothing from the user: not in the list.
    expect(within(todo).queryByText(/Germany · WEEE/)).not.toBeInTheDocument();
  });

  it('[OBL-2][FLAG-3][X-OBL-2][UX-14] a user without the service flags sees the matrix but no gated action: the guide and recording it instead', async () => {
    await renderRoute(dashboard(rheinperle), { auth: new FakeAuth(USER_IDS.flagsOff) });
    await matrix();
    const todo = screen.getByTestId('todo');
    const links = await within(todo).findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Read the guide',
      'Done elsewhere? Record it',
      'Ask support',
      'Read the guide',
      'Done elsewhere? Record it',
    ]);
    // The register's page (the reference data's) and the country page's register card to record
    // a registration made elsewhere; Austria's gap is a representative (the gated authoriseme),
    // which that card cannot record: support beside them.
    const register = (country: string) =>
      ruleFor(referenceFixture, country, 'packaging')!.register!.url;
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      register('AT'),
      `${dashboard(rheinperle)}/at/packaging#registration`,
      `/companies/${rheinperle}/support`,
      register('DE'),
      `${dashboard(rheinperle)}/de/packaging#registration`,
    ]);
  });

  it('[OBL-2] the next deadlines of 90 days, each with its state', async () => {
    await renderRoute(dashboard(nordlicht));
    const next = (await screen.findByRole('heading', { name: 'Next deadlines (90 days)' })).closest(
      'section',
    ) as HTMLElement;
    await waitFor(() => expect(within(next).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(within(next).getByRole('link', { name: 'All deadlines' })).toHaveAttribute(
      'href',
      `${dashboard(nordlicht)}/deadlines`,
    );
  });

  it('[OBL-2][PERF-1][X-PERF-2] the first render after the shell is one parallel round: each call once, none waiting for another', async () => {
    const seen = recordRequests();
    await renderRoute(dashboard(alpenglueck));
    await matrix();
    await screen.findAllByText(/^(in \d+ days|tomorrow|today|\d+ days? overdue)$/);
    const api = seen.filter((r) => r.path.startsWith('/api/companies/'));
    const paths = api.map((r) => r.path);
    expect([...paths].sort()).toEqual(
      [
        `/api/companies/${alpenglueck}/deadlines`,
        `/api/companies/${alpenglueck}/obligations`,
        `/api/companies/${alpenglueck}/registrations`,
      ].sort(),
    );
    const all = seen.map((r) => `${r.method} ${r.path}${r.search}`);
    expect(new Set(all).size).toBe(all.length);
    // One round: every compliance call starts before the first of them could have been answered.
    const starts = api.map((r) => r.at);
    expect(Math.max(...starts) - Math.min(...starts)).toBeLessThan(50);
  });

  it('[OBL-2][OBL-1] a licence coming into force elsewhere turns the cell compliant when the Obligation tag is invalidated', async () => {
    // Its German representative is on record (PPWR Art. 45(3), RULE-2): the licence decides.
    recordOwnRepresentative(alpenglueck, 'DE', 'packaging', {
      name: 'Vertretung GmbH',
      address: null,
      since: '2026-01-01',
    });
    const { store } = await renderRoute(dashboard(alpenglueck));
    await rowOf('Germany');
    processes.insert({
      id: 'prc-new',
      companyId: alpenglueck,
      service: 'de-licensing-process',
      country: 'DE',
      streams: ['packaging'],
      status: 'submitted',
      year: new Date().getUTCFullYear(),
      reference: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    store.dispatch(mainApi.util.invalidateTags(['Obligation']));
    await waitFor(async () =>
      expect(within(await rowOf('Germany')).getAllByRole('cell')[0]).toHaveTextContent('Submitted'),
    );
  });

  it('[OBL-2][QC-3] a company without markets gets the empty state, pre-filled from the stored quickcheck, and adds them', async () => {
    markets.remove(alpenglueck);
    localStorage.setItem(
      COMPANY_QUICKCHECK_KEY,
      JSON.stringify({
        answers: {
          countries: ['DE', 'FR'],
          streams: ['packaging'],
          packagingEndUse: 'households',
          productEndUse: 'households',
          role: 'manufacturer',
          channels: ['ownShop'],
          establishments: [],
        },
        completedAt: '2026-11-20T10:00:00.000Z',
      }),
    );
    const { user } = await renderRoute(dashboard(alpenglueck));
    expect(await screen.findByRole('heading', { name: 'Where do you sell?' })).toBeInTheDocument();
    expect(screen.getByText(/Your quickcheck answers are ready/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add markets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your markets' });
    expect(
      await within(dialog).findByText(/We filled this in from your quickcheck/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Germany' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'France' })).toBeInTheDocument();
    // [DOM-2] The quickcheck's end use and role come along.
    expect(
      within(dialog).getByRole('radio', { name: 'with private households or comparable places' }),
    ).toBeChecked();
    expect(
      within(dialog).getByRole('radio', { name: 'Manufacturer or filler (brand owner)' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save markets' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rowOf('France')).toBeInTheDocument();
    expect(markets.findById(alpenglueck)?.markets.map((m) => m.country)).toEqual(['DE', 'FR']);
  });

  it('[OBL-2] the markets dialog adds and removes a country; a country without streams is refused before saving', async () => {
    const { user } = await renderRoute(dashboard(alpenglueck));
    await matrix();
    await user.click(screen.getByRole('button', { name: 'Edit markets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your markets' });
    await within(dialog).findByRole('heading', { name: 'Austria' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Germany' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Poland' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add country' }));
    const poland = within(dialog).getByRole('group', {
      name: 'What you place on the market in Poland',
    });
    await user.click(within(poland).getByRole('checkbox', { name: 'Packaging' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save markets' }));
    expect(
      within(dialog).getByText('Choose at least one product stream, or remove the country.'),
    ).toBeInTheDocument();
    await user.click(within(poland).getByRole('checkbox', { name: 'Batteries' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save markets' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rowOf('Poland')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Germany' })).not.toBeInTheDocument();
  });

  it('[OBL-2][PERM-1] a refused save (403) keeps the dialog and its choices, with the reason', async () => {
    server.use(
      http.put(`${config.mainApiUrl}/companies/:companyId/markets`, () =>
        HttpResponse.json({ message: 'Only owners' }, { status: 403 }),
      ),
    );
    const { user } = await renderRoute(dashboard(alpenglueck));
    await matrix();
    await user.click(screen.getByRole('button', { name: 'Edit markets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your markets' });
    await within(dialog).findByRole('heading', { name: 'Austria' });
    const both = within(
      within(dialog).getByRole('radiogroup', { name: 'Your packaging typically ends up…' }),
    ).getByRole('radio', { name: 'both' });
    await user.click(both);
    await user.click(within(dialog).getByRole('button', { name: 'Save markets' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are not allowed to do this.',
    );
    expect(both).toBeChecked();
  });

  it('[OBL-2][ERR-3][X-NETWORK-1] a connection problem shows the retry page, and retry loads the matrix', async () => {
    let fail = true;
    server.use(
      http.get(`${config.mainApiUrl}/companies/:companyId/obligations`, () =>
        fail ? HttpResponse.error() : undefined,
      ),
    );
    const { user } = await renderRoute(dashboard(alpenglueck));
    expect(
      await screen.findByRole('heading', { name: 'Connection problem' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await matrix()).toBeInTheDocument();
  }, 30_000);

  it('[OBL-2][ERR-4] an unexpected answer shows the unexpected-error page', async () => {
    server.use(
      http.get(`${config.mainApiUrl}/companies/:companyId/obligations`, () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    await renderRoute(dashboard(alpenglueck));
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
  });

  it('[OBL-2][ERR-6] a refused request (400) shows the bad-request page with its code', async () => {
    server.use(
      http.get(`${config.mainApiUrl}/companies/:companyId/obligations`, () =>
        HttpResponse.json({ message: 'boom' }, { status: 400 }),
      ),
    );
    await renderRoute(dashboard(alpenglueck));
    expect(await screen.findByRole('heading', { name: 'Bad request' })).toBeInTheDocument();
    expect(screen.getByText('400')).toBeInTheDocument();
  });

  it('[OBL-2][PERM-1][ERR-6][X-OBL-3] a refusal the renewed session does not lift (403) is explained', async () => {
    server.use(
      http.get(`${config.mainApiUrl}/companies/:companyId/obligations`, () =>
        HttpResponse.json({ message: 'No access' }, { status: 403 }),
      ),
    );
    await renderRoute(dashboard(alpenglueck));
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });

  it('[OBL-2] shows a skeleton shaped like the matrix while the obligations load', async () => {
    server.use(
      http.get(`${config.mainApiUrl}/companies/:companyId/obligations`, async () => {
        // Slower than the dashboard loader waits for its data.
        await delay(1500);
        return undefined;
      }),
    );
    const { router } = await renderRoute(dashboard(alpenglueck));
    expect(await screen.findByTestId('matrix-loading')).toBeInTheDocument();
    expect(await matrix()).toBeInTheDocument();
    expect(locationOf(router)).toBe(dashboard(alpenglueck));
  });
});

/** Whether `a` comes before `b` in the document. */
const precedes = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('dashboard leads with what to do (UX-6)', () => {
  let restoreWidth: (() => void) | null = null;
  afterEach(() => {
    restoreWidth?.();
    restoreWidth = null;
  });

  it.each([375, 1280])(
    '[UX-6] at %i px what to do now leads, full width: before the matrix and the company, in no column',
    async (width) => {
      restoreWidth = setScreenWidth(width);
      await renderRoute(dashboard(nordlicht));
      const todo = await screen.findByRole('heading', { name: 'What to do now' });
      await screen.findByTestId('todo');
      const matrixHeading = screen.getByRole('heading', { name: 'Obligations by country' });
      const company = screen.getByTestId('current-company');
      const next = screen.getByRole('heading', { name: 'Next deadlines (90 days)' });
      for (const later of [matrixHeading, company, next]) expect(precedes(todo, later)).toBe(true);
      // Full width: not one of the grid's half-width columns.
      expect(screen.getByTestId('todo-section').closest('.MuiGrid-root')).toBeNull();
      // The matrix follows as a table on wide screens and as cards on a phone.
      if (width === 1280) expect(await matrix()).toBeInTheDocument();
      else expect(screen.queryByRole('table')).not.toBeInTheDocument();
    },
  );

  it('[UX-6] in German the status chip of a to-do row is never cut: it keeps its width, wraps, and goes under the text when narrow', async () => {
    restoreWidth = setScreenWidth(375);
    await renderRoute(dashboard(alpenglueck), { language: 'de' });
    const todo = await screen.findByTestId('todo');
    const label = within(todo).getByText('Handlungsbedarf');
    const chip = label.closest('.MuiChip-root') as HTMLElement;
    expect(chip).toHaveStyle({ flexShrink: '0', maxWidth: '100%', height: 'auto' });
    expect(label).toHaveStyle({ whiteSpace: 'normal' });
    // The title row wraps: the chip moves under the place when both do not fit.
    const row = within(todo).getAllByTestId('todo-title')[0]!;
    expect(row).toContainElement(chip);
    expect(row).toHaveStyle({ flexWrap: 'wrap' });
  });

  it('[UX-6] not-applicable cells are muted text (no chip, no link); stream columns no market has are hidden, and said so', async () => {
    await renderRoute(dashboard(nordlicht));
    const table = await matrix();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Country', 'Packaging', 'Electrical equipment (WEEE)']);
    // Austria: packaging only, so WEEE does not apply there: muted, not a chip nor a link.
    const austria = await rowOf('Austria');
    const weee = within(austria).getAllByRole('cell')[1]!;
    expect(weee).toHaveTextContent('Not applicable');
    expect(weee.querySelector('.MuiChip-root')).toBeNull();
    expect(within(weee).queryByRole('link')).not.toBeInTheDocument();
    // A cell that applies keeps its chip and its link.
    expect(within(austria).getAllByRole('cell')[0]!.querySelector('.MuiChip-root')).not.toBeNull();
    expect(screen.getByTestId('hidden-streams')).toHaveTextContent(
      'Not shown, as none of your markets has them: Batteries, Textiles.',
    );
  });

  it('[UX-3] the company card names each number by its register, as the country page does (GLN, not "Packaging")', async () => {
    await renderRoute(dashboard(alpenglueck));
    const card = await screen.findByTestId('current-company');
    expect(await within(card).findByText('AT GLN: 9008390456712')).toBeInTheDocument();
    expect(within(card).queryByText(/AT Packaging:/)).not.toBeInTheDocument();
  });

  it('[UX-6] "Signed in as" is no dashboard card: the user menu names the user, the e-mail and the companies', async () => {
    const { user } = await renderApp(dashboard(alpenglueck));
    await matrix();
    expect(screen.queryByRole('heading', { name: 'Signed in as' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('signed-in-user')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Account of / }));
    const identity = await screen.findByTestId('user-identity');
    await within(identity).findByText('You act for 2 companies:');
    expect(identity).toHaveTextContent('Olivia');
    expect(identity).toHaveTextContent('@');
    expect(within(identity).getByText(/Alpenglück/)).toBeInTheDocument();
    expect(within(identity).getByText(/Nordlicht/)).toBeInTheDocument();
  });

  it('[UX-6] a company set up long ago is greeted "Welcome back", without a checklist', async () => {
    await renderRoute(dashboard(alpenglueck));
    expect(await screen.findByText(/^Welcome back, /)).toBeInTheDocument();
    await matrix();
    expect(screen.queryByRole('heading', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('[UX-6] a company created a minute ago is greeted "Welcome" with the first-run checklist, done steps marked', async () => {
    companies.update(alpenglueck, { createdAt: new Date(Date.now() - 60_000).toISOString() });
    await renderRoute(dashboard(alpenglueck));
    const checklist = await screen.findByTestId('first-run');
    expect(screen.getByText(/^Welcome, /)).toBeInTheDocument();
    expect(screen.queryByText(/^Welcome back/)).not.toBeInTheDocument();
    const steps = within(checklist).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('p')?.textContent)).toEqual([
      'Set your marketsDone',
      'Record your registration numbersDone',
      'Start a serviceDone',
    ]);
    // What to do still leads right after it.
    expect(precedes(checklist, screen.getByRole('heading', { name: 'What to do now' }))).toBe(true);
  });

  it('[UX-6] a company with nothing done yet gets "Welcome" and the checklist; its first step opens the markets', async () => {
    markets.remove(alpenglueck);
    for (const r of registrations.where((r) => r.companyId === alpenglueck))
      registrations.remove(r.id);
    const { user } = await renderRoute(dashboard(alpenglueck));
    const checklist = await screen.findByTestId('first-run');
    expect(screen.getByText(/^Welcome, /)).toBeInTheDocument();
    const [marketsStep, numbersStep, serviceStep] = within(checklist).getAllByRole('listitem');
    expect(marketsStep).toHaveTextContent('To do');
    expect(numbersStep).toHaveTextContent('After your markets.');
    expect(within(serviceStep!).getByRole('link', { name: 'Choose a service' })).toHaveAttribute(
      'href',
      `/companies/${alpenglueck}/dashboard/start-process`,
    );
    await user.click(within(marketsStep!).getByRole('button', { name: 'Set markets' }));
    expect(await screen.findByRole('dialog', { name: 'Your markets' })).toBeInTheDocument();
  });
});
