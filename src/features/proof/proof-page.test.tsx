/**
 * PROOF-1 on screen: the marketplace proof page lists every number with its register's public
 * lookup (or says there is none), the ready texts with the numbers filled in, and hands over the
 * PDF and CSV the service writes; in the user's language; linked from the navigation.
 */
import { configure, screen, within } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { renderLayout, renderRoute } from '@/testing/render-app';
import { registrations } from '../../../mocks/main-api/data/compliance';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { nordlicht, alpenglueck } = COMPANY_IDS;
const page = (companyId: string) => `/companies/${companyId}/dashboard/marketplace-proof`;
const LUCID_LOOKUP =
  'https://verpackungsregister.org/verpackungsregister-lucid/oeffentliche-register/auf-einen-blick-oeffentliche-register';

function captureDownloads() {
  const files: { blob: Blob; name: string }[] = [];
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
    files.push({ blob: blobs[Number(this.href.split('/').pop()) - 1]!, name: this.download });
  });
  return files;
}

describe('the marketplace proof page (PROOF-1)', () => {
  it('[PROOF-1] lists each number with its register and public lookup, or says there is none; brands per equipment type', async () => {
    await renderRoute(page(nordlicht), { auth: new FakeAuth(USER_IDS.owner) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marketplace proof' }),
    ).toBeInTheDocument();
    const entries = await screen.findAllByTestId('proof-entry');
    expect(entries).toHaveLength(2);
    const [lucid, weee] = entries;
    expect(
      within(lucid!).getByRole('heading', { name: 'Germany · Packaging' }),
    ).toBeInTheDocument();
    expect(within(lucid!).getByTestId('proof-number')).toHaveTextContent('LUCID DE3194726850143');
    const lookup = within(lucid!).getByRole('link', {
      name: 'Check in the public register (LUCID)',
    });
    expect(lookup).toHaveAttribute('href', LUCID_LOOKUP);
    expect(lookup).toHaveAttribute('target', '_blank');
    expect(lookup).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(weee!).getByTestId('proof-number')).toHaveTextContent('WEEE-Reg.-Nr. DE52741963');
    expect(within(weee!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(weee!).getByText('No public lookup known')).toBeInTheDocument();
    expect(
      within(weee!).getByText(
        'Lumen & Co – Lamps except gas discharge lamps, for private households (applied for)',
      ),
    ).toBeInTheDocument();
  });

  it('[PROOF-1] ready texts for invoices, shop footer and terms carry the numbers; each copies', async () => {
    const { user } = await renderRoute(page(nordlicht), { auth: new FakeAuth(USER_IDS.owner) });
    const invoice = await screen.findByTestId('proof-text-invoice');
    const numbers =
      'LUCID DE3194726850143 (Germany, Packaging); WEEE-Reg.-Nr. DE52741963 (Germany, Electrical equipment (WEEE))';
    expect(invoice).toHaveTextContent(`EPR registration numbers: ${numbers}`);
    expect(screen.getByTestId('proof-text-footer')).toHaveTextContent(
      `Nordlicht Versand GmbH is registered for extended producer responsibility: ${numbers}`,
    );
    expect(screen.getByTestId('proof-text-terms')).toHaveTextContent(
      `Extended producer responsibility: Nordlicht Versand GmbH is registered with the competent registers under the following numbers: ${numbers}.`,
    );
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy text: Shop footer' }));
    expect(writeText).toHaveBeenCalledWith(
      `Nordlicht Versand GmbH is registered for extended producer responsibility: ${numbers}`,
    );
    expect(await screen.findByText('Text copied.')).toBeInTheDocument();
  });

  it('[PROOF-1] downloads the PDF and the CSV the service writes, in the page’s language', async () => {
    const files = captureDownloads();
    const { user } = await renderRoute(page(nordlicht), {
      auth: new FakeAuth(USER_IDS.owner),
      language: 'de',
    });
    await screen.findAllByTestId('proof-entry');
    expect(
      screen.getByText(/EPR-Registrierungsnummern: LUCID DE3194726850143/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PDF herunterladen' }));
    await user.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
    await screen.findByRole('button', { name: 'CSV herunterladen' });
    expect(files.map((f) => f.name)).toEqual([
      expect.stringMatching(/^Nordlicht Versand GmbH EPR \d{4}-\d{2}-\d{2}\.pdf$/),
      expect.stringMatching(/^Nordlicht Versand GmbH EPR \d{4}-\d{2}-\d{2}\.csv$/),
    ]);
    const pdf = new Uint8Array(await files[0]!.blob.arrayBuffer());
    expect(String.fromCharCode(...pdf.slice(0, 8))).toBe('%PDF-1.4');
    const csv = new TextDecoder().decode(await files[1]!.blob.arrayBuffer());
    expect(csv.split('\r\n')[0]).toBe(
      'Land,Ländercode,Produktbereich,Register,Stelle,Nummernart,Nummer,Marke,Geräteart,Status der Marke,Öffentliche Abfrage',
    );
  });

  it('[PROOF-1] a company without numbers is told where they come from; nothing to download', async () => {
    registrations
      .where((r) => r.companyId === alpenglueck)
      .forEach((r) => registrations.remove(r.id));
    await renderRoute(page(alpenglueck), { auth: new FakeAuth(USER_IDS.owner) });
    expect(
      await screen.findByText(/No registration numbers yet: record them on the country pages/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });
});

/** The link lives in the app shell's navigation: the shell with a stand-in page. */
describe('layout: the company navigation', () => {
  it('[PROOF-1] the navigation links to the page', async () => {
    await renderLayout(`/companies/${nordlicht}/dashboard`, { auth: new FakeAuth(USER_IDS.owner) });
    const nav = await screen.findByRole('navigation', { name: 'Company navigation' });
    expect(within(nav).getByRole('link', { name: 'Marketplace proof' })).toHaveAttribute(
      'href',
      page(nordlicht),
    );
  });
});
