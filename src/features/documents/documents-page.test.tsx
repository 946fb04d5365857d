import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { formatDate } from '@/shared/i18n/format';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderRoute } from '@/testing/render-app';
import { server } from '../../../mocks/common/node';
import { documentsOf } from '../../../mocks/main-api/data/documents';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';
import { setScreenWidth } from '@/testing/screen-width';

// Whole user journeys through the real route tree, whose pages load the reference texts: slow on a
// busy 2-core machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { alpenglueck, nordlicht, rheinperle } = COMPANY_IDS;
const documentsPage = (companyId: string, query = '') =>
  `/companies/${companyId}/dashboard/documents${query}`;
const year = new Date().getUTCFullYear();

const TYPES = {
  certificate: 'Certificate',
  invoice: 'Invoice',
  contract: 'Contract',
  confirmation: 'Confirmation',
  reportReceipt: 'Report receipt',
} as const;
const PLACES: Record<string, string> = { AT: 'Austria', DE: 'Germany', PL: 'Poland' };
const STREAM_NAMES: Record<string, string> = { packaging: 'Packaging' };
/** The title the list shows for a document without a deadline: type, year, country and stream. */
const titleOf = (d: ReturnType<typeof documentsOf>[number]) =>
  `${TYPES[d.type]} ${d.year} – ${[PLACES[d.country ?? ''], STREAM_NAMES[d.stream ?? '']].filter(Boolean).join(', ')}`;

