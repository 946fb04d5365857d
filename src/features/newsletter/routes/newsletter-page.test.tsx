import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { outbox } from '../../../../mocks/common/data/db';
import { SUBSCRIBED_EMAIL, findSubscription } from '../../../../mocks/main-api/data/newsletter';
import {
  bumpTokenVersion,
  unsubscribeToken,
} from '../../../../mocks/main-api/data/unsubscribe-tokens';

const visitor = () => new FakeAuth(null);
const email = () => screen.getByRole('textbox', { name: /^E-mail address/ });
const SUBSCRIBE = `${config.mainApiUrl}/newsletter/subscriptions`;

async function fillAndSend(user: Awaited<ReturnType<typeof renderRoute>>['user'], address: string) {
  await user.type(await screen.findByRole('textbox', { name: /^E-mail address/ }), address);
  await user.click(screen.getByRole('checkbox', { name: /I would like to receive/ }));
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('/newsletter-subscribe', () => {
  it('[NEWS-1] subscribing sends the confirmation mail in the chosen language and shows a neutral answer', async () => {
    const { user } = await renderRoute('/newsletter-subscribe', { auth: visitor() });
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Language/ }), 'Español');
    await user.click(screen.getByRole('checkbox', { name: 'Changes in the law' }));
    await user.click(screen.getByRole('checkbox', { name: 'New countries and services' }));
    await fillAndSend(user, 'maria@example.es');
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(findSubscription('maria@example.es')).toMatchObject({
      status: 'pending',
      language: 'es',
      topics: ['deadlines', 'countryServices'],
    });
    expect(outbox.all().at(-1)).toMatchObject({
      to: 'maria@example.es',
      subject: 'Confirme su suscripción al boletín',
    });
  });

  it('[NEWS-1][X-NEWS-1] an address already subscribed gets exactly the same page', async () => {
    const { user } = await renderRoute('/newsletter-subscribe', { auth: visitor() });
    await fillAndSend(user, SUBSCRIBED_EMAIL);
    const known = (await screen.findByRole('alert')).textContent?.replace(SUBSCRIBED_EMAIL, 'X');
    await user.click(screen.getByRole('button', { name: 'Subscribe another address' }));
    await fillAndSend(user, 'fresh@example.org');
    await screen.findByText(/fresh@example.org/);
    expect(screen.getByRole('alert').textContent?.replace('fresh@example.org', 'X')).toBe(known);
  });

  it('[NEWS-1][X-FORM-1] the form checks its fields on submit and keeps what was typed', async () => {
    const { user } = await renderRoute('/newsletter-subscribe', { auth: visitor() });
    await user.type(
      await screen.findByRole('textbox', { name: /^E-mail address/ }),
      'not-an-address',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Upcoming deadlines' }));
    await user.click(screen.getByRole('checkbox', { name: 'Changes in the law' }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('Enter a valid e-mail address, e.g. name@company.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose at least one topic.')).toBeInTheDocument();
    expect(screen.getByText(/Please agree to receive the newsletter./)).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(email()).toHaveValue('not-an-address');
  });

  it('[NEWS-1][X-FORM-1] a 400 marks the fields the service names; values stay', async () => {
    server.use(
      http.post(SUBSCRIBE, () =>
        HttpResponse.json(
          { message: 'Validation failed', fields: { email: 'invalid' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderRoute('/newsletter-subscribe', { auth: visitor() });
    await fillAndSend(user, 'odd@example.org');
    await waitFor(() => expect(email()).toHaveAttribute('aria-invalid', 'true'));
    expect(email()).toHaveFocus();
    expect(email()).toHaveValue('odd@example.org');
  });

  it('[TRUST-8] over the mail rate limit, the page says when to try again (the real 429 of the service)', async () => {
    const { user } = await renderRoute('/newsletter-subscribe', { auth: visitor() });
    for (let i = 0; i < 3; i += 1) {
      await fillAndSend(user, 'often@example.org');
      await user.click(await screen.findByRole('button', { name: 'Subscribe another address' }));
    }
    await fillAndSend(user, 'often@example.org');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      // The time, with the date when that is another day (an hour from 23:30 is tomorrow).
      /^Too many requests\. Please try again at (?:[A-Z][a-z]{2} \d{1,2}, \d{4}, )?\d{1,2}:\d{2}\s?[AP]M\.$/,
    );
    expect(email()).toHaveValue('often@example.org');
  });

  it.each([
    [
      '500',
      () => HttpResponse.json({ message: 'down' }, { status: 500 }),
      'The server could not complete the request. Your entries are kept.',
    ],
    ['network', () => HttpResponse.error(), 'We could not reach the server.'],
  ])(
    '[NEWS-1][ERR-3] a %s failure says so next to the form, nothing typed is lost',
    async (_k, reply, text) => {
      server.use(http.post(SUBSCRIBE, reply));
      const { user } = await renderRoute('/newsletter-subscribe', { auth: visitor() });
      await fillAndSend(user, 'keep@example.org');
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(email()).toHaveValue('keep@example.org');
    },
  );

  it.each([
    [401, 'a visitor', () => visitor()],
    [403, 'a visitor', () => visitor()],
    [401, 'a signed-in user', () => new FakeAuth()],
    [403, 'a signed-in user', () => new FakeAuth()],
  ])(
    '[TRUST-6] a %i of the public endpoint (%s) starts no sign-in: the error shows next to the form, the input stays',
    async (status, _who, makeAuth) => {
      server.use(http.post(SUBSCRIBE, () => HttpResponse.json({ message: 'no' }, { status })));
      const auth = makeAuth();
      const { user } = await renderRoute('/newsletter-subscribe', { auth });
      await fillAndSend(user, 'keep@example.org');
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(email()).toHaveValue('keep@example.org');
      expect(auth.signInRedirects).toHaveLength(0);
      expect(auth.renewals).toBe(0);
    },
  );

  it('[NEWS-1] the button shows progress and cannot be pressed twice', async () => {
    server.use(
      http.post(SUBSCRIBE, async () => {
        await delay(300);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderRoute('/newsletter-subscribe', { auth: visitor() });
    await fillAndSend(user, 'slow@example.org');
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  });

  it('[NEWS-1] the confirmation link confirms on opening; an unknown link says what to do', async () => {
    const { user, unmount } = await renderRoute('/newsletter-subscribe', { auth: visitor() });
    await fillAndSend(user, 'link@example.org');
    await screen.findByText('Check your inbox');
    const token = findSubscription('link@example.org')!.confirmToken;
    unmount();

    const confirmation = await renderRoute(`/newsletter-subscribe?confirm=${token}`, {
      auth: visitor(),
    });
    expect(await screen.findByText('Your subscription is confirmed')).toBeInTheDocument();
    expect(findSubscription('link@example.org')?.status).toBe('confirmed');
    confirmation.unmount();

    await renderRoute('/newsletter-subscribe?confirm=forged', { auth: visitor() });
    expect(await screen.findByText('This confirmation link is not valid')).toBeInTheDocument();
  });

  it('[NEWS-1] the unsubscribe link asks once, then unsubscribes', async () => {
    const token = unsubscribeToken(findSubscription(SUBSCRIBED_EMAIL)!.id, 'newsletter');
    const { user } = await renderRoute(`/newsletter-subscribe?unsubscribe=${token}`, {
      auth: visitor(),
    });
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You have been unsubscribed')).toBeInTheDocument();
    expect(findSubscription(SUBSCRIBED_EMAIL)?.status).toBe('unsubscribed');
  });

  it('[TRUST-14] a link from before subscribing again says it no longer works, and ends nothing', async () => {
    const record = findSubscription(SUBSCRIBED_EMAIL)!;
    const old = unsubscribeToken(record.id, 'newsletter');
    bumpTokenVersion(record.id, 'newsletter');
    const { user } = await renderRoute(
      `/newsletter-subscribe?unsubscribe=${encodeURIComponent(old)}`,
      { auth: visitor() },
    );
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This unsubscribe link is no longer valid')).toBeInTheDocument();
    expect(findSubscription(SUBSCRIBED_EMAIL)?.status).toBe('confirmed');
  });
});
