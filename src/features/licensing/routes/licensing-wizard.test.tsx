import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { REQUEST_TIMEOUT_MS } from '@/shared/api/base-query';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderApp, renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { licences } from '../../../../mocks/main-api/data/licensing';
import { processes } from '../../../../mocks/main-api/data/processes';
import { testSwitches } from '../../../../mocks/common/data/test-switches';

// Whole flows through several forms: slower than one page, above all on a busy machine.
jest.setTimeout(45_000);

const { alpenglueck } = COMPANY_IDS;
const thisYear = new Date().getFullYear();
const wizardPath = `/companies/${alpenglueck}/de-licensing-process/process`;
const licencesApi = `${config.mainApiUrl}/companies/${alpenglueck}/licences`;

const textbox = (name: RegExp | string) => screen.getByRole('textbox', { name });
const next = () => screen.getByRole('button', { name: 'Save and continue' });

/** The wizard's page alone; `journey`: the whole app, for a test that goes on to other pages. */
async function openWizard(path = wizardPath, language: 'en' | 'de' = 'en', journey = false) {
  const render = journey ? renderApp : renderRoute;
  const app = await render(path, { auth: new FakeAuth(USER_IDS.owner), language });
  await screen.findByRole('heading', { level: 2, name: /Step 1 of 4|Schritt 1 von 4/ });
  return app;
}

/** The draft the wizard made (the only one of the company in Germany). */
const draftInDb = () =>
  licences.all().find((l) => l.companyId === alpenglueck && l.country === 'DE')!;

async function throughRegistration(user: Awaited<ReturnType<typeof openWizard>>['user']) {
  await user.click(textbox(/^LUCID registration number/));
  await user.paste('DE 1234567890123');
  await user.click(next());
  await screen.findByRole('heading', { level: 2, name: 'Step 2 of 4: Licence year' });
}

