import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderApp } from '@/testing/render-app';
import { server } from '../../../mocks/node';
import { documentsOf } from '../../../mocks/data/documents';
import { COMPANY_IDS } from '../../../mocks/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/data/fixtures/users';

// Whole user journeys through the real route tree, whose pages load the reference texts: slow on a
// busy 2-core machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { alpenglueck, rheinperle } = COMPANY_IDS;
const documentsPage = (companyId: string, query = '') =>
  `/companies/${companyId}/dashboard/documents${query}`;
const year = new Date().getUTCFullYear();

const rows = async () => {
  const table = await screen.findByRole('table', { name: 'Documents' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
};

describe('documents (DOC-1)', () => {
  it('[DOC-1] lists every document of the company, newest first', async () => {
    await renderApp(documentsPage(alpenglueck));
    expect(await rows()).toEqual(documentsOf(alpenglueck).map((d) => d.title));
  });

  it('[DOC-1] filters by year and type in the URL; a link with them shows the same view', async () => {
    const { user, router } = await renderApp(documentsPage(alpenglueck));
    await rows();
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    await user.click(await screen.findByRole('option', { name: String(year - 1) }));
    await waitFor(() => expect(locationOf(router)).toContain(`year=${year - 1}`));
    const expected = documentsOf(alpenglueck).filter((d) => d.year === year - 1);
    await waitFor(async () => expect(await rows()).toEqual(expected.map((d) => d.title)));
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Invoice' }));
    await waitFor(async () => expect(await rows()).toEqual([`Rechnung RE-${year - 1}-0087`]));
    expect(locationOf(router)).toBe(documentsPage(alpenglueck, `?year=${year - 1}&type=invoice`));
  });

  it('[DOC-1] sorts by title in the URL, both ways', async () => {
    const { user, router } = await renderApp(documentsPage(alpenglueck, '?type=invoice'));
    await rows();
    await user.click(screen.getByRole('button', { name: 'Title' }));
    const titles = documentsOf(alpenglueck)
      .filter((d) => d.type === 'invoice')
      .map((d) => d.title)
      .sort((a, b) => a.localeCompare(b));
    await waitFor(async () => expect(await rows()).toEqual(titles));
    expect(locationOf(router)).toContain('sort=title&dir=asc');
    await user.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(async () => expect(await rows()).toEqual([...titles].reverse()));
  });

  it('[DOC-1] an empty filter result says so and offers to clear the filters; no documents at all says what fills them', async () => {
    const { user } = await renderApp(documentsPage(alpenglueck, '?stream=textiles'));
    expect(await screen.findByText('No documents match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect((await rows()).length).toBeGreaterThan(0);
  });

  it('[DOC-1] a company without documents gets the empty state', async () => {
    await renderApp(documentsPage(rheinperle), { auth: new FakeAuth(USER_IDS.flagsOff) });
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
    const { user } = await renderApp(documentsPage(alpenglueck));
    await rows();
    await user.click(
      screen.getByRole('button', { name: `Download PDF: Entpflichtungsbestätigung ${year}` }),
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
    const { user } = await renderApp(documentsPage(alpenglueck));
    await rows();
    await user.click(
      screen.getByRole('button', { name: `Download PDF: Entpflichtungsbestätigung ${year}` }),
    );
    expect(await screen.findByText(/The download failed/)).toBeInTheDocument();
    expect((await rows()).length).toBeGreaterThan(0);
  });

  it('[DOC-1] a document’s page names it and downloads it; an unknown document is not found', async () => {
    await renderApp(`${documentsPage(alpenglueck)}/doc-0001`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Entpflichtungs- und Lizenzvereinbarung',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('[DOC-1][ERR-2][X-DOC-1] an unknown document id shows the not-found page', async () => {
    await renderApp(`${documentsPage(alpenglueck)}/doc-unknown`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });
});
