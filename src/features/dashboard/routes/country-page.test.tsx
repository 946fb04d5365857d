import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { registrations } from '../../../../mocks/main-api/data/compliance';
import { recordOwnRepresentative } from '../../../../mocks/main-api/data/representation';
import {
  ownRepresentatives,
  representativeStatus,
} from '../../../../mocks/main-api/data/representation';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';

// Whole user journeys through the real route tree, whose pages load the reference texts: slow on a
// busy 2-core machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { alpenglueck, kowalski, maisonLavande, nordlicht } = COMPANY_IDS;
const page = (companyId: string, country: string, stream: string) =>
  `/companies/${companyId}/dashboard/${country}/${stream}`;
const statusBlock = () => screen.findByTestId('obligation-status');

describe('country and stream pages (OBL-3)', () => {
  it('[OBL-3][OBL-0] says the obligation in plain words with its status, reasons, register, scheme, representative, frequency, legal basis and the action', async () => {
    await renderRoute(page(alpenglueck, 'de', 'packaging'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Germany: Packaging' }),
    ).toBeInTheDocument();
    const status = await statusBlock();
    expect(within(status).getByText('Action needed')).toBeInTheDocument();
    expect(
      within(status).getByText('We have no registration number for this obligation.'),
    ).toBeInTheDocument();
    // [RULE-2] Without an establishment in Germany, PPWR Art. 45(3) asks for a representative
    // first; the licence is the duty after it.
    expect(
      within(status).getByRole('link', { name: 'Start: Authorised representative' }),
    ).toHaveAttribute('href', `/companies/${alpenglueck}/authoriseme`);
    // [RULE-2] The VerpackDG replaced the VerpackG on 12 August 2026 (§ 68 VerpackDG).
    expect(screen.getByText('VerpackDG; Regulation (EU) 2025/40')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LUCID' })).toHaveAttribute(
      'href',
      'https://www.verpackungsregister.org/',
    );
    expect(screen.getByText('Der Grüne Punkt, Interzero, Landbell, Zentek')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Required of producers from another EU member state that sell directly to end users, by Regulation \(EU\) 2025\/40 Art\. 45\(3\) since .*2026, whatever the national rule says \(on its own: Possible, not required\)\. A proposal to suspend it \(COM\(2025\) 982\) has not been adopted\./,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Year-end report to your dual system: Every year by May 15 \(usual date; your scheme contract sets it\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Fines of up to EUR 200,000.')).toBeInTheDocument();
  });

  it('[OBL-3] the registration number is checked against the country’s format on blur, and saving it changes the status', async () => {
    // Its German representative is on record (PPWR Art. 45(3)): the number decides the status.
    recordOwnRepresentative(alpenglueck, 'DE', 'packaging', {
      name: 'Vertretung GmbH',
      address: null,
      since: '2026-01-01',
    });
    const { user } = await renderRoute(page(alpenglueck, 'de', 'packaging'));
    const field = await screen.findByRole('textbox', { name: 'LUCID' });
    await user.type(field, 'DE123');
    await user.tab();
    expect(
      await screen.findByText("This does not have the register's format, e.g. DE1234567890123."),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'DE1234567890123');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    await waitFor(() =>
      expect(registrations.findById(`${alpenglueck}/DE/packaging`)?.number).toBe('DE1234567890123'),
    );
    const status = await statusBlock();
    // [DOM-3] The status and the system-participation duty both say so.
    await waitFor(() => expect(within(status).getAllByText('To check')).toHaveLength(2));
    expect(
      within(status).getByText(
        'Your registration number is recorded, but we see no licence with a scheme for this year.',
      ),
    ).toBeInTheDocument();
  });

  it('[OBL-3][X-FORM-1] the service’s 400 shows on the field and keeps the value; a 500 keeps it with a reason', async () => {
    let answer = 400;
    server.use(
      http.put(`${config.mainApiUrl}/companies/:companyId/registrations/:country/:stream`, () =>
        answer === 400
          ? HttpResponse.json(
              { message: 'Validation failed', fields: { number: 'taken' } },
              { status: 400 },
            )
          : HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    // Its German representative is on record (PPWR Art. 45(3)): the number decides the status.
    recordOwnRepresentative(alpenglueck, 'DE', 'packaging', {
      name: 'Vertretung GmbH',
      address: null,
      since: '2026-01-01',
    });
    const { user } = await renderRoute(page(alpenglueck, 'de', 'packaging'));
    const field = await screen.findByRole('textbox', { name: 'LUCID' });
    await user.type(field, 'DE1234567890123');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    expect(await screen.findByText('This is already in use.')).toBeInTheDocument();
    expect(field).toHaveValue('DE1234567890123');
    expect(field).toHaveFocus();
    answer = 500;
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    expect(await within(field.closest('form')!).findByRole('alert')).toHaveTextContent(
      'The server could not complete the request. Your entries are kept.',
    );
    expect(field).toHaveValue('DE1234567890123');
  });

  it('[OBL-3][PERM-1][X-OBL-3] an adviser without editCompany sees the number but cannot change it, and is told why', async () => {
    await renderRoute(page(kowalski, 'pl', 'packaging'), { auth: new FakeAuth(USER_IDS.pro) });
    expect(await screen.findByText('000412587')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save number' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Only owners, admins and advisers allowed to edit/),
    ).toBeInTheDocument();
  });

  it('[OBL-3][OBL-1] recording the overdue declaration lists it under the reports and lifts the overdue status', async () => {
    const { user } = await renderRoute(page(maisonLavande, 'fr', 'textiles'), {
      auth: new FakeAuth(USER_IDS.maisonLavandeOwner),
    });
    const status = await statusBlock();
    expect(within(status).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('No reports recorded yet.')).toBeInTheDocument();
    await user.click(within(status).getByRole('link', { name: 'Record the report' }));
    await user.click(await screen.findByRole('button', { name: 'Record a filed report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a filed report' });
    // The dialog's form is a chunk of its own: it arrives after the dialog opens.
    await user.type(
      await within(dialog).findByRole('textbox', { name: 'Confirmation number' }),
      'RF-0042',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'RF-0042' })).toBeInTheDocument();
    await waitFor(() => expect(within(status).queryByText('Overdue')).not.toBeInTheDocument());
  });

  it('[OBL-3][ERR-2] a code that is no country is not found', async () => {
    await renderRoute(page(alpenglueck, 'zz', 'packaging'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it('[OBL-3][ERR-3] a connection problem offers a retry that loads the page', async () => {
    let fail = true;
    server.use(
      http.get(`${config.mainApiUrl}/companies/:companyId/obligations/:country/:stream`, () =>
        fail ? HttpResponse.error() : undefined,
      ),
    );
    const { user } = await renderRoute(page(alpenglueck, 'at', 'packaging'));
    expect(
      await screen.findByRole('heading', { name: 'Connection problem' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await statusBlock()).getByText('Compliant')).toBeInTheDocument();
  }, 30_000);

  it('[DOM-7][TRUST-17] records the company’s own representative (name, address, since) on the country page, also after a failed first save, and removes it', async () => {
    const { user } = await renderRoute(page(nordlicht, 'at', 'packaging'));
    const block = await screen.findByTestId('representative-block');
    expect(within(block).getByText('No representative recorded or ordered.')).toBeInTheDocument();
    await user.click(within(block).getByRole('button', { name: 'Record your own representative' }));
    const form = within(block).getByRole('form', { name: 'Your own authorised representative' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByText('This field is required.')).toHaveLength(3);
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Huber & Partner GmbH');
    await user.type(
      within(form).getByRole('textbox', { name: 'Address' }),
      'Herrengasse 1, 1010 Wien',
    );
    await user.type(within(form).getByLabelText(/Appointed since/), '2026-01-01');
    // [TRUST-17] A first save the connection drops: the form says so, keeps the input, and "Try
    // again" saves it as it stands.
    server.use(
      http.put(
        `${config.mainApiUrl}/companies/:companyId/representatives/:country/:stream`,
        () => HttpResponse.error(),
        { once: true },
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const failure = await within(form).findByRole('alert');
    expect(failure).toHaveTextContent('Your entries are kept');
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Huber & Partner GmbH');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(ownRepresentatives.findById(`${nordlicht}/AT/packaging`)).toMatchObject({
        name: 'Huber & Partner GmbH',
        address: 'Herrengasse 1, 1010 Wien',
        since: '2026-01-01',
      }),
    );
    expect(representativeStatus(nordlicht, 'AT', 'packaging')).toEqual({
      kind: 'own',
      status: 'appointed',
    });
    expect(
      await within(block).findByText(/Your own representative: Huber & Partner GmbH/),
    ).toHaveTextContent('Herrengasse 1, 1010 Wien · since Jan 1, 2026 · appointed');
    await user.click(within(block).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(representativeStatus(nordlicht, 'AT', 'packaging')).toBeNull());
    expect(
      await within(block).findByText('No representative recorded or ordered.'),
    ).toBeInTheDocument();
  });
});
