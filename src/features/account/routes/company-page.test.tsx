import { screen, waitFor } from '@testing-library/react';
import { config } from '@/shared/config/config';
import { paths } from '@/shared/paths';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderRoute } from '@/testing/render-app';
import { companies } from '../../../../mocks/common/data/db';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';

const { nordlicht, altmann } = COMPANY_IDS;
const settings = `/companies/${nordlicht}/settings`;
const editFrom = (companyId: string, from: string) =>
  `${paths.accountCompany.href(companyId)}?locale=en&nextLocation=${encodeURIComponent(
    `${config.appUrl}${from}`,
  )}`;

describe('editing company details (UX-15)', () => {
  it('[UX-15] edited by choice, the form says "Save changes" and Cancel returns to where the user came from, saving nothing', async () => {
    const { user, router } = await renderRoute(editFrom(nordlicht, settings), {
      auth: new FakeAuth(USER_IDS.owner),
    });
    const city = await screen.findByRole('textbox', { name: /^City/ });
    const before = companies.findById(nordlicht)!.address.city;
    await user.clear(city);
    await user.type(city, 'Hamburg-Altona');
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(locationOf(router)).toBe(settings));
    expect(companies.findById(nordlicht)!.address.city).toBe(before);
  });

  it('[UX-15] saved, the user is back where they came from', async () => {
    const { user, router } = await renderRoute(editFrom(nordlicht, settings), {
      auth: new FakeAuth(USER_IDS.owner),
    });
    const city = await screen.findByRole('textbox', { name: /^City/ });
    await user.clear(city);
    await user.type(city, 'Hamburg-Altona');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(locationOf(router)).toBe(settings));
    expect(companies.findById(nordlicht)!.address.city).toBe('Hamburg-Altona');
  });

  it('[UX-15] a company that must be updated first gets "Save and continue" and no Cancel', async () => {
    await renderRoute(editFrom(altmann, `/companies/${altmann}/dashboard`), {
      auth: new FakeAuth(USER_IDS.outdated),
    });
    expect(await screen.findByRole('button', { name: 'Save and continue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
