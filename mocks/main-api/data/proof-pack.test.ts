/**
 * PROOF-1: the marketplace proof pack's data, its CSV (RFC 4180, UTF-8 with BOM) and its PDF,
 * and the endpoints that serve them.
 */
import { BASES } from './fixtures/bases';
import { config } from '../../../src/shared/config/config';
import { testTokenFor } from '../../common/data/auth-tokens';
import { recordRegistration } from './compliance';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { registrations as producerRegistrations } from './producer-registrations';
import { proofPackCsv, proofPackOf, proofPackPdf } from './proof-pack';

const { nordlicht, alpenglueck, kowalski, maisonLavande } = COMPANY_IDS;
const LUCID_LOOKUP =
  'https://verpackungsregister.org/verpackungsregister-lucid/oeffentliche-register/auf-einen-blick-oeffentliche-register';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const latin = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** RFC 4180 records: quoted fields may hold separators, doubled quotes and line breaks. */
function records(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const ch = csv[i]!;
    if (quoted && ch === '"' && csv[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && ch === '"') {
      quoted = false;
    } else if (quoted) {
      field += ch;
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && csv[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += ch;
    }
  }
  return rows;
}

describe('the proof pack’s numbers (PROOF-1)', () => {
  it('[PROOF-1] lists every number per country and stream with its register, label and public lookup, brands per equipment type', () => {
    const pack = proofPackOf(nordlicht, '2026-11-26');
    expect(pack.companyName).toBe('Nordlicht Versand GmbH');
    expect(pack.entries.map((e) => [e.country, e.stream, e.label, e.number])).toEqual([
      ['DE', 'packaging', 'LUCID', 'DE3194726850143'],
      ['DE', 'weee', 'WEEE-Reg.-Nr.', 'DE52741963'],
    ]);
    const [lucid, weee] = pack.entries;
    expect(lucid!.lookupUrl).toBe(LUCID_LOOKUP);
    expect(lucid!.register).toEqual({
      name: 'LUCID',
      authority: 'Zentrale Stelle Verpackungsregister (ZSVR)',
    });
    // stiftung ear: no public lookup known, so none is offered.
    expect(weee!.lookupUrl).toBeNull();
    expect(weee!.brands).toEqual([
      { brand: 'Nordlicht Home', equipmentType: 'otherLampsB2c', state: 'applied' },
      { brand: 'Nordlicht Home', equipmentType: 'smallEquipmentB2c', state: 'applied' },
      { brand: 'Lumen & Co', equipmentType: 'otherLampsB2c', state: 'applied' },
      { brand: 'Lumen & Co', equipmentType: 'smallEquipmentB2c', state: 'applied' },
    ]);
  });

  it('[PROOF-1] Austrian GLN, Polish BDO, French IDU: the label the reference data knows; a format is confirmed only where a primary basis quotes it', () => {
    const numbers = (companyId: string) =>
      proofPackOf(companyId).entries.map((e) => [e.country, e.label, e.number, e.formatVerified]);
    expect(numbers(alpenglueck)).toEqual([['AT', 'GLN', '9008390456712', false]]);
    // RULE-1: a format is confirmed only by a primary basis: the BDO's (the register's own page)
    // is; the ear number has none yet.
    expect(numbers(kowalski)).toEqual([
      ['DE', 'WEEE-Reg.-Nr.', 'DE73519284', false],
      ['PL', 'BDO', '000412587', true],
    ]);
    expect(BASES['PL/weee/registrationNumber']?.quote).toBeTruthy();
    // The IDU format rests on ADEME's own page.
    expect(numbers(maisonLavande)).toEqual([['FR', 'IDU', 'FR231874_01LVND', true]]);
    // A number recorded later is in the pack at once, in country and stream order.
    recordRegistration(maisonLavande, {
      country: 'FR',
      stream: 'packaging',
      number: 'FR231874_02PACK',
    });
    expect(proofPackOf(maisonLavande).entries.map((e) => e.stream)).toEqual([
      'packaging',
      'textiles',
    ]);
  });

  it('[PROOF-1] a company without numbers has an empty pack', () => {
    expect(proofPackOf(COMPANY_IDS.altmann).entries).toEqual([]);
  });
});

describe('the proof pack as CSV (PROOF-1)', () => {
  it('[PROOF-1] is UTF-8 with a byte order mark, CRLF lines, headings in the user’s language, one row per number and brand', () => {
    const file = proofPackCsv(proofPackOf(nordlicht), 'de');
    expect(file.contentType).toBe('text/csv; charset=utf-8; header=present');
    expect([...file.body.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = text(file.body).replace(/^\uFEFF/, '');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv).not.toMatch(/[^\r]\n/);
    const rows = records(csv);
    expect(rows[0]).toEqual([
      'Land',
      'Ländercode',
      'Produktbereich',
      'Register',
      'Stelle',
      'Nummernart',
      'Nummer',
      'Marke',
      'Geräteart',
      'Status der Marke',
      'Öffentliche Abfrage',
    ]);
    expect(rows).toHaveLength(1 + 1 + 4);
    expect(rows[1]).toEqual([
      'Deutschland',
      'DE',
      'Verpackungen',
      'LUCID',
      'Zentrale Stelle Verpackungsregister (ZSVR)',
      'LUCID',
      'DE3194726850143',
      '',
      '',
      '',
      LUCID_LOOKUP,
    ]);
    // A cell with a comma is quoted and reads back whole; no lookup is said in words.
    expect(rows[2]!.slice(6)).toEqual([
      'DE52741963',
      'Nordlicht Home',
      'Lampen außer Gasentladungslampen, private Haushalte',
      'beantragt',
      'Keine öffentliche Abfrage bekannt',
    ]);
    expect(file.disposition).toContain('filename*=UTF-8');
    expect(file.disposition).toContain('.csv');
  });

  it('[PROOF-1][TRUST-8] a brand that looks like a formula is defused; quotes are doubled', () => {
    const record = producerRegistrations.findById('prc-0002')!;
    producerRegistrations.update('prc-0002', {
      brandRegistrations: [
        { ...record.brandRegistrations![0]!, brand: '=HYPERLINK("http://evil.example")' },
      ],
    });
    const rows = records(text(proofPackCsv(proofPackOf(nordlicht), 'en').body));
    expect(rows[2]![7]).toBe('\'=HYPERLINK("http://evil.example")');
    expect(rows[0]![0]).toBe('Country');
  });
});

describe('the proof pack as PDF (PROOF-1)', () => {
  it('[PROOF-1] is a PDF with the numbers, registers, lookups, brands and ready texts, in the user’s language', () => {
    const file = proofPackPdf(proofPackOf(nordlicht), 'de');
    expect(file.contentType).toBe('application/pdf');
    const pdf = latin(file.body);
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf).toContain('(Nachweise f\\374r Marktpl\\344tze) Tj');
    expect(pdf).toContain("(LUCID DE3194726850143 \\(Deutschland, Verpackungen\\)) '");
    expect(pdf).toContain('WEEE-Reg.-Nr. DE52741963');
    expect(pdf).toContain('Keine \\366ffentliche Abfrage bekannt');
    expect(pdf).toContain('Lumen & Co');
    expect(pdf).toContain("(Rechnungen) '");
    expect(pdf).toContain('EPR-Registrierungsnummern: LUCID DE3194726850143');
    expect(file.disposition).toContain('.pdf');
  });

  it('[PROOF-1] many brands continue on further pages, the cross-reference table still right', () => {
    const record = producerRegistrations.findById('prc-0002')!;
    const many = Array.from({ length: 120 }, (_, i) => ({
      ...record.brandRegistrations![0]!,
      brand: `Brand ${i + 1}`,
    }));
    producerRegistrations.update('prc-0002', { brandRegistrations: many });
    const pdf = latin(proofPackPdf(proofPackOf(nordlicht), 'en').body);
    const count = Number(/\/Count (\d+)/.exec(pdf)![1]);
    expect(count).toBeGreaterThanOrEqual(3);
    const xref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7 + (count - 1) * 2);
    offsets.forEach((offset, i) =>
      expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true),
    );
    expect(pdf).toContain('Brand 120');
  });
});

