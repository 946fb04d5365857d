import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { licences } from '../../../../mocks/main-api/data/licensing';
import { processes } from '../../../../mocks/main-api/data/processes';

// Whole flows through several forms: slower than one page, above all on a busy machine.
jest.setTimeout(45_000);

const { nordlicht, alpenglueck } = COMPANY_IDS;
const licencePath = (id: string, company: string = nordlicht, section = 'de-licensing-process') =>
  `/companies/${company}/${section}/${id}`;

/** What the page asked the browser to save: object URLs and file names (jsdom has neither). */
function captureDownloads() {
  const saved: { href: string; download: string }[] = [];
  const blobs: Blob[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      blobs.push(blob);
      return `blob:test/${blobs.length}`;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
  return { saved, blobs };
}

async function openLicence(path = licencePath('prc-0001')) {
  const app = await renderRoute(path, { auth: new FakeAuth(USER_IDS.owner) });
  await screen.findByRole('heading', { level: 1, name: 'Packaging licence Germany 2026' });
  return app;
}

describe('the licence page', () => {
  it('[LIC-3][X-LIC-2] shows the timeline, the licensed quantities, the price and the reports with their deadlines', async () => {
    await openLicence();
    expect(screen.getByText('Licence number LIZ-DE-2026-004817')).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Licence timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Draft startedOn Nov 14, 2025',
      'SubmittedOn Dec 2, 2025',
      'Licence activeOn Dec 2, 2025',
    ]);
    const quantities = screen.getByRole('table', { name: 'Licensed quantities' });
    expect(
      within(quantities).getByRole('row', { name: /Paper, paperboard, cardboard/ }),
    ).toHaveTextContent('64,100.75 kg');
    const reports = screen.getByRole('table', { name: 'Quantity reports' });
    expect(within(reports).getByRole('row', { name: /Planned quantities/ })).toHaveTextContent(
      'Dec 31, 2025Filed',
    );
    expect(within(reports).getByRole('row', { name: /Year-end report/ })).toHaveTextContent(
      'May 15, 2027Upcoming',
    );
    expect(
      within(reports).getByRole('button', { name: 'Report: Intra-year change' }),
    ).toBeInTheDocument();
    expect(
      within(reports).queryByRole('button', { name: 'Report: Year-end report' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByText(/Intra-year change, filed on Jul 8, 2026: 74,228.05 kg in total/),
    ).toBeInTheDocument();
  });

  it('[LIC-3][X-PROC-5] downloads the participation certificate and the invoice as PDFs', async () => {
    const { saved, blobs } = captureDownloads();
    const { user } = await openLicence();
    await user.click(screen.getByRole('button', { name: 'Download Certificate' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { href: 'blob:test/1', download: 'participation-certificate-de-2026.pdf' },
      ]),
    );
    expect(blobs[0]!.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await blobs[0]!.arrayBuffer())).toMatch(/^%PDF-1\.4/);
    expect(
      await screen.findByText('participation-certificate-de-2026.pdf downloaded.'),
    ).toBeInTheDocument();
  });

  it('[LIC-3] a document that cannot be fetched says so and the page stays', async () => {
    captureDownloads();
    server.use(
      http.get(
        `${config.mainApiUrl}/companies/:companyId/processes/:processId/documents/:documentId`,
        () => HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = await openLicence();
    await user.click(screen.getByRole('button', { name: 'Download Invoice' }));
    expect(
      await screen.findByText(
        'The document could not be downloaded. An unexpected error occurred.',
      ),
    ).toBeInTheDocument();
  });

  it('[LUCID-1][LIC-3] exports the latest report, and any filed report, as a reading aid for typing into LUCID, never an import file', async () => {
    const { saved, blobs } = captureDownloads();
    const { user } = await openLicence();
    expect(
      screen.getByText(
        'The LUCID export is a reading aid for typing the figures into LUCID, not an import file.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reading aid for LUCID (CSV)' }));
    expect(saved).toEqual([
      {
        href: 'blob:test/1',
        download: `lucid-reading-aid-${new Date().getFullYear()}-intraYearChange-DE3194726850143.csv`,
      },
    ]);
    const lines = new TextDecoder().decode(await blobs[0]!.arrayBuffer()).split('\r\n');
    expect(lines.slice(0, 9)).toEqual([
      'Reading aid for typing into LUCID – not an import file',
      expect.stringMatching(/^"?Type each value into the LUCID field named in the second column/),
      '',
      'Field;Field in LUCID;Value',
      'Registration number;Registrierungsnummer;DE3194726850143',
      'Kind of report;Art der Datenmeldung;Unterjährige Mengenmeldung (Intra-year change)',
      `Period from;Zeitraum von;01.01.${new Date().getFullYear()}`,
      `Period to;Zeitraum bis;31.12.${new Date().getFullYear()}`,
      'System;System;The dual system on your participation certificate',
    ]);
    expect(lines.slice(10, 13)).toEqual([
      'Material code;Material;Materialart;Masse (kg)',
      '10000;Glass;Glas;0,000',
      '20000;Paper, paperboard, cardboard;Papier, Pappe, Karton;64100,750',
    ]);

    await user.click(
      screen.getByRole('button', {
        name: 'LUCID: reading aid for Planned quantities of Dec 2, 2025 (CSV)',
      }),
    );
    const planned = new TextDecoder().decode(await blobs[1]!.arrayBuffer()).split('\r\n');
    expect(planned[5]).toBe(
      'Kind of report;Art der Datenmeldung;Planmengenmeldung (Planned quantities)',
    );
    expect(planned[12]).toBe('20000;Paper, paperboard, cardboard;Papier, Pappe, Karton;62400,500');
  });

  it('[LIC-3] an intra-year change is filed with the quantity fields and changes the licensed quantities', async () => {
    const { user } = await openLicence();
    await user.click(screen.getByRole('button', { name: 'Report: Intra-year change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Intra-year change' });
    const plastics = within(dialog).getByRole('textbox', { name: /^Plastics/ });
    expect(plastics).toHaveValue('8,420');
    await user.clear(plastics);
    await user.type(plastics, '9,000.125');
    await user.click(within(dialog).getByRole('button', { name: 'File report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Intra-year change filed.')).toBeInTheDocument();
    const quantities = screen.getByRole('table', { name: 'Licensed quantities' });
    expect(within(quantities).getByRole('row', { name: /^Plastics/ })).toHaveTextContent(
      '9,000.125 kg',
    );
    expect(licences.findById('prc-0001')!.reports).toHaveLength(3);
  });

  it('[LIC-3] a refused report keeps the quantities typed', async () => {
    server.use(
      http.post(`${config.mainApiUrl}/companies/:companyId/licences/:processId/reports`, () =>
        HttpResponse.json({ message: 'This report cannot be filed now' }, { status: 409 }),
      ),
    );
    const { user } = await openLicence();
    await user.click(
      screen.getByRole('button', { name: 'Report: Deduction (damaged or returned packaging)' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Plastics/ }), '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'File report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The server did not accept the data. Check the fields and try again.',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Plastics/ })).toHaveValue('12.5');
  });

  it('[LIC-3][X-LIC-2] the previous year’s quantities past a threshold show the declaration of completeness', async () => {
    processes.insert({
      ...processes.findById('prc-0001')!,
      id: 'prc-2027',
      year: 2027,
      reference: 'LIZ-DE-2027-000001',
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    licences.insert({ ...licences.findById('prc-0001')!, id: 'prc-2027', year: 2027, reports: [] });
    await renderRoute(licencePath('prc-2027'), { auth: new FakeAuth(USER_IDS.owner) });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Declaration of completeness for 2026 required');
    expect(notice).toHaveTextContent('due by May 15, 2027');
    expect(notice).toHaveTextContent(
      'Paper, paperboard and cardboard: 64,100.75 kg (threshold 50,000 kg)',
    );
    expect(notice).not.toHaveTextContent('Glass:');
  });

  it.each([
    ['an unknown licence', licencePath('prc-nope')],
    ['another company’s licence', licencePath('prc-0001', alpenglueck)],
    ['an Austrian licence in the German section', licencePath('prc-0003', alpenglueck)],
  ])('[LIC-3][LOADER-6] %s is not found', async (_label, path) => {
    await renderRoute(path, { auth: new FakeAuth(USER_IDS.owner) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
