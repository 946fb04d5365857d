import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { BOOKING_IDS, bookings } from '../../../../mocks/main-api/data/bookings';

const visitor = () => new FakeAuth(null);
const at = (id: string) => `/bookings/${id}`;
const api = (id: string) => `${config.mainApiUrl}/bookings/${id}`;

describe('/bookings/:id, a save that fails', () => {
  it('[TRUST-17] a failed move says the entries are kept; "Try again" moves it to the same time', async () => {
    server.use(
      http.put(api(BOOKING_IDS.upcoming), () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderRoute(at(BOOKING_IDS.upcoming), { auth: visitor() });
    await user.click(await screen.findByRole('button', { name: 'Move appointment' }));
    const second = within(await screen.findByRole('radiogroup')).getAllByRole('radio')[1]!;
    const chosen = (second as HTMLInputElement).value;
    await user.click(second);
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your entries are kept.');
    expect(await screen.findByRole('radio', { checked: true })).toHaveAttribute('value', chosen);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Your appointment has been moved to/)).toBeInTheDocument();
    expect(bookings.findById(BOOKING_IDS.upcoming)).toMatchObject({ start: chosen });
  });

  it('[TRUST-17] a failed cancellation keeps the dialog and the reason; "Try again" cancels with it', async () => {
    server.use(
      http.post(`${api(BOOKING_IDS.upcoming)}/cancellation`, () => HttpResponse.error(), {
        once: true,
      }),
    );
    const { user } = await renderRoute(at(BOOKING_IDS.upcoming), { auth: visitor() });
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    await user.type(reason, 'Our director is ill.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your entries are kept.');
    expect(reason).toHaveValue('Our director is ill.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your appointment has been cancelled.')).toBeInTheDocument();
    expect(bookings.findById(BOOKING_IDS.upcoming)).toMatchObject({
      status: 'cancelled',
    });
    expect(screen.getByText(/Reason: Our director is ill./)).toBeInTheDocument();
  });
});