describe('the proof pack’s endpoints (PROOF-1)', () => {
  const get = (userId: string | null, path: string) =>
    fetch(`${config.mainApiUrl}${path}`, {
      headers: userId ? { Authorization: `Bearer ${testTokenFor(userId)}` } : {},
    });

  it('[PROOF-1] the pack as JSON, PDF and CSV for whoever reaches the company; another company is 404, no token 401', async () => {
    const json = await get(USER_IDS.owner, `/companies/${nordlicht}/proof-pack`);
    expect(json.status).toBe(200);
    const body = (await json.json()) as { data: { entries: unknown[] } };
    expect(body.data.entries).toHaveLength(2);
    const pdf = await get(USER_IDS.owner, `/companies/${nordlicht}/proof-pack/file.pdf?lang=fr`);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(pdf.headers.get('Cache-Control')).toBe('private, no-store');
    expect(latin(new Uint8Array(await pdf.arrayBuffer()))).toContain('Justificatifs marketplaces');
    const csv = await get(USER_IDS.owner, `/companies/${nordlicht}/proof-pack/file.csv?lang=es`);
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8; header=present');
    expect(csv.headers.get('Content-Disposition')).toMatch(/^attachment; filename="/);
    expect(text(new Uint8Array(await csv.arrayBuffer()))).toContain('País,Código de país');
    // The adviser reads the client's pack; the owner not another company's.
    expect((await get(USER_IDS.pro, `/companies/${kowalski}/proof-pack`)).status).toBe(200);
    expect((await get(USER_IDS.owner, `/companies/${kowalski}/proof-pack`)).status).toBe(404);
    expect((await get(USER_IDS.owner, `/companies/${kowalski}/proof-pack/file.csv`)).status).toBe(
      404,
    );
    expect((await get(null, `/companies/${nordlicht}/proof-pack/file.pdf`)).status).toBe(401);
  });
});
