import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { companies } from '../../../../mocks/common/data/db';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';

/** The companies page of a user without a company: the creation form is open. */
async function creationForm() {
  const app = await renderRoute('/account/companies', { auth: new FakeAuth(USER_IDS.newbie) });
  await screen.findByRole('form', { name: 'Create company' });
  return app;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

type User = Awaited<ReturnType<typeof creationForm>>['user'];

/** Puts `value` into the field at once (pasted): these tests are not about typing. */
async function enter(user: User, name: RegExp, value: string) {
  await user.click(field(name));
  await user.paste(value);
}

async function fillValidCompany(user: User) {
  await enter(user, /^Company name/, 'Brandenburger Kaffeerösterei GmbH');
  await enter(user, /^Legal form/, 'GmbH');
  await enter(user, /^Street and number/, 'Friedrich-Ebert-Straße 61');
  await enter(user, /^Postal code/, '14469');
  await enter(user, /^City/, 'Potsdam');
  await enter(user, /^VAT ID/, 'DE276184593');
  await enter(user, /^Contact e-mail/, 'info@brandenburger-roesterei.de');
}

describe('the company form takes its rules from the contract', () => {
  it('[X-FORM-1] required fields are checked on submit, the first invalid one focused', async () => {
    const { user } = await creationForm();
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(6);
    expect(field(/^Company name/)).toHaveFocus();
    expect(field(/^Company name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['DE12345', true],
    ['DE12345678', true],
    ['ATU5734681', true],
    ['DE276184593', false],
    ['de 276 184 593', false],
    ['ATU57346812', false],
    ['XY1234', false],
  ])(
    '[X-FORM-1] the VAT ID %s is refused on blur: %s (the service’s per-country rule)',
    async (vatId, refused) => {
      const { user } = await creationForm();
      await enter(user, /^VAT ID/, vatId);
      await user.tab();
      const message = 'Enter the VAT ID with its country prefix, e.g. DE318245671.';
      if (refused) expect(await screen.findByText(message)).toBeInTheDocument();
      else expect(screen.queryByText(message)).not.toBeInTheDocument();
    },
  );

  it('[X-FORM-1] a name longer than the service allows is refused before sending', async () => {
    const { user } = await creationForm();
    await user.click(field(/^Company name/));
    await user.paste('x'.repeat(201));
    await user.tab();
    expect(await screen.findByText('This is too long.')).toBeInTheDocument();
  });

  it('[X-FORM-1][X-ACC-1] a refused submit marks the fields the service names, focuses the first and keeps every value', async () => {
    server.use(
      http.post(`${config.accountApiUrl}/companies`, () =>
        HttpResponse.json(
          {
            message: 'Validation failed',
            fields: { 'address.postalCode': 'invalid', 'contact.email': 'taken' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await creationForm();
    await fillValidCompany(user);
    await user.click(screen.getByRole('button', { name: 'Create company' }));

    await waitFor(() => expect(field(/^Postal code/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/^Postal code/)).toHaveFocus();
    expect(field(/^Contact e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This is already in use.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The server did not accept the data. Check the fields and try again.',
    );
    expect(field(/^Company name/)).toHaveValue('Brandenburger Kaffeerösterei GmbH');
    expect(field(/^VAT ID/)).toHaveValue('DE276184593');
  });

  it('[X-FORM-1][ERR-3] a timeout says so next to the form and keeps every value', async () => {
    server.use(http.post(`${config.accountApiUrl}/companies`, () => HttpResponse.error()));
    const { user } = await creationForm();
    await fillValidCompany(user);
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    expect(field(/^City/)).toHaveValue('Potsdam');
  });

  it('[X-FORM-1] the button shows progress and cannot be pressed twice', async () => {
    server.use(
      http.post(`${config.accountApiUrl}/companies`, async () => {
        await delay(300);
        return HttpResponse.json({ message: 'no' }, { status: 500 });
      }),
    );
    const { user } = await creationForm();
    await fillValidCompany(user);
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('[X-ACC-1] a valid company is created with its data normalised by the contract', async () => {
    const { user, router } = await creationForm();
    await fillValidCompany(user);
    await user.clear(field(/^VAT ID/));
    await enter(user, /^VAT ID/, 'de 276.184-593');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(locationOf(router)).toMatch(/^\/companies\/cmp-[^/]+\/dashboard$/));
    const created = companies.all().find((c) => c.name === 'Brandenburger Kaffeerösterei GmbH');
    expect(created?.vatId).toBe('DE276184593');
    expect(created?.address.country).toBe('DE');
  });

  it('[COMPANY-1][X-COMPANY-1] the commercial register entry is optional, checked for length and kept as written', async () => {
    const { user, router } = await creationForm();
    await fillValidCompany(user);
    await enter(user, /^Commercial register entry/, 'HR');
    await user.tab();
    expect(await screen.findByText('This is too short.')).toBeInTheDocument();
    await user.clear(field(/^Commercial register entry/));
    await enter(user, /^Commercial register entry/, '  HRB   31874  P ');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(locationOf(router)).toMatch(/^\/companies\/cmp-[^/]+\/dashboard$/));
    const created = companies.all().find((c) => c.name === 'Brandenburger Kaffeerösterei GmbH');
    expect(created?.commercialRegister).toBe('HRB 31874 P');
  });
});