const rows = async () => {
  const table = await screen.findByRole('table', { name: 'Documents' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
};

describe('documents (DOC-1)', () => {
  it('[UX-9] titles say type, period and place in the user’s language: no internal ids, no ISO dates, no issuer’s text', async () => {
    await renderRoute(documentsPage(nordlicht), { language: 'de' });
    const table = await screen.findByRole('table', { name: 'Dokumente' });
    const titles = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent!);
    const documents = documentsOf(nordlicht);
    expect(titles).toHaveLength(documents.length);
    for (const [i, title] of titles.entries()) {
      expect(title).toMatch(/^(Bescheinigung|Rechnung|Vertrag|Bestätigung|Meldebeleg)\b/);
      expect(title).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(title).not.toMatch(/\bde-packaging-/);
      expect(title).not.toBe(documents[i]!.title);
    }
    expect(titles).toContain(`Bescheinigung ${year} – Deutschland, Verpackungen`);
    // Receipts name their filing and its due date, so two of the same kind differ.
    const lucid = documents.find((d) => d.deadline?.ruleId === 'de-packaging-lucid-data-report')!;
    expect(titles).toContain(
      `Meldebeleg: Datenmeldung an LUCID spiegeln (dieselben Angaben wie an das System), fällig am ${formatDate(lucid.deadline!.dueDate, 'de')} – Deutschland, Verpackungen`,
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('[DOC-1] lists every document of the company, newest first', async () => {
    await renderRoute(documentsPage(alpenglueck));
    expect(await rows()).toEqual(
      documentsOf(alpenglueck).map((d) =>
        d.type === 'reportReceipt'
          ? `Report receipt: Yearly report of household packaging to your system, due ${formatDate(d.deadline!.dueDate, 'en')} – Austria, Packaging`
          : titleOf(d),
      ),
    );
  });

  it('[DOC-1] filters by year and type in the URL; a link with them shows the same view', async () => {
    const { user, router } = await renderRoute(documentsPage(alpenglueck));
    await rows();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(year - 1));
    await waitFor(() => expect(locationOf(router)).toContain(`year=${year - 1}`));
    const expected = documentsOf(alpenglueck).filter((d) => d.year === year - 1);
    await waitFor(async () => expect(await rows()).toEqual(expected.map(titleOf)));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Invoice');
    await waitFor(async () =>
      expect(await rows()).toEqual([`Invoice ${year - 1} – Austria, Packaging`]),
    );
    expect(locationOf(router)).toBe(documentsPage(alpenglueck, `?year=${year - 1}&type=invoice`));
  });

  it('[DOC-1] sorts by title in the URL, both ways', async () => {
    const { user, router } = await renderRoute(documentsPage(alpenglueck, '?type=invoice'));
    await rows();
    await user.click(screen.getByRole('button', { name: 'Title' }));
    const titles = documentsOf(alpenglueck)
      .filter((d) => d.type === 'invoice')
      .map(titleOf)
      .sort((a, b) => a.localeCompare(b));
    await waitFor(async () => expect(await rows()).toEqual(titles));
    expect(locationOf(router)).toContain('sort=title&dir=asc');
    await user.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(async () => expect(await rows()).toEqual([...titles].reverse()));
  });

  it('[DOC-1] an empty filter result says so and offers to clear the filters; no documents at all says what fills them', async () => {
    const { user } = await renderRoute(documentsPage(alpenglueck, '?stream=textiles'));
    expect(await screen.findByText('No documents match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect((await rows()).length).toBeGreaterThan(0);
  });

  it('[DOC-1] a company without documents gets the empty state', async () => {
    await renderRoute(documentsPage(rheinperle), { auth: new FakeAuth(USER_IDS.flagsOff) });
    expect(await screen.findByText(/No documents yet/)).toBeInTheDocument();
  });

  it('[DOC-1] downloads the real PDF under its file name', async () => {
    const saved: { blob: Blob; name: string }[] = [];
    let lastBlob: Blob | null = null;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        lastBlob = blob;
        return 'blob:test/pdf';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ blob: lastBlob!, name: this.download });
    });
    const { user } = await renderRoute(documentsPage(alpenglueck));
    await rows();
    await user.click(
      screen.getByRole('button', {
        name: `Download PDF: Certificate ${year} – Austria, Packaging`,
      }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('doc-0002.pdf');
    const head = new TextDecoder().decode(
      new Uint8Array(await saved[0]!.blob.arrayBuffer()).slice(0, 8),
    );
    expect(head).toBe('%PDF-1.4');
  });

  it('[DOC-1][ERR-3] a failed download says so and the list stays', async () => {
    server.use(
      http.get(`${config.mainApiUrl}/companies/:companyId/documents/:documentId/file`, () =>
        HttpResponse.json({ message: 'gone' }, { status: 404 }),
      ),
    );
    const { user } = await renderRoute(documentsPage(alpenglueck));
    await rows();
    await user.click(
      screen.getByRole('button', {
        name: `Download PDF: Certificate ${year} – Austria, Packaging`,
      }),
    );
    expect(await screen.findByText(/The download failed/)).toBeInTheDocument();
    expect((await rows()).length).toBeGreaterThan(0);
  });

  it('[DOC-1][UX-9] a document’s page names it and downloads it; an unknown document is not found', async () => {
    await renderRoute(`${documentsPage(alpenglueck)}/doc-0001`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Contract ${year - 1} – Austria, Packaging`,
      }),
    ).toBeInTheDocument();
    // [UX-9] The issuer's own title stays a fact of the page.
    expect(screen.getByText('Entpflichtungs- und Lizenzvereinbarung')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('[DOC-1][ERR-2][X-DOC-1] an unknown document id shows the not-found page', async () => {
    await renderRoute(`${documentsPage(alpenglueck)}/doc-unknown`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it('[UX-15] on a phone the filters fold behind one Filter button that counts those in use; opened, they filter as on a desktop', async () => {
    const restore = setScreenWidth(375);
    try {
      const { user, router } = await renderRoute(documentsPage(nordlicht, '?type=invoice'), {
        auth: new FakeAuth(USER_IDS.owner),
      });
      const button = await screen.findByRole('button', { name: 'Filter (1)' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('combobox', { name: 'Year' })).toBeNull();
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('invoice');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(year));
      await waitFor(() => expect(locationOf(router)).toContain(`year=${year}`));
      expect(await screen.findByRole('button', { name: 'Filter (2)' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('date');
    } finally {
      restore();
    }
  });

  it('[UX-15] on a wide screen the filters are always shown, without a Filter button', async () => {
    await renderRoute(documentsPage(nordlicht), { auth: new FakeAuth(USER_IDS.owner) });
    expect(await screen.findByRole('combobox', { name: 'Year' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filter/ })).toBeNull();
  });
});
