/**
 * TRUST-5 in the licensing wizard: typed input survives slow data, quick repeated saves, a failed
 * first save, and a sign-in redirect; the wizard keeps one draft.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { registrationNumbersApi } from '@/shared/api/registrations-api';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderRoute } from '@/testing/render-app';
import { recordRequests, stopRecording } from '@/testing/request-log';
import { server } from '../../../../mocks/common/node';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { licences } from '../../../../mocks/main-api/data/licensing';

jest.setTimeout(30_000);
afterEach(() => stopRecording());

const { alpenglueck } = COMPANY_IDS;
const wizardPath = `/companies/${alpenglueck}/de-licensing-process/process`;
const licencesApi = `${config.mainApiUrl}/companies/${alpenglueck}/licences`;
const registrationsUrl = `${config.mainApiUrl}/companies/${alpenglueck}/registrations`;

const lucid = () => screen.getByRole('textbox', { name: /^LUCID registration number/ });
const next = () => screen.getByRole('button', { name: 'Save and continue' });
const germanDrafts = () =>
  licences.all().filter((l) => l.companyId === alpenglueck && l.country === 'DE');
const posts = (seen: ReturnType<typeof recordRequests>) =>
  seen.filter((r) => r.method === 'POST' && r.path.endsWith(`/companies/${alpenglueck}/licences`));

async function openWizard(path = wizardPath, auth = new FakeAuth(USER_IDS.owner)) {
  const app = await renderRoute(path, { auth });
  await screen.findByRole('heading', { level: 2, name: /^Step 1 of 4/ });
  return app;
}

/** A promise the test resolves when it wants an answer to go out. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('[TRUST-5] the licensing wizard keeps what was typed', () => {
  it('[TRUST-5] a LUCID number typed while the step is still loading is kept when its data arrives; an untouched field takes the data', async () => {
    const registered = {
      country: 'DE',
      stream: 'packaging',
      number: 'DE9876543210987',
      reportingFrequency: null,
      updatedAt: new Date().toISOString(),
    };
    let slow = gate();
    server.use(
      http.get(registrationsUrl, async () => {
        await slow.opened;
        return HttpResponse.json({ data: [registered] });
      }),
    );
    const { user, unmount, store } = await openWizard();
    await user.click(lucid());
    await user.paste('DE1234567890123');
    slow.open();
    // The registrations have arrived in the store, and the page has rendered them (the field would
    // take their number if it were untouched): a positive signal, not a fixed wait.
    const arrived = registrationNumbersApi.endpoints.getRegistrations.select(alpenglueck);
    await waitFor(() =>
      expect(arrived(store.getState()).data?.map((r) => r.number)).toEqual([registered.number]),
    );
    expect(lucid()).toHaveValue('DE1234567890123');
    unmount();
    sessionStorage.clear();

    slow = gate();
    await openWizard();
    expect(lucid()).toHaveValue('');
    slow.open();
    await waitFor(() => expect(lucid()).toHaveValue('DE9876543210987'));
  });

  it('[TRUST-5] quick repeated saves make one draft with one POST', async () => {
    const seen = recordRequests();
    const { user } = await openWizard();
    await user.click(lucid());
    await user.paste('DE1234567890123');
    const form = screen.getByRole('form', { name: 'Company and registration' });
    // Two submits before the first has answered (a double Enter, a double click on a slow page).
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await screen.findByRole('heading', { level: 2, name: 'Step 2 of 4: Licence year' });
    await waitFor(() => expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(posts(seen)).toHaveLength(1);
    expect(germanDrafts()).toHaveLength(1);
    expect(germanDrafts()[0]).toMatchObject({ lucidNumber: 'DE1234567890123', step: 'year' });
  });

  it("[TRUST-5] the step's save is not stopped by its own leave prompt; a failed first save keeps the number and its retry continues the same draft", async () => {
    const seen = recordRequests();
    const put = gate();
    let failPut = true;
    server.use(
      http.put(`${licencesApi}/:id`, async () => {
        await put.opened;
        return failPut ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined;
      }),
    );
    const { user, router } = await openWizard();
    await user.click(lucid());
    await user.paste('DE1234567890123');
    await user.click(next());
    // The draft exists: the address names it, without a "Leave without saving?" on the way.
    await waitFor(() => expect(locationOf(router)).toMatch(/\?draft=prc-[^&]+&step=registration$/));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    put.open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not complete the request. Your entries are kept.',
    );
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(lucid()).toHaveValue('DE1234567890123');

    failPut = false;
    await user.click(next());
    await screen.findByRole('heading', { level: 2, name: 'Step 2 of 4: Licence year' });
    expect(posts(seen)).toHaveLength(1);
    expect(germanDrafts()).toHaveLength(1);
    expect(germanDrafts()[0]).toMatchObject({ lucidNumber: 'DE1234567890123', step: 'year' });
    expect(locationOf(router)).toBe(`${wizardPath}?draft=${germanDrafts()[0]!.id}&step=year`);
  });

  it('[TRUST-5] the input survives an expired session (401, sign-in redirect) and comes back on return; a successful save forgets it', async () => {
    const auth = new FakeAuth(USER_IDS.owner);
    server.use(
      http.post(licencesApi, () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
    );
    const { user, router } = await openWizard(wizardPath, auth);
    await user.click(lucid());
    await user.paste('DE1234567890123');
    await user.click(next());
    await waitFor(() => expect(auth.signInRedirects).toHaveLength(1));
    const left = locationOf(router);
    // The page is gone (off to the identity provider) and comes back after sign-in.
    cleanup();
    server.resetHandlers();

    const { user: back } = await openWizard(left, new FakeAuth(USER_IDS.owner));
    expect(lucid()).toHaveValue('DE1234567890123');
    await back.click(next());
    await screen.findByRole('heading', { level: 2, name: 'Step 2 of 4: Licence year' });
    expect(germanDrafts()).toHaveLength(1);
    expect(germanDrafts()[0]!.lucidNumber).toBe('DE1234567890123');
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('formDraft:'))).toEqual([]);
  });

  it('[TRUST-5] another user in the same tab does not get the input', async () => {
    const { user } = await openWizard();
    await user.click(lucid());
    await user.paste('DE1234567890123');
    cleanup();
    await openWizard(wizardPath, new FakeAuth(USER_IDS.alpenglueckStaff));
    expect(lucid()).toHaveValue('');
  });
});
