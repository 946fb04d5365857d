import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { renderRoute } from '@/testing/render-app';
import { server } from '../../../mocks/common/node';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { attachments, tickets } from '../../../mocks/main-api/data/support';

// Whole user journeys through the real route tree, whose pages load the reference texts: slow on a
// busy 2-core machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { nordlicht } = COMPANY_IDS;
const support = `/companies/${nordlicht}/support`;

const pdf = (name = 'invoice.pdf', size?: number) => {
  const file = new File(['%PDF-1.4\n%test\n'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function fillForm(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: /Topic/ }),
    'Invoices and payment',
  );
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Country it concerns/ }),
    'Germany',
  );
  await user.click(screen.getByRole('textbox', { name: /Your message/ }));
  await user.paste('Please send the 2026 invoice again.');
}

describe('support (SUP-1)', () => {
  it('[SUP-1] files a ticket with an attachment and answers with its reference; the ticket joins the list', async () => {
    const { user } = await renderRoute(support);
    expect(await screen.findByRole('cell', { name: /^SUP-\d{4}-000412$/ })).toBeInTheDocument();
    await fillForm(user);
    await user.upload(screen.getByLabelText('Attach files'), pdf());
    expect(await screen.findByRole('list', { name: 'Attached files' })).toHaveTextContent(
      'invoice.pdf',
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const filed = await screen.findByTestId('ticket-filed');
    const reference = /SUP-\d{4}-\d{6}/.exec(filed.textContent ?? '')?.[0];
    expect(reference).toBeDefined();
    const stored = tickets.where((t) => t.reference === reference)[0]!;
    expect(stored).toMatchObject({ topic: 'invoices', country: 'DE', stream: null });
    expect(stored.attachments.map((a) => a.name)).toEqual(['invoice.pdf']);
    expect(await screen.findByRole('cell', { name: reference })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveValue('');
  });

  it('[SUP-1] a file of another type, over 10 MB, or a sixth file is not attached, and says why', async () => {
    await renderRoute(support, {});
    await screen.findByRole('heading', { name: 'Contact support' });
    const input = screen.getByLabelText('Attach files');
    // The browser's picker offers only accepted types; a drop or "all files" can still bring one.
    fireEvent.change(input, {
      target: { files: [new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' })] },
    });
    expect(
      await screen.findByText('tool.exe was not attached: this file type is not accepted.'),
    ).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [pdf('huge.pdf', 10 * 1024 * 1024 + 1)] } });
    expect(
      await screen.findByText('huge.pdf was not attached: it is larger than 10 MB.'),
    ).toBeInTheDocument();
    fireEvent.change(input, {
      target: { files: [1, 2, 3, 4, 5, 6].map((n) => pdf(`file-${n}.pdf`)) },
    });
    expect(
      await screen.findByText('file-6.pdf was not attached: at most 5 files.'),
    ).toBeInTheDocument();
    expect(
      within(await screen.findByRole('list', { name: 'Attached files' })).getAllByRole('listitem'),
    ).toHaveLength(5);
  });

  it('[SUP-1][X-FORM-1] required fields are checked before sending; the first invalid one takes the focus', async () => {
    const { user } = await renderRoute(support);
    await screen.findByRole('heading', { name: 'Contact support' });
    await user.type(screen.getByRole('textbox', { name: /Your message/ }), 'Help');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(tickets.all()).toHaveLength(1);
  });

  it('[SUP-1][X-FORM-1][X-SUP-1] a refused or failed send keeps everything typed and attached; the retry does not upload twice', async () => {
    let answer: 400 | 500 | null = 400;
    server.use(
      http.post(`${config.mainApiUrl}/companies/:companyId/tickets`, () =>
        answer === 400
          ? HttpResponse.json(
              { message: 'Validation failed', fields: { message: 'tooLong' } },
              { status: 400 },
            )
          : answer === 500
            ? HttpResponse.json({ message: 'boom' }, { status: 500 })
            : undefined,
      ),
    );
    const { user } = await renderRoute(support);
    await fillForm(user);
    await user.upload(screen.getByLabelText('Attach files'), pdf());
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('This is too long.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveValue(
      'Please send the 2026 invoice again.',
    );
    answer = 500;
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not complete the request. Your entries are kept.',
    );
    expect(await screen.findByRole('list', { name: 'Attached files' })).toHaveTextContent(
      'invoice.pdf',
    );
    answer = null;
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByTestId('ticket-filed')).toBeInTheDocument();
    expect(attachments.all()).toHaveLength(1);
  });

  it('[SUP-1][ERR-3] the tickets that cannot load offer a retry, and the form still works', async () => {
    let fail = true;
    server.use(
      http.get(`${config.mainApiUrl}/companies/:companyId/tickets`, () =>
        fail ? HttpResponse.json({ message: 'nope' }, { status: 403 }) : undefined,
      ),
    );
    const { user } = await renderRoute(support);
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('cell', { name: /SUP-/ })).toBeInTheDocument());
  });

  it('[TRUST-7] while an attachment uploads, a labelled progress bar and Cancel show; cancelling keeps the message and the file, and files nothing', async () => {
    let release: () => void = () => undefined;
    let uploads = 0;
    server.use(
      http.post(`${config.mainApiUrl}/companies/:companyId/support/attachments`, async () => {
        uploads += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'too late' }, { status: 500 });
      }),
    );
    const { user } = await renderRoute(support);
    await fillForm(user);
    await user.upload(screen.getByLabelText('Attach files'), pdf());
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of invoice.pdf' });
    expect(bar).toBeInTheDocument();
    expect(screen.getByText(/^Uploading invoice\.pdf: \d+ %$/)).toBeInTheDocument();
    // The bar shows when the request starts; the mock service reads the body a tick later.
    // Cancel once the request has reached it, so "one upload, not resent" is what is checked.
    await waitFor(() => expect(uploads).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText(/^Upload of invoice\.pdf cancelled\./)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /Upload progress/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveValue(
      'Please send the 2026 invoice again.',
    );
    expect(await screen.findByRole('list', { name: 'Attached files' })).toHaveTextContent(
      'invoice.pdf',
    );
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    release();
    expect(uploads).toBe(1);
    expect(tickets.all()).toHaveLength(1);
    expect(screen.queryByTestId('ticket-filed')).not.toBeInTheDocument();
  });

  it('[TRUST-7] an attachment named .pdf whose content is HTML is refused by the service with the translated reason; the form keeps its input', async () => {
    const { user } = await renderRoute(support);
    await fillForm(user);
    await user.upload(
      screen.getByLabelText('Attach files'),
      new File(['<!doctype html><html><script>alert(1)</script></html>'], 'letter.pdf', {
        type: 'application/pdf',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The file's content does not match its type (for example, not a real PDF).",
    );
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveValue(
      'Please send the 2026 invoice again.',
    );
    expect(await screen.findByRole('list', { name: 'Attached files' })).toHaveTextContent(
      'letter.pdf',
    );
    expect(attachments.all()).toHaveLength(0);
    expect(tickets.all()).toHaveLength(1);
  });

  it('[TRUST-7] the service refusing an attachment as too large (413) is told with the limit it names; the form keeps its input', async () => {
    server.use(
      http.post(`${config.mainApiUrl}/companies/:companyId/support/attachments`, () =>
        HttpResponse.json(
          { message: 'Payload too large', limitBytes: 10 * 1024 * 1024 },
          { status: 413 },
        ),
      ),
    );
    const { user } = await renderRoute(support);
    await fillForm(user);
    await user.upload(screen.getByLabelText('Attach files'), pdf());
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is too large: at most 10 MB.',
    );
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveValue(
      'Please send the 2026 invoice again.',
    );
    expect(await screen.findByRole('list', { name: 'Attached files' })).toHaveTextContent(
      'invoice.pdf',
    );
    expect(tickets.all()).toHaveLength(1);
  });
});
