import { config } from '../../../src/shared/config/config';
import { BOOKING_IDS, bookings, freeSlots } from '../data/bookings';
import { outbox, resetDb } from '../../common/data/db';
import { notices } from '../data/illegal-content-notices';
import { SUBSCRIBED_EMAIL, findSubscription, subscriptions } from '../data/newsletter';
import { zonedDate } from '../data/zoned-time';

const api = (method: string, path: string, body?: unknown) =>
  fetch(`${config.mainApiUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const data = async <T>(response: Response) => ((await response.json()) as { data: T }).data;
const mailsTo = (to: string) => outbox.all().filter((m) => m.to === to);
const tokenIn = (url: string, param: string) => new URL(url).searchParams.get(param)!;

describe('newsletter (double opt-in)', () => {
  const subscribe = (email: string, language = 'fr') =>
    api('POST', '/newsletter/subscriptions', {
      email,
      language,
      topics: ['deadlines'],
      consent: true,
    });

  it('[NEWS-1] a new address gets a confirmation mail in its language; the link confirms, then a welcome mail with the unsubscribe link', async () => {
    const response = await subscribe('Lea@Example.org');
    expect(response.status).toBe(204);
    expect(findSubscription('lea@example.org')?.status).toBe('pending');
    const [mail] = mailsTo('lea@example.org');
    expect(mail).toMatchObject({ kind: 'newsletterConfirmation' });
    expect(mail!.subject).toBe('Veuillez confirmer votre abonnement à la newsletter');
    expect(mail!.links[0]!.url).toMatch(/^http:\/\/localhost:8080\/newsletter-subscribe\?confirm=/);

    const confirmed = await api('POST', '/newsletter/confirmations', {
      token: tokenIn(mail!.links[0]!.url, 'confirm'),
    });
    expect(confirmed.status).toBe(200);
    expect(await data(confirmed)).toMatchObject({ email: 'lea@example.org', language: 'fr' });
    const welcome = mailsTo('lea@example.org').find((m) => m.kind === 'newsletterWelcome')!;
    expect(welcome.links[0]!.url).toContain('unsubscribe=');

    const gone = await api('POST', '/newsletter/unsubscriptions', {
      token: tokenIn(welcome.links[0]!.url, 'unsubscribe'),
    });
    expect(gone.status).toBe(204);
    expect(findSubscription('lea@example.org')?.status).toBe('unsubscribed');
  });

  it('[NEWS-1][X-NEWS-1] an address already subscribed gets the same answer; only its owner hears about it, nothing changes', async () => {
    const before = structuredClone(findSubscription(SUBSCRIBED_EMAIL));
    const known = await subscribe(SUBSCRIBED_EMAIL);
    const unknown = await subscribe('someone-new@example.org');
    expect([known.status, await known.text()]).toEqual([unknown.status, await unknown.text()]);
    expect(findSubscription(SUBSCRIBED_EMAIL)).toEqual(before);
    const [mail] = mailsTo(SUBSCRIBED_EMAIL);
    // In the subscriber's own language (German), not the requester's.
    expect(mail).toMatchObject({
      kind: 'newsletterAlreadySubscribed',
      subject: 'Sie haben unseren Newsletter bereits abonniert',
    });
  });

  it('[NEWS-1] unknown, expired and used-up links are 404; a request without consent is refused', async () => {
    expect((await api('POST', '/newsletter/confirmations', { token: 'nope' })).status).toBe(404);
    await subscribe('late@example.org');
    const pending = findSubscription('late@example.org')!;
    subscriptions.update(pending.id, { confirmExpiresAt: '2020-01-01T00:00:00.000Z' });
    expect(
      (await api('POST', '/newsletter/confirmations', { token: pending.confirmToken })).status,
    ).toBe(404);
    expect((await api('POST', '/newsletter/unsubscriptions', { token: 'nope' })).status).toBe(404);
    const refused = await api('POST', '/newsletter/subscriptions', {
      email: 'x@example.org',
      language: 'en',
      topics: [],
      consent: false,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      fields: { topics: 'required', consent: 'required' },
    });
  });
});

describe('illegal-content notices (DSA Art. 16)', () => {
  const notice = {
    contentUrls: ['https://www.example-epr.eu/marketplace/offers/42'],
    category: 'intellectualProperty',
    explanation:
      'The listing copies our registered trade mark and product photos without permission.',
    notifierName: 'Ana Ruiz',
    notifierEmail: 'ana@example.es',
    goodFaith: true,
    language: 'es',
  };

  it('[DSA-1][X-DSA-1] a notice gets a reference and a confirmation of receipt in the notifier’s language; the same notice again gets the same answer and no second mail', async () => {
    const first = await api('POST', '/illegal-content-notices', notice);
    expect(first.status).toBe(201);
    const receipt = await data<{ reference: string; confirmationSent: boolean }>(first);
    expect(receipt.reference).toMatch(/^DSA-\d{4}-[0-9A-Z]{6}$/);
    expect(receipt.confirmationSent).toBe(true);
    expect(mailsTo('ana@example.es')).toHaveLength(1);
    expect(mailsTo('ana@example.es')[0]!.subject).toContain(receipt.reference);

    const again = await api('POST', '/illegal-content-notices', {
      ...notice,
      explanation: `  ${notice.explanation}  `,
    });
    expect(again.status).toBe(201);
    expect(await data(again)).toEqual(receipt);
    expect(mailsTo('ana@example.es')).toHaveLength(1);
    expect(notices.all()).toHaveLength(2);
  });

  it('[DSA-1] name and e-mail are required except for child sexual abuse material; good faith always', async () => {
    const anonymous = { ...notice, notifierName: '', notifierEmail: '' };
    const refused = await api('POST', '/illegal-content-notices', {
      ...anonymous,
      goodFaith: false,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      fields: { notifierName: 'required', notifierEmail: 'required', goodFaith: 'required' },
    });
    const allowed = await api('POST', '/illegal-content-notices', {
      ...anonymous,
      category: 'childSexualAbuse',
    });
    expect(allowed.status).toBe(201);
    expect(await data(allowed)).toMatchObject({ confirmationSent: false });
  });

  it('[DSA-1] addresses must be exact web addresses', async () => {
    const refused = await api('POST', '/illegal-content-notices', {
      ...notice,
      contentUrls: ['https://ok.example/x', 'somewhere on your site'],
    });
    expect(await refused.json()).toMatchObject({ fields: { 'contentUrls.1': 'invalid' } });
  });
});

describe('bookings by their link', () => {
  const upcoming = () => bookings.findById(BOOKING_IDS.upcoming)!;

  it('[BOOK-1] a booking is read without sign-in; an unknown id is 404; the attendee’s e-mail stays inside', async () => {
    const response = await api('GET', `/bookings/${BOOKING_IDS.upcoming}`);
    expect(response.status).toBe(200);
    const booking = await data<Record<string, unknown>>(response);
    expect(booking).toMatchObject({ id: BOOKING_IDS.upcoming, status: 'confirmed' });
    expect(booking).not.toHaveProperty('attendeeEmail');
    expect((await api('GET', '/bookings/bk_guess')).status).toBe(404);
  });

  it('[BOOK-1][X-BOOK-1] fixture ids are long and random-looking: the id is the secret', () => {
    for (const id of Object.values(BOOKING_IDS)) expect(id).toMatch(/^bk_[A-Za-z0-9]{30,}$/);
  });

  it('[BOOK-1][X-BOOK-1] free slots are working half-hours of the adviser in their zone, as long as the booking, never over another booking', () => {
    const booking = upcoming();
    const slots = freeSlots(booking);
    expect(slots.length).toBeGreaterThan(50);
    const length = Date.parse(booking.end) - Date.parse(booking.start);
    const other = bookings.findById(BOOKING_IDS.cancelled)!;
    for (const slot of slots) {
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(length);
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: booking.adviser.timeZone,
        hour: '2-digit',
        minute: '2-digit',
        weekday: 'short',
      }).format(new Date(slot.start));
      expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri) (09|1[0-6]):(00|30)$/);
      expect(zonedDate(Date.parse(slot.start), booking.adviser.timeZone).weekday).not.toBe(0);
    }
    // A cancelled booking does not block its time.
    expect(slots.some((s) => s.start === other.start)).toBe(true);
  });

  it('[BOOK-1] rescheduling to a free slot moves it (sequence + 1, mail); a taken or made-up time is 409', async () => {
    const [, slot] = freeSlots(upcoming());
    const moved = await api('PUT', `/bookings/${BOOKING_IDS.upcoming}`, { start: slot!.start });
    expect(moved.status).toBe(200);
    expect(await data(moved)).toMatchObject({ start: slot!.start, sequence: 1 });
    expect(outbox.all().at(-1)).toMatchObject({
      kind: 'bookingRescheduled',
      ref: BOOKING_IDS.upcoming,
    });

    // Another confirmed booking of the same adviser takes a later slot.
    const [, , , later] = freeSlots(upcoming());
    bookings.insert({ ...upcoming(), id: 'bk_AnotherBookingOfTheSameAdviser01', ...later! });
    const taken = await api('PUT', `/bookings/${BOOKING_IDS.upcoming}`, { start: later!.start });
    expect(taken.status).toBe(409);
    const odd = await api('PUT', `/bookings/${BOOKING_IDS.upcoming}`, {
      start: '2030-01-01T03:17:00.000Z',
    });
    expect(odd.status).toBe(409);
  });

  it('[BOOK-1] cancelling needs a reason; a cancelled or past booking can no longer change', async () => {
    const noReason = await api('POST', `/bookings/${BOOKING_IDS.upcoming}/cancellation`, {
      reason: ' ',
    });
    expect(await noReason.json()).toMatchObject({ fields: { reason: 'required' } });
    const cancelled = await api('POST', `/bookings/${BOOKING_IDS.upcoming}/cancellation`, {
      reason: 'Our managing director is ill.',
    });
    expect(await data(cancelled)).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'attendee', reason: 'Our managing director is ill.' },
    });
    for (const id of [BOOKING_IDS.upcoming, BOOKING_IDS.past]) {
      expect((await api('POST', `/bookings/${id}/cancellation`, { reason: 'x' })).status).toBe(409);
      expect((await api('GET', `/bookings/${id}/slots`)).status).toBe(409);
    }
  });

  it('[BOOK-1] the change mails are in the language of the booking, the time in the adviser’s zone, named', async () => {
    bookings.update(BOOKING_IDS.upcoming, { language: 'de' });
    const [slot] = freeSlots(upcoming());
    await api('PUT', `/bookings/${BOOKING_IDS.upcoming}`, { start: slot!.start });
    const moved = outbox.all().at(-1)!;
    expect(moved.subject).toBe('Ihr Termin wurde verschoben');
    expect(moved.text).toMatch(
      /^Ihr Termin mit Katharina Weber beginnt jetzt am (Montag|Dienstag|Mittwoch|Donnerstag|Freitag), \d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2} (MEZ|MESZ)\./u,
    );
    expect(moved.links[0]!.label).toBe('Ihre Buchung öffnen');

    bookings.update(BOOKING_IDS.upcoming, { language: 'fr' });
    await api('POST', `/bookings/${BOOKING_IDS.upcoming}/cancellation`, {
      reason: 'Notre gérante est malade.',
    });
    const cancelled = outbox.all().at(-1)!;
    expect(cancelled.subject).toBe('Votre rendez-vous a été annulé');
    expect(cancelled.text).toContain('Votre rendez-vous avec Katharina Weber du ');
    expect(cancelled.text).toMatch(/ a été annulé\. Motif : Notre gérante est malade\.$/);
    expect(cancelled.links[0]!.label).toBe('Ouvrir votre réservation');
  });

  it('[X-MOCK-2] resetDb brings the fixture bookings, notices and subscriptions back', async () => {
    await api('POST', `/bookings/${BOOKING_IDS.upcoming}/cancellation`, { reason: 'x' });
    resetDb();
    expect(upcoming().status).toBe('confirmed');
    expect(notices.all()).toHaveLength(1);
    expect(subscriptions.all()).toHaveLength(1);
  });
});
