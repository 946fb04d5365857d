import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import ICAL from 'ical.js';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { BOOKING_IDS, bookings } from '../../../../mocks/main-api/data/bookings';

const visitor = () => new FakeAuth(null);
const at = (id: string) => `/bookings/${id}`;
const api = (id: string) => `${config.mainApiUrl}/bookings/${id}`;
const inZone = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en', { timeStyle: 'short', timeZone }).format(new Date(iso));

describe('/bookings/:id', () => {
  it('[BOOK-1] signed out, the link shows the appointment in the viewer’s and the adviser’s time zone, how to join and the note', async () => {
    const booking = bookings.findById(BOOKING_IDS.upcoming)!;
    await renderRoute(at(booking.id), { auth: visitor() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consultation: packaging licensing' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Confirmed');
    const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByTestId('booking-time')).toHaveTextContent(
      `${inZone(booking.start, viewerZone)}–${inZone(booking.end, viewerZone)} (your time, ${viewerZone})`,
    );
    expect(screen.getByTestId('booking-adviser-time')).toHaveTextContent(
      `${inZone(booking.start, 'Europe/Vienna')}–${inZone(booking.end, 'Europe/Vienna')}`,
    );
    expect(screen.getByTestId('booking-adviser-time')).toHaveTextContent(
      'for Katharina Weber (Europe/Vienna)',
    );
    expect(screen.getByRole('link', { name: 'Join the video call' })).toHaveAttribute(
      'href',
      'https://meet.example-epr.eu/k-weber/7qm2xt9v',
    );
    expect(screen.getByText(/Licensing our household packaging in Austria/)).toBeInTheDocument();
  });

  it.each([
    'javascript:alert(document.domain)',
    'http://meet.example-epr.eu/x',
    'data:text/html,x',
  ])(
    '[TRUST-11] a meeting link %j is refused by the contract and never rendered as a link',
    async (url) => {
      const booking = bookings.findById(BOOKING_IDS.upcoming)!;
      bookings.update(booking.id, { meeting: { kind: 'video', url } });
      await renderRoute(at(booking.id), { auth: visitor() });
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('link', { name: 'Join the video call' })).not.toBeInTheDocument();
      expect(document.querySelector(`a[href^="${url.slice(0, 5)}"]`)).toBeNull();
    },
  );

  it('[BOOK-1] "Add to calendar" downloads the appointment as an RFC 5545 event', async () => {
    const booking = bookings.findById(BOOKING_IDS.upcoming)!;
    const files: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        files.push(blob);
        return 'blob:appointment';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { user } = await renderRoute(at(booking.id), { auth: visitor() });
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }));
    expect(click).toHaveBeenCalled();
    expect(files[0]!.type).toBe('text/calendar;charset=utf-8');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(await files[0]!.text())).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe(booking.start);
    expect(event.endDate.toJSDate().toISOString()).toBe(booking.end);
    expect(event.summary).toBe('Consultation: packaging licensing (Katharina Weber)');
    expect(event.location).toBe('https://meet.example-epr.eu/k-weber/7qm2xt9v');
  });

  it('[BOOK-1] reschedule to another free slot: the booking moves and says so', async () => {
    const { user } = await renderRoute(at(BOOKING_IDS.upcoming), { auth: visitor() });
    await user.click(await screen.findByRole('button', { name: 'Move appointment' }));
    const times = await screen.findByRole('radiogroup');
    const second = within(times).getAllByRole('radio')[1]!;
    const chosen = (second as HTMLInputElement).value;
    await user.click(second);
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByText(/Your appointment has been moved to/)).toBeInTheDocument();
    expect(bookings.findById(BOOKING_IDS.upcoming)).toMatchObject({ start: chosen, sequence: 1 });
    const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await waitFor(() =>
      expect(screen.getByTestId('booking-time')).toHaveTextContent(inZone(chosen, viewerZone)),
    );
  });

  it('[BOOK-1] a slot taken in the meantime: the visitor is told and chooses again', async () => {
    server.use(
      http.put(api(BOOKING_IDS.upcoming), () =>
        HttpResponse.json({ message: 'The slot is no longer free' }, { status: 409 }),
      ),
    );
    const { user } = await renderRoute(at(BOOKING_IDS.upcoming), { auth: visitor() });
    await user.click(await screen.findByRole('button', { name: 'Move appointment' }));
    await user.click(within(await screen.findByRole('radiogroup')).getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This time has just been taken. Please choose another.',
    );
    expect(screen.getByRole('button', { name: 'Move to this time' })).toBeDisabled();
  });

  it('[BOOK-1] cancel with a reason; the page then says it is cancelled and offers nothing to change', async () => {
    const { user } = await renderRoute(at(BOOKING_IDS.upcoming), { auth: visitor() });
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Reason/ }),
      'Our director is ill.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(await screen.findByText('Your appointment has been cancelled.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('booking-status')).toHaveTextContent('Cancelled'),
    );
    expect(screen.getByText(/Reason: Our director is ill./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move appointment' })).not.toBeInTheDocument();
    expect(bookings.findById(BOOKING_IDS.upcoming)?.status).toBe('cancelled');
  });

  it('[BOOK-1] a cancelled and a past appointment get pages that say so', async () => {
    const cancelled = await renderRoute(at(BOOKING_IDS.cancelled), { auth: visitor() });
    expect(await screen.findByText(/This appointment was cancelled on/)).toBeInTheDocument();
    expect(screen.getByText(/We registered with stiftung ear ourselves/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
    cancelled.unmount();

    await renderRoute(at(BOOKING_IDS.past), { auth: visitor() });
    expect(await screen.findByText(/This appointment took place on/)).toBeInTheDocument();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Took place');
    expect(screen.queryByRole('button', { name: 'Move appointment' })).not.toBeInTheDocument();
  });

  it('[BOOK-1] an unknown id gets a clear page, not an error', async () => {
    await renderRoute(at('bk_doesNotExist'), { auth: visitor() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Appointment not found' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Open the whole link from your confirmation e-mail/),
    ).toBeInTheDocument();
  });

  it('[BOOK-1][ERR-3] a booking that cannot be loaded says so, with a retry', async () => {
    server.use(http.get(api(BOOKING_IDS.upcoming), () => HttpResponse.error()));
    const { user } = await renderRoute(at(BOOKING_IDS.upcoming), { auth: visitor() });
    expect(
      await screen.findByText(/The appointment could not be loaded./, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Consultation: packaging licensing' }),
    ).toBeInTheDocument();
  });
});