describe('the German licensing wizard', () => {
  it('[LIC-2][X-LIC-1][X-PROC-2] saves the draft after every step, prices the quantities live and submits with the terms accepted', async () => {
    const { user, router } = await openWizard(wizardPath, 'en', true);
    await throughRegistration(user);
    const draft = draftInDb();
    expect(draft).toMatchObject({ lucidNumber: 'DE1234567890123', step: 'year' });
    expect(processes.findById(draft.id)?.status).toBe('draft');
    expect(locationOf(router)).toBe(`${wizardPath}?draft=${draft.id}&step=year`);

    await user.click(screen.getByRole('radio', { name: `${thisYear} (current year)` }));
    await user.click(next());
    await screen.findByRole('heading', { level: 2, name: 'Step 3 of 4: Quantities' });
    expect(draftInDb().year).toBe(thisYear);

    await user.type(textbox(/^Plastics/), '1,234.5');
    await user.type(textbox(/^Paper, paperboard, cardboard/), '800');
    const quote = screen.getByTestId('quote');
    expect(within(quote).getByText('Example prices')).toBeInTheDocument();
    // [DOM-9] The Austrian company has an ATU number: reverse charge, 0 %.
    await waitFor(() =>
      expect(within(quote).getByText('VAT 0 % (reverse charge)')).toBeInTheDocument(),
    );
    expect(within(quote).getByText('1,234.5 kg at €720.00 per tonne')).toBeInTheDocument();
    expect(within(quote).getByTestId('quote-gross')).toHaveTextContent('€1,044.84');

    await user.click(next());
    await screen.findByRole('heading', { level: 2, name: 'Step 4 of 4: Review and submit' });
    expect(draftInDb().quantities).toEqual({ plastics: 1234.5, paper: 800 });

    await user.click(screen.getByRole('button', { name: 'Submit licence' }));
    expect(await screen.findByText('Accept the terms to submit the licence.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Submit licence' }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Packaging licence Germany ${thisYear}`,
      }),
    ).toBeInTheDocument();
    expect(locationOf(router)).toBe(`/companies/${alpenglueck}/de-licensing-process/${draft.id}`);
    expect(processes.findById(draft.id)).toMatchObject({ status: 'active', year: thisYear });
    expect(screen.getByRole('button', { name: 'Download Certificate' })).toBeInTheDocument();
  });

  it('[LIC-2][X-PROC-3] a German user types quantities the German way', async () => {
    const draft = await createDraftAt('quantities');
    const { user } = await openWizard(`${wizardPath}?draft=${draft}`, 'de');
    const plastics = await screen.findByRole('textbox', { name: /^Kunststoffe/ });
    await user.type(plastics, '1.234,5');
    await user.tab();
    expect(plastics).toHaveValue('1.234,5');
    const quote = screen.getByTestId('quote');
    expect(within(quote).getByText('Beispielpreise')).toBeInTheDocument();
    expect(within(quote).getByText('1.234,5 kg zu 720,00 € je Tonne')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Glas/ }), '1.5');
    await user.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(
      await screen.findByText('Geben Sie kg mit höchstens 3 Nachkommastellen ein, z. B. 1.234,5.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Glas/ })).toHaveFocus();
    expect(licences.findById(draft)?.quantities).toEqual({});
  });

  it('[LIC-2][X-LIC-1] a draft is restored at its saved step with its values (reload, a closed tab, another day)', async () => {
    // Alpenglück's Austrian draft (fixture) was left at the quantities step.
    await renderRoute(`/companies/${alpenglueck}/at-licensing-process/process?draft=prc-0003`, {
      auth: new FakeAuth(USER_IDS.owner),
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Step 3 of 4: Quantities' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Licence 2027 (draft)' }),
    ).toBeInTheDocument();
    expect(textbox(/^Plastics/)).toHaveValue('920.5');
    expect(textbox(/^Glass/)).toHaveValue('2,400');
    // Household packaging only: no commercial categories.
    expect(screen.queryByRole('textbox', { name: /^Films/ })).not.toBeInTheDocument();
  });

  it('[LIC-2][AUTH-11] a session renewed in the middle of a step loses nothing: the save is retried with the new token', async () => {
    const { user, auth } = await openWizard();
    testSwitches.forbidTokensIssuedBefore = Date.now() + 1;
    await throughRegistration(user);
    expect(auth.renewals).toBe(1);
    expect(draftInDb().lucidNumber).toBe('DE1234567890123');
  });

  it('[DOM-6][RULE-2] Austria: small quantities are offered the flat fee, priced as one yearly line (on review too, never per tonne); more quantity takes it away', async () => {
    const { user } = await renderRoute(
      `/companies/${alpenglueck}/at-licensing-process/process?draft=prc-0003`,
      { auth: new FakeAuth(USER_IDS.owner) },
    );
    await screen.findByRole('heading', { level: 2, name: 'Step 3 of 4: Quantities' });
    // 5,170 kg of household packaging: by quantity only.
    expect(screen.queryByRole('radiogroup', { name: 'How you pay' })).not.toBeInTheDocument();
    await user.clear(textbox(/^Paper/));
    await user.clear(textbox(/^Glass/));
    const routes = await screen.findByRole('radiogroup', { name: 'How you pay' });
    await user.click(within(routes).getByRole('radio', { name: /^Flat fee: €150\.00 net a year/ }));
    const quote = screen.getByTestId('quote');
    expect(within(quote).getByText('Flat fee for small quantities (a year)')).toBeInTheDocument();
    await user.click(next());
    await screen.findByRole('heading', { level: 2, name: 'Step 4 of 4: Review and submit' });
    // [RULE-2] The review names the flat fee as one yearly line, not a material by the tonne.
    const price = await screen.findByRole('table', { name: 'Price' });
    expect(within(price).getByText('Flat fee for small quantities (a year)')).toBeInTheDocument();
    expect(price).not.toHaveTextContent('licensing.materials.flatFee');
    expect(price).not.toHaveTextContent(/per tonne/);
    expect(licences.findById('prc-0003')).toMatchObject({
      feeRoute: 'flatFee',
      quantities: { 'hh-plastics': 920.5 },
    });
  });

  it('[LIC-2] a malformed LUCID number is refused on blur; without one the draft still saves', async () => {
    const { user } = await openWizard();
    await user.type(textbox(/^LUCID registration number/), 'DE12345');
    await user.tab();
    expect(
      await screen.findByText('Enter DE followed by 13 digits, e.g. DE1234567890123.'),
    ).toBeInTheDocument();
    await user.clear(textbox(/^LUCID registration number/));
    await user.click(next());
    await screen.findByRole('heading', { level: 2, name: 'Step 2 of 4: Licence year' });
    expect(draftInDb().lucidNumber).toBeNull();
  });

  it('[LIC-2][X-LIC-1] submit without a LUCID number names what is missing and leads back to it', async () => {
    const draft = await createDraftAt('review', { lucidNumber: null });
    const { user } = await openWizard(`${wizardPath}?draft=${draft}`);
    await screen.findByRole('heading', { level: 2, name: 'Step 4 of 4: Review and submit' });
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Submit licence' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The licence cannot be submitted yet');
    await user.click(
      within(alert).getByRole('button', { name: 'Enter your LUCID registration number' }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Step 1 of 4: Company and registration',
      }),
    ).toBeInTheDocument();
    expect(processes.findById(draft)?.status).toBe('draft');
  });

  it('[LIC-2][X-LIC-1] a year already licensed is marked on the year field (409)', async () => {
    const nordlichtDraft = licences.insert({
      ...licences.findById('prc-0003')!,
      id: 'prc-test',
      companyId: COMPANY_IDS.nordlicht,
      country: 'DE',
      austria: null,
      step: 'year',
      year: null,
    });
    processes.insert({
      ...processes.findById('prc-0003')!,
      id: nordlichtDraft.id,
      companyId: COMPANY_IDS.nordlicht,
      country: 'DE',
      service: 'de-licensing-process',
    });
    const { user } = await openWizard(
      `/companies/${COMPANY_IDS.nordlicht}/de-licensing-process/process?draft=prc-test`,
    );
    await user.click(await screen.findByRole('radio', { name: '2026 (current year)' }));
    await user.click(next());
    expect(
      await screen.findByText(
        'You already have a licence for this year. Choose another year or open the existing licence.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2026 (current year)' })).toBeChecked();
  });

  it('[UX-4] choosing a year with an open draft offers that draft; continuing it discards the new one', async () => {
    licences.insert({
      ...licences.findById('prc-0003')!,
      id: 'prc-open',
      country: 'DE',
      austria: null,
      lucidNumber: 'DE1234567890123',
      step: 'quantities',
      year: thisYear + 1,
    });
    processes.insert({
      ...processes.findById('prc-0003')!,
      id: 'prc-open',
      country: 'DE',
      service: 'de-licensing-process',
    });
    const { user, router } = await openWizard();
    await throughRegistration(user);
    const fresh = licences
      .all()
      .find((l) => l.companyId === alpenglueck && l.id !== 'prc-open' && l.country === 'DE')!;
    await user.click(screen.getByRole('radio', { name: `${thisYear + 1} (next year)` }));
    await user.click(next());
    expect(await screen.findByText('You have an open draft for this year.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue that draft' }));
    await waitFor(() => expect(locationOf(router)).toBe(`${wizardPath}?draft=prc-open`));
    expect(processes.findById(fresh.id)?.status).toBe('cancelled');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Step 3 of 4: Quantities' }),
    ).toBeInTheDocument();
  });

  it.each([
    [
      '500',
      () => HttpResponse.json({ message: 'boom' }, { status: 500 }),
      'The server could not complete the request. Your entries are kept. Try again.',
    ],
    [
      'a network failure',
      () => HttpResponse.error(),
      'We could not reach the server. Check your connection. Your entries are kept. Try again.',
    ],
    [
      'a timeout',
      async () => {
        await delay(11_000);
        return HttpResponse.json({});
      },
      'The server did not answer in time. Your entries are kept. Try again.',
    ],
  ])(
    '[LIC-2][X-NETWORK-1] a save that fails with %s keeps every value and can be retried',
    async (_label, answer, message) => {
      const { user } = await openWizard();
      let sent = 0;
      server.use(
        http.post(licencesApi, () => void (sent += 1)),
        http.post(licencesApi, answer),
      );
      await user.click(textbox(/^LUCID registration number/));
      await user.paste('DE1234567890123');
      if (_label === 'a timeout') {
        // The request timeout (10 s) on a fake clock, for this save only.
        jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
        try {
          fireEvent.click(next());
          await waitFor(() => expect(sent).toBe(1));
          await act(() => jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1_000));
        } finally {
          jest.useRealTimers();
        }
      } else {
        await user.click(next());
      }
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(textbox(/^LUCID registration number/)).toHaveValue('DE1234567890123');
      server.resetHandlers();
      await user.click(next());
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Step 2 of 4: Licence year' }),
      ).toBeInTheDocument();
    },
  );

  it('[LIC-2] a 400 from the service marks its field and keeps the value', async () => {
    const { user } = await openWizard();
    server.use(
      http.put(`${licencesApi}/:id`, () =>
        HttpResponse.json(
          { message: 'Validation failed', fields: { lucidNumber: 'invalid' } },
          { status: 400 },
        ),
      ),
    );
    await user.click(textbox(/^LUCID registration number/));
    await user.paste('DE1234567890123');
    await user.click(next());
    expect(
      await screen.findByText('Enter DE followed by 13 digits, e.g. DE1234567890123.'),
    ).toBeInTheDocument();
    expect(textbox(/^LUCID registration number/)).toHaveValue('DE1234567890123');
    expect(textbox(/^LUCID registration number/)).toHaveFocus();
  });

  it('[LIC-2] a draft that does not exist says so and offers a new start (404)', async () => {
    await renderRoute(`${wizardPath}?draft=prc-nope`, { auth: new FakeAuth(USER_IDS.owner) });
    expect(await screen.findByText('This draft does not exist (any more).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new licence' })).toBeInTheDocument();
  });

  it('[LIC-1][X-LIC-1] a draft can be discarded after a confirmation that names it', async () => {
    const draft = await createDraftAt('quantities');
    const { user, router } = await openWizard(`${wizardPath}?draft=${draft}`);
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Discard the draft licence ${thisYear}?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(locationOf(router)).toBe(`/companies/${alpenglueck}/de-licensing-process`),
    );
    expect(processes.findById(draft)?.status).toBe('cancelled');
  });

  it('[LIC-2][X-LIC-1][UX-1] leaving with unsaved input asks first, in the words of a step; staying keeps the input', async () => {
    const { user, router } = await openWizard();
    await user.type(textbox(/^LUCID registration number/), 'DE99');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(breadcrumb).getByRole('link', { name: 'Packaging licence Germany' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(
      within(dialog).getByText(
        'What you entered in this step has not been saved yet and will be lost.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay and continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(textbox(/^LUCID registration number/)).toHaveValue('DE99');
    expect(locationOf(router)).toBe(wizardPath);
    await user.click(within(breadcrumb).getByRole('link', { name: 'Packaging licence Germany' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() =>
      expect(locationOf(router)).toBe(`/companies/${alpenglueck}/de-licensing-process`),
    );
  });
});

/** A German draft of Alpenglück saved up to `step` (LUCID number and year filled in). */
async function createDraftAt(
  step: 'quantities' | 'review',
  patch: { lucidNumber?: string | null } = {},
) {
  const process = processes.insert({
    id: `prc-draft-${step}`,
    companyId: alpenglueck,
    service: 'de-licensing-process',
    country: 'DE',
    streams: ['packaging'],
    status: 'draft',
    year: thisYear,
    reference: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  });
  licences.insert({
    id: process.id,
    companyId: alpenglueck,
    country: 'DE',
    step,
    lucidNumber: 'DE1234567890123',
    austria: null,
    year: thisYear,
    quantities: step === 'review' ? { plastics: 100 } : {},
    reports: [],
    submittedAt: null,
    ...patch,
  });
  return process.id;
}
