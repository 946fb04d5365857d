import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { outbox } from '../../../../mocks/common/data/db';
import { notices } from '../../../../mocks/main-api/data/illegal-content-notices';

const visitor = () => new FakeAuth(null);
const box = (name: RegExp) => screen.getByRole('textbox', { name });
const NOTICES = `${config.mainApiUrl}/illegal-content-notices`;
const EXPLANATION =
  'This offer sells “LUCID registrations” for a fee, which is impossible: registration in LUCID is free and personal.';

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

async function fillNotice(user: User, { anonymous = false } = {}) {
  await user.click(await screen.findByRole('textbox', { name: /^Address \(URL\) 1/ }));
  await user.paste('https://www.example-epr.eu/marketplace/offers/77');
  await user.selectOptions(
    screen.getByRole('combobox', { name: /^Type of illegality/ }),
    anonymous ? 'Child sexual abuse material' : 'Scams or fraud',
  );
  await user.click(box(/^Explanation/));
  await user.paste(EXPLANATION);
  if (!anonymous) {
    await user.click(box(/^Your name/));
    await user.paste('Jonas Becker');
    await user.click(box(/^Your e-mail address/));
    await user.paste('jonas@example.org');
  }
  await user.click(screen.getByRole('checkbox', { name: /convinced in good faith/ }));
}

describe('/report-illegal-content', () => {
  // Many fields and a select: slow on a busy machine.
  jest.setTimeout(60_000);

  it('[DSA-1] a notice with its addresses, reason and notifier gets a reference and what happens next', async () => {
    const { user, router } = await renderRoute('/report-illegal-content', { auth: visitor() });
    await fillNotice(user);
    await user.click(screen.getByRole('button', { name: 'Add another address' }));
    await user.click(box(/^Address \(URL\) 2/));
    await user.paste('https://www.example-epr.eu/marketplace/sellers/9');
    await user.click(screen.getByRole('button', { name: 'Send notice' }));

    const reference = await screen.findByTestId('notice-reference');
    expect(reference.textContent).toMatch(/^DSA-\d{4}-[0-9A-Z]{6}$/);
    expect(screen.getByText('What happens next')).toBeInTheDocument();
    expect(screen.getByText(/sent a confirmation of receipt/)).toBeInTheDocument();
    expect(locationOf(router)).toBe(
      `/report-illegal-content?reference=${reference.textContent}&mailed=1`,
    );
    expect(notices.all().at(-1)).toMatchObject({
      contentUrls: [
        'https://www.example-epr.eu/marketplace/offers/77',
        'https://www.example-epr.eu/marketplace/sellers/9',
      ],
      category: 'scamsAndFraud',
      notifierEmail: 'jonas@example.org',
      language: 'en',
    });
    expect(outbox.all().at(-1)).toMatchObject({
      to: 'jonas@example.org',
      ref: reference.textContent,
    });
  });

  it('[DSA-1][X-DSA-1] the same notice sent twice gets the same neutral confirmation and reference', async () => {
    // The first time straight to the service, as the form would send it.
    const response = await fetch(NOTICES, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        contentUrls: ['https://www.example-epr.eu/marketplace/offers/77'],
        category: 'scamsAndFraud',
        explanation: EXPLANATION,
        notifierName: 'Jonas Becker',
        notifierEmail: 'jonas@example.org',
        goodFaith: true,
        language: 'en',
      }),
    });
    const { reference } = ((await response.json()) as { data: { reference: string } }).data;

    const { user } = await renderRoute('/report-illegal-content', { auth: visitor() });
    await fillNotice(user);
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    expect((await screen.findByTestId('notice-reference')).textContent).toBe(reference);
  });

  it('[DSA-1] name and e-mail are required, except for child sexual abuse material, which may be reported anonymously', async () => {
    const { user } = await renderRoute('/report-illegal-content', { auth: visitor() });
    await user.click(await screen.findByRole('button', { name: 'Send notice' }));
    await screen.findByText('Please confirm this statement to send the notice.');
    // Addresses, category and explanation; the notifier's fields depend on the category.
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    expect(
      screen.getByText('Please confirm this statement to send the notice.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Address \(URL\) 1/ })).toHaveFocus();

    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Type of illegality/ }),
      'Scams or fraud',
    );
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    await waitFor(() => expect(box(/^Your name/)).toHaveAttribute('aria-invalid', 'true'));
    expect(box(/^Your e-mail address/)).toHaveAttribute('aria-invalid', 'true');

    await fillNotice(user, { anonymous: true });
    expect(screen.getAllByText('Optional for this type of content.')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByTestId('notice-reference')).toBeInTheDocument();
    expect(screen.queryByText(/sent a confirmation of receipt/)).not.toBeInTheDocument();
  });

  it('[DSA-1][X-FORM-1] an address that is not a web address, and a too short explanation, are refused on blur', async () => {
    const { user } = await renderRoute('/report-illegal-content', { auth: visitor() });
    await user.click(await screen.findByRole('textbox', { name: /^Address \(URL\) 1/ }));
    await user.paste('the offer page');
    await user.click(box(/^Explanation/));
    await user.paste('Illegal.');
    await user.tab();
    expect(
      await screen.findByText('Enter a full address starting with https://'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please explain in at least 30 characters.')).toBeInTheDocument();
  });

  it('[DSA-1] ?url= fills in the first address', async () => {
    await renderRoute('/report-illegal-content?url=https%3A%2F%2Fwww.example-epr.eu%2Fblog%2F12', {
      auth: visitor(),
    });
    expect(await screen.findByRole('textbox', { name: /^Address \(URL\) 1/ })).toHaveValue(
      'https://www.example-epr.eu/blog/12',
    );
  });

  it('[DSA-1][X-FORM-1] a 400 marks the named field; a 500 or a timeout says so; nothing typed is lost', async () => {
    server.use(
      http.post(NOTICES, () =>
        HttpResponse.json(
          { message: 'Validation failed', fields: { 'contentUrls.0': 'invalid' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderRoute('/report-illegal-content', { auth: visitor() });
    await fillNotice(user);
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    const url = screen.getByRole('textbox', { name: /^Address \(URL\) 1/ });
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(url).toHaveFocus();

    server.use(http.post(NOTICES, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not complete the request. Your entries are kept.',
    );

    server.use(http.post(NOTICES, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Send notice' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server.'),
    );
    expect(box(/^Explanation/)).toHaveValue(EXPLANATION);
    expect(box(/^Your name/)).toHaveValue('Jonas Becker');
  });
});

describe('the reporter fields (UX-9)', () => {
  it.each([
    ['en', 'Your name or organisation name'],
    ['de', 'Ihr Name oder Name der Organisation'],
  ] as const)(
    '[UX-9] %s: the name field has a whole label, not "Your name or your organisation’s"',
    async (language, label) => {
      await renderRoute('/report-illegal-content', { auth: visitor(), language });
      const name = await screen.findByRole('textbox', { name: new RegExp(`^${label}`) });
      expect(name.closest('.MuiFormControl-root')?.querySelector('label')?.textContent).toMatch(
        new RegExp(`^${label}`),
      );
      expect(screen.queryByText(/organisation[’']s$/)).not.toBeInTheDocument();
    },
  );
});
