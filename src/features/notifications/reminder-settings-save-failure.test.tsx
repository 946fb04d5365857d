import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { server } from '../../../mocks/common/node';
import { users } from '../../../mocks/common/data/db';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';
import { preferencesOf } from '../../../mocks/main-api/data/reminder-preferences';

describe('reminder settings, a save that fails', () => {
  it('[TRUST-17] a failed save says the entries are kept; "Try again" saves what was typed', async () => {
    server.use(
      http.put(`${config.mainApiUrl}/me/reminders`, () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderRoute(
      `/companies/${COMPANY_IDS.nordlicht}/notifications/settings`,
      {
        auth: new FakeAuth(USER_IDS.owner),
      },
    );
    const second = await screen.findByRole('textbox', { name: 'Lead time 2 in days' });
    await user.clear(second);
    await user.type(second, '7');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your entries are kept.');
    expect(second).toHaveValue('7');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Reminder settings saved.')).toBeInTheDocument();
    expect(preferencesOf(users.findById(USER_IDS.owner)!).leadDays).toEqual([14, 7]);
  });
});
