import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { COMPANY_QUICKCHECK_KEY } from '@/shared/quickcheck/stored-quickcheck';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderApp, renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { quickchecks } from '../../../../mocks/main-api/data/quickchecks';
import { referenceFixture } from '../../../../mocks/main-api/data/fixtures/reference';
import { serveBaselineReference } from '@/testing/baseline-server';

jest.setTimeout(60_000);

const signedOut = () => new FakeAuth(null);
const RESULT =
  '/quickcheck?step=result&countries=AT&streams=packaging&pkg=households&use=households&role=distanceSeller&channels=ownShop&home=DE';

/** UX-11: the details fold below the summary table. */
async function showDetails(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Show the details' }));
}

describe('the quickcheck', () => {
  it('[QC-2][RULE-3] the result per country and stream: the dashboard’s status, duties and reasons, next deadline and the offer', async () => {
    const { user } = await renderRoute(RESULT, { auth: signedOut() });
    await showDetails(user);
    const austria = await screen.findByRole('article', { name: 'Austria' });
    expect(within(austria).getByText('No establishment')).toBeInTheDocument();
    expect(within(austria).getByText('Action needed')).toBeInTheDocument();
    expect(
      within(austria).getByText(
        'Without an establishment here, you need an authorised representative, and none is appointed.',
      ),
    ).toBeInTheDocument();
    const participation = within(austria).getByText('System participation', { selector: 'dt' });
    expect(participation.nextElementSibling).toHaveTextContent(
      'To do ARA, Reclay, Interzero, Landbell/ERP',
    );
    expect(
      within(austria).getByText(/Yearly report of household packaging to your system/),
    ).toBeInTheDocument();
    // Visitors see the offers whose flags are on for visitors: the Austrian licence.
    expect(
      within(austria).getByText('Packaging licence Austria (with an account)'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('quickcheck-summary')).toHaveTextContent(
      '1 obligation to act on in Austria.',
    );
  });

  it('[UX-8][UX-11] a summary on top: one row per country and stream with what to do and the next date, each opening its detail', async () => {
    // Greece answered by the EU baseline: the reference data served without its own rules.
    serveBaselineReference();
    const { user } = await renderRoute(
      RESULT.replace('countries=AT', 'countries=AT,GR').replace(
        'streams=packaging',
        'streams=packaging,weee',
      ),
      { auth: signedOut() },
    );
    const table = await screen.findByRole('table', { name: 'At a glance' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'ObligatedStart: Packaging licence Austria and Authorised representative',
      'ObligatedStart: WEEE registration Austria and Authorised representative',
      'To checkStart: Authorised representative',
      'To checkStart: Authorised representative',
    ]);
    // The details are folded: the summary is what shows first.
    expect(screen.queryByRole('article', { name: 'Austria' })).toBeNull();
    // Each row leads to its own detail (Greece's, not Austria's: both follow other rules).
    await user.click(within(table).getByRole('link', { name: 'Greece · Packaging' }));
    const greece = await screen.findByRole('article', { name: 'Greece' });
    await waitFor(() =>
      expect(within(greece).getByRole('heading', { name: 'Packaging' })).toHaveFocus(),
    );
  });

  it('[QC-2][I18N-1] the result in German, print-friendly', async () => {
    const { user } = await renderRoute(RESULT, { auth: signedOut(), language: 'de' });
    expect(await screen.findByRole('table', { name: 'Auf einen Blick' })).toBeInTheDocument();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalled();
  });

  it('[QC-2] reference data that cannot be loaded says so, with a retry', async () => {
    server.use(
      http.get(`${config.mainApiUrl}/reference/obligations`, () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    const { user } = await renderRoute(RESULT, { auth: signedOut() });
    expect(
      await screen.findByText('The reference data could not be loaded.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'At a glance' })).toBeInTheDocument();
  });

  it('[QC-3][AUTH-2] "Create an account with this result" starts sign-up with the result as signupData', async () => {
    const auth = signedOut();
    const { user } = await renderRoute(RESULT, { auth });
    await user.click(
      await screen.findByRole('button', { name: 'Create an account with this result' }),
    );
    await waitFor(() => expect(auth.signInRedirects).toHaveLength(1));
    const [redirect] = auth.signInRedirects;
    expect(redirect).toMatchObject({
      redirectPath: '/companies/dashboard',
      extraQueryParams: { forceRegistration: 'true' },
      signupData: {
        answers: {
          countries: ['AT'],
          streams: ['packaging'],
          packagingEndUse: 'households',
          productEndUse: 'households',
          role: 'distanceSeller',
          channels: ['ownShop'],
          establishments: [],
          homeCountry: 'DE',
        },
      },
    });
    expect(Date.parse((redirect!.signupData as { completedAt: string }).completedAt)).not.toBeNaN();
  });

  it('[PUB-1] its own title and meta description per language', async () => {
    await renderRoute('/quickcheck', { auth: signedOut(), language: 'fr' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(document.title).toBe(
        'Quickcheck : quelles obligations REP vous concernent ? · EPR Compliance',
      ),
    );
  });

  it('[UX-9][RULE-1] sources and the review date once, at the end; a mark only beside a fact no official source confirmed', async () => {
    const { user } = await renderRoute(
      '/quickcheck?step=result&countries=DE,AT&streams=packaging,weee&pkg=households&use=households&role=distanceSeller&channels=ownShop&home=DE',
      { auth: signedOut() },
    );
    await showDetails(user);
    const germany = await screen.findByRole('article', { name: 'Germany' });
    // The old per-rule sentence, nine times in a long result, is gone.
    expect(screen.queryByText(/not (yet )?confirmed by an official source/)).toBeNull();

    const notes = screen.getAllByTestId('sources-note');
    expect(notes).toHaveLength(1);
    const note = notes[0]!;
    expect(within(note).getByRole('heading', { level: 2, name: 'Sources' })).toBeInTheDocument();
    // The review date once on the page, in the note.
    expect(screen.getAllByText(/last reviewed on Nov 1, 2026\./)).toHaveLength(1);
    expect(note).toHaveTextContent(
      '“Unconfirmed”: no official source has confirmed this fact yet.',
    );
    // Every source of the rules shown, linked, each once per country and stream.
    for (const [country, name] of [
      ['DE', 'Germany'],
      ['AT', 'Austria'],
    ] as const)
      for (const [stream, streamName] of [
        ['packaging', 'Packaging'],
        ['weee', 'Electrical equipment (WEEE)'],
      ] as const) {
        const rule = referenceFixture.rules.find(
          (r) => r.country === country && r.stream === stream,
        )!;
        const group = within(note).getByRole('heading', {
          level: 3,
          name: `${name} · ${streamName}`,
        }).parentElement!;
        const hrefs = within(group)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href'));
        for (const url of rule.sources) expect(hrefs.filter((h) => h === url)).toHaveLength(1);
      }

    // RULE-1: the provisions of the verified facts shown, each linked once in the note.
    const basis = referenceFixture.rules.find(
      (r) => r.country === 'DE' && r.stream === 'packaging',
    )!.bases['duty:registration']!;
    const label = `${/\(([^)]+)\)/.exec(basis.act)?.[1] ?? basis.act} ${basis.provision}`;
    expect(within(note).getAllByRole('link', { name: label })).toHaveLength(1);
    expect(within(note).getByRole('link', { name: label })).toHaveAttribute('href', basis.url);
    // German WEEE: no deadline has a primary basis yet, so each deadline shown is marked, with
    // its reason on demand.
    const weee = within(germany)
      .getByRole('heading', { level: 4, name: 'Electrical equipment (WEEE)' })
      .closest('section')!;
    const folds = within(weee).getAllByTestId('unconfirmed');
    expect(folds.length).toBeGreaterThan(0);
    for (const fold of folds) {
      expect(fold).toHaveTextContent('Not yet checked against the official text.');
      expect(fold.closest('li, p')).not.toBeNull();
    }
    // Austrian packaging: its unconfirmed register and penalties are not among the duties the
    // domain gives a household shop (system participation); what is marked there are its dates,
    // each with its reason.
    const austria = screen.getByRole('article', { name: 'Austria' });
    const packaging = within(austria)
      .getByRole('heading', { level: 4, name: 'Packaging' })
      .closest('section')!;
    for (const fold of within(packaging).queryAllByTestId('unconfirmed'))
      expect(fold).toHaveTextContent('Not yet checked against the official text.');
    expect(within(packaging).queryByText(/^Register/)).toBeNull();
  });
});

/** Across pages: the result page hands the answers to the company's dashboard and its dialog. */
describe('journey: the quickcheck applied to a company', () => {
  it('[QC-3][X-QC-1][UX-8] signed in, the result is applied to the current company: kept as companyQuickcheck and with the account, then its markets dialog with the result added', async () => {
    const { user, router } = await renderApp(
      RESULT.replace('countries=AT', 'countries=PL').replace('home=DE', 'home=AT'),
    );
    await user.click(await screen.findByRole('button', { name: 'Apply to my company' }));
    await waitFor(() =>
      expect(locationOf(router)).toMatch(/\/companies\/[^/]+\/dashboard\?markets=quickcheck$/),
    );
    expect(JSON.parse(localStorage.getItem(COMPANY_QUICKCHECK_KEY)!)).toMatchObject({
      answers: { countries: ['PL'], establishments: [], homeCountry: 'AT' },
    });
    await waitFor(() =>
      expect(quickchecks.findById(USER_IDS.owner)).toMatchObject({
        answers: { countries: ['PL'], homeCountry: 'AT' },
      }),
    );
    // The dashboard's page and its dialog are two lazy modules: on a busy machine more than 1 s.
    const dialog = await screen.findByRole('dialog', { name: 'Your markets' }, { timeout: 10_000 });
    expect(
      await within(dialog).findByText(/We filled this in from your quickcheck/),
    ).toBeInTheDocument();
    // The company's own markets stay; the quickcheck's country is added for review.
    expect(within(dialog).getByRole('heading', { name: 'Germany' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Poland' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(locationOf(router)).toMatch(/\/dashboard$/));
  });
});
