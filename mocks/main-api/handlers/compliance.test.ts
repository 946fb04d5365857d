/**
 * The compliance endpoints of the mock main API at the HTTP level: who may read and change what,
 * the checks the contract and the service make, and what a change does to the derived obligations.
 */
import { config } from '../../../src/shared/config/config';
import { testTokenFor } from '../../common/data/auth-tokens';
import { markets, registrations, reports } from '../data/compliance';
import { documents } from '../data/documents';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { obligationOf } from '../data/obligations';
import { attachments, tickets } from '../data/support';

const { alpenglueck, nordlicht, kowalski, maisonLavande } = COMPANY_IDS;

async function call(
  userId: string | null,
  path: string,
  options: { method?: string; body?: unknown } = {},
) {
  const headers = new Headers({ Accept: 'application/json' });
  if (userId) headers.set('Authorization', `Bearer ${testTokenFor(userId)}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${config.mainApiUrl}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const type = response.headers.get('Content-Type') ?? '';
  const body = type.includes('json') ? ((await response.json()) as Record<string, unknown>) : null;
  return { status: response.status, body, response };
}

const data = <T>(result: { body: Record<string, unknown> | null }) => result.body?.data as T;

const FACTS = {
  packagingEndUse: 'both',
  productEndUse: 'both',
  role: 'manufacturer',
  channels: [],
};

describe('markets', () => {
  it('[OBL-2][RULE-2] an owner replaces the markets; a kept market keeps its date, a new one without a sales start counts from before last year', async () => {
    const before = markets.findById(alpenglueck)!.markets.find((m) => m.country === 'AT')!.since;
    const result = await call(USER_IDS.owner, `/companies/${alpenglueck}/markets`, {
      method: 'PUT',
      body: {
        facts: FACTS,
        establishments: ['at'],
        markets: [
          { country: 'at', streams: ['packaging', 'batteries'] },
          { country: 'fr', streams: ['textiles'] },
        ],
      },
    });
    expect(result.status).toBe(200);
    const saved = data<{ markets: { country: string; since: string }[] }>(result);
    expect(saved.markets.map((m) => m.country)).toEqual(['AT', 'FR']);
    expect(saved.markets[0]!.since).toBe(before);
    expect(saved.markets[1]!.since).toBe(`${new Date().getUTCFullYear() - 1}-01-01`);
    expect(obligationOf(alpenglueck, 'DE', 'packaging').status).toBe('notApplicable');
  });

  it('[OBL-2] a country twice or a market without streams is refused with field reasons', async () => {
    const put = (list: unknown) =>
      call(USER_IDS.owner, `/companies/${alpenglueck}/markets`, {
        method: 'PUT',
        body: { facts: FACTS, establishments: [], markets: list },
      });
    const twice = await put([
      { country: 'AT', streams: ['packaging'] },
      { country: 'at', streams: ['weee'] },
    ]);
    expect(twice).toMatchObject({ status: 400, body: { fields: { markets: 'invalid' } } });
    const empty = await put([{ country: 'AT', streams: [] }]);
    expect(empty.body?.fields).toEqual({ 'markets.0.streams': 'required' });
  });

  it('[OBL-2][PERM-1][X-OBL-3] an adviser without editCompany may read but not change them (403 with the reason)', async () => {
    expect((await call(USER_IDS.pro, `/companies/${kowalski}/markets`)).status).toBe(200);
    const result = await call(USER_IDS.pro, `/companies/${kowalski}/markets`, {
      method: 'PUT',
      body: { facts: FACTS, establishments: [], markets: [] },
    });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ reason: 'adviserPermissionMissing' });
  });

  it('[DOM-2] markets kept from before end use was asked come unconfirmed; saving stores the facts and confirms them', async () => {
    const rheinperle = COMPANY_IDS.rheinperle;
    const before = await call(USER_IDS.flagsOff, `/companies/${rheinperle}/markets`);
    const kept = data<{ markets: { confirmed: boolean; facts: { packagingEndUse: string } }[] }>(
      before,
    );
    expect(kept.markets.map((m) => m.confirmed)).toEqual([false, false]);
    expect(kept.markets[0]!.facts.packagingEndUse).toBe('households');
    const result = await call(USER_IDS.flagsOff, `/companies/${rheinperle}/markets`, {
      method: 'PUT',
      body: {
        facts: { ...FACTS, packagingEndUse: 'businesses' },
        establishments: ['DE'],
        markets: [{ country: 'DE', streams: ['packaging'] }],
      },
    });
    expect(result.status).toBe(200);
    expect(data(result)).toMatchObject({
      markets: [{ country: 'DE', confirmed: true, facts: { packagingEndUse: 'businesses' } }],
    });
    // Packaging that ends up with businesses only: no dual system, LUCID and take-back.
    expect(obligationOf(rheinperle, 'DE', 'packaging').duties).toEqual([
      { id: 'registration', state: 'fulfilled' },
      { id: 'takeBack', state: 'ownResponsibility' },
    ]);
  });

  it('[LOADER-6] another company’s markets are not found', async () => {
    expect((await call(USER_IDS.flagsOff, `/companies/${nordlicht}/markets`)).status).toBe(404);
  });
});

describe('registrations', () => {
  const put = (userId: string, companyId: string, country: string, stream: string, body: unknown) =>
    call(userId, `/companies/${companyId}/registrations/${country}/${stream}`, {
      method: 'PUT',
      body,
    });

  it('[OBL-3] a number in the country’s format is saved, as printed on invoices too', async () => {
    const result = await put(USER_IDS.owner, alpenglueck, 'de', 'packaging', {
      number: ' LUCID: DE 1234567890123 ',
    });
    expect(result.status).toBe(200);
    expect(data(result)).toMatchObject({
      country: 'DE',
      stream: 'packaging',
      number: 'LUCID: DE 1234567890123',
    });
    expect(registrations.findById(`${alpenglueck}/DE/packaging`)).toBeDefined();
  });

  it('[OBL-3] a number of another format is refused: 400 with the field reason', async () => {
    const result = await put(USER_IDS.owner, alpenglueck, 'DE', 'packaging', { number: 'DE123' });
    expect(result).toMatchObject({ status: 400, body: { fields: { number: 'invalid' } } });
    expect(
      (await put(USER_IDS.owner, alpenglueck, 'DE', 'packaging', { number: '' })).body?.fields,
    ).toEqual({ number: 'required' });
  });

  it('[DOM-6] AT GLN with a wrong GS1 check digit is refused: 400 fields.number', async () => {
    const wrong = await put(USER_IDS.owner, alpenglueck, 'AT', 'packaging', {
      number: '9008390456711',
    });
    expect(wrong).toMatchObject({ status: 400, body: { fields: { number: 'invalid' } } });
    const right = await put(USER_IDS.owner, alpenglueck, 'AT', 'packaging', {
      number: 'GLN 9008390456712',
    });
    expect(right.status).toBe(200);
  });

  it('[OBL-3] where the fee level decides, the company’s reporting frequency is kept; elsewhere none', async () => {
    const at = await put(USER_IDS.owner, alpenglueck, 'AT', 'packaging', {
      number: '9008390456712',
      reportingFrequency: 'quarterly',
    });
    expect(data(at)).toMatchObject({ reportingFrequency: 'quarterly' });
    const de = await put(USER_IDS.owner, nordlicht, 'DE', 'weee', {
      number: 'DE52741963',
      reportingFrequency: 'monthly',
    });
    expect(data(de)).toMatchObject({ reportingFrequency: null });
  });

  it('[OBL-3] a stream without an obligation there, or no stream at all, is not found', async () => {
    expect((await put(USER_IDS.owner, alpenglueck, 'DE', 'textiles', { number: 'x' })).status).toBe(
      404,
    );
    expect((await put(USER_IDS.owner, alpenglueck, 'DE', 'paper', { number: 'x' })).status).toBe(
      404,
    );
  });

  it('[OBL-3][PERM-1] an adviser without editCompany cannot change a number (403); removing one works for an owner', async () => {
    expect(
      (await put(USER_IDS.pro, kowalski, 'PL', 'packaging', { number: '123456789' })).status,
    ).toBe(403);
    const removed = await call(USER_IDS.owner, `/companies/${nordlicht}/registrations/DE/weee`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect(registrations.findById(`${nordlicht}/DE/weee`)).toBeUndefined();
  });
});

describe('obligations and deadlines', () => {
  it('[OBL-1] the list and the single obligation agree', async () => {
    const list = data<{ obligations: { country: string; stream: string; status: string }[] }>(
      await call(USER_IDS.owner, `/companies/${nordlicht}/obligations`),
    );
    const single = data<{ status: string }>(
      await call(USER_IDS.owner, `/companies/${nordlicht}/obligations/de/weee`),
    );
    expect(list.obligations.find((o) => o.country === 'DE' && o.stream === 'weee')?.status).toBe(
      single.status,
    );
    expect(single.status).toBe('inProgress');
  });

  it('[OBL-3][X-ROUTE-1] a country without rules of its own gets the EU baseline; no country code, 404', async () => {
    const greece = data<{ ruleCountry: string; status: string }>(
      await call(USER_IDS.owner, `/companies/${nordlicht}/obligations/gr/packaging`),
    );
    expect(greece).toMatchObject({ ruleCountry: 'EU', status: 'notApplicable' });
    expect(
      (await call(USER_IDS.owner, `/companies/${nordlicht}/obligations/eu/packaging`)).status,
    ).toBe(404);
    expect(
      (await call(USER_IDS.owner, `/companies/${nordlicht}/obligations/deu/packaging`)).status,
    ).toBe(404);
  });

  it('[CAL-1] deadlines come by date in the default window; a bad window is a 400', async () => {
    const result = data<{ from: string; to: string; deadlines: { dueDate: string }[] }>(
      await call(USER_IDS.pro, `/companies/${kowalski}/deadlines`),
    );
    const dates = result.deadlines.map((d) => d.dueDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d >= result.from && d <= result.to)).toBe(true);
    expect(
      (await call(USER_IDS.pro, `/companies/${kowalski}/deadlines?from=2026-13-01`)).body?.fields,
    ).toEqual({ from: 'invalid' });
    expect(
      (await call(USER_IDS.pro, `/companies/${kowalski}/deadlines?from=2020-01-01&to=2030-01-01`))
        .body?.fields,
    ).toEqual({ to: 'invalid' });
  });
});

describe('compliance summaries', () => {
  type Summaries = {
    asOf: string;
    summaries: {
      companyId: string;
      openObligations: number;
      overdueObligations: number;
      nextDeadline: { id: string } | null;
    }[];
    unavailable: string[];
  };

  it('[ADV-2] each readable company once, agreeing with its own obligations and deadlines; the rest unavailable', async () => {
    const { solYMar } = COMPANY_IDS;
    const named = [kowalski, alpenglueck, 'cmp-9999', kowalski, nordlicht, solYMar];
    const result = await call(USER_IDS.pro, `/compliance-summaries?companyIds=${named.join(',')}`);
    expect(result.status).toBe(200);
    const { summaries, unavailable } = data<Summaries>(result);
    // Alpenglück's request is not accepted yet; Nordlicht is no client; cmp-9999 does not exist.
    expect(summaries.map((s) => s.companyId)).toEqual([kowalski, solYMar]);
    expect(unavailable).toEqual([alpenglueck, 'cmp-9999', nordlicht]);

    for (const summary of summaries) {
      const { obligations } = data<{ obligations: { status: string }[] }>(
        await call(USER_IDS.pro, `/companies/${summary.companyId}/obligations`),
      );
      const open = obligations.filter((o) => !['compliant', 'notApplicable'].includes(o.status));
      expect(summary.openObligations).toBe(open.length);
      expect(summary.overdueObligations).toBe(open.filter((o) => o.status === 'overdue').length);
      const { asOf, deadlines } = data<{
        asOf: string;
        deadlines: { id: string; status: string; dueDate: string }[];
      }>(await call(USER_IDS.pro, `/companies/${summary.companyId}/deadlines`));
      const pending = deadlines.filter((d) => d.status !== 'done' && d.status !== 'past');
      const next =
        pending.find((d) => d.status === 'overdue') ?? pending.find((d) => d.dueDate >= asOf);
      expect(summary.nextDeadline?.id ?? null).toBe(next?.id ?? null);
    }
  });

  it('[ADV-2] no company named, or more than 100, is a 400 with the field reason', async () => {
    expect((await call(USER_IDS.pro, '/compliance-summaries')).body?.fields).toEqual({
      companyIds: 'required',
    });
    expect((await call(USER_IDS.pro, '/compliance-summaries?companyIds=,')).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `cmp-${String(i).padStart(4, '0')}`);
    expect(
      (await call(USER_IDS.pro, `/compliance-summaries?companyIds=${many.join(',')}`)).body?.fields,
    ).toEqual({ companyIds: 'invalid' });
    // 100 distinct ids are fine (those the adviser cannot read are unavailable).
    const result = await call(
      USER_IDS.pro,
      `/compliance-summaries?companyIds=${many.slice(0, 100).join(',')}`,
    );
    expect(result.status).toBe(200);
    expect(
      data<Summaries>(result).unavailable.length + data<Summaries>(result).summaries.length,
    ).toBe(100);
  });
});

describe('reports', () => {
  it('[OBL-1][OBL-3] filing the overdue declaration fulfils it, adds a receipt, and a second filing is a 409', async () => {
    const obligation = obligationOf(maisonLavande, 'FR', 'textiles');
    expect(obligation.status).toBe('overdue');
    const deadlineId = obligation.nextDeadline!.id;
    const first = await call(USER_IDS.pro, `/companies/${maisonLavande}/reports`, {
      method: 'POST',
      body: { deadlineId, reference: 'RF-2026-1182' },
    });
    expect(first.status).toBe(201);
    const report = data<{ id: string; documentId: string }>(first);
    expect(reports.findById(report.id)).toBeDefined();
    expect(documents.findById(report.documentId)).toMatchObject({ type: 'reportReceipt' });
    expect(obligationOf(maisonLavande, 'FR', 'textiles').status).not.toBe('overdue');
    const again = await call(USER_IDS.pro, `/companies/${maisonLavande}/reports`, {
      method: 'POST',
      body: { deadlineId },
    });
    expect(again.status).toBe(409);
  });

  it('[OBL-3] a deadline that is not the company’s is a field error; the list filters by country and stream', async () => {
    const result = await call(USER_IDS.owner, `/companies/${nordlicht}/reports`, {
      method: 'POST',
      body: { deadlineId: 'fr-textiles-declaration:2026-02-28' },
    });
    expect(result).toMatchObject({ status: 400, body: { fields: { deadlineId: 'invalid' } } });
    const list = data<{ country: string; stream: string }[]>(
      await call(USER_IDS.pro, `/companies/${kowalski}/reports?country=de&stream=weee`),
    );
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((r) => `${r.country}/${r.stream}`))).toEqual(new Set(['DE/weee']));
  });
});

describe('documents', () => {
  it('[DOC-1] a document downloads as a real PDF with its file name; another company’s is not found', async () => {
    const result = await call(USER_IDS.owner, `/companies/${alpenglueck}/documents/doc-0002/file`);
    expect(result.status).toBe(200);
    expect(result.response.headers.get('Content-Type')).toBe('application/pdf');
    expect(result.response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="doc-0002.pdf"; filename*=UTF-8''doc-0002.pdf`,
    );
    const bytes = new Uint8Array(await result.response.arrayBuffer());
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('Alpengl\\374ck Naturkosmetik GmbH');
    expect(
      (await call(USER_IDS.owner, `/companies/${nordlicht}/documents/doc-0002/file`)).status,
    ).toBe(404);
    expect(
      (await call(USER_IDS.owner, `/companies/${alpenglueck}/documents/doc-none`)).status,
    ).toBe(404);
  });

  it('[DOC-1] the list is the company’s, newest first', async () => {
    const list = data<{ id: string; issuedAt: string }[]>(
      await call(USER_IDS.owner, `/companies/${alpenglueck}/documents`),
    );
    expect(list.map((d) => d.id)).toContain('doc-0001');
    const dates = list.map((d) => d.issuedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('support', () => {
  const pdf = Buffer.from('%PDF-1.4\n%test\n').toString('base64');
  const upload = (body: unknown) =>
    call(USER_IDS.owner, `/companies/${nordlicht}/support/attachments`, { method: 'POST', body });

  it('[SUP-1] a ticket with an uploaded attachment answers with its reference', async () => {
    const uploaded = await upload({ name: 'invoice.pdf', type: 'application/pdf', content: pdf });
    expect(uploaded.status).toBe(201);
    const attachment = data<{ id: string; sizeBytes: number }>(uploaded);
    expect(attachment.sizeBytes).toBe(15);
    const result = await call(USER_IDS.owner, `/companies/${nordlicht}/tickets`, {
      method: 'POST',
      body: {
        topic: 'invoices',
        country: 'de',
        stream: 'packaging',
        message: 'Please send the invoice again.',
        attachmentIds: [attachment.id],
      },
    });
    expect(result.status).toBe(201);
    const ticket = data<{ reference: string; attachments: unknown[]; country: string }>(result);
    expect(ticket.reference).toMatch(/^SUP-\d{4}-\d{6}$/);
    expect(ticket).toMatchObject({
      country: 'DE',
      attachments: [expect.objectContaining({ name: 'invoice.pdf' })],
    });
    expect(tickets.where((t) => t.companyId === nordlicht)).toHaveLength(2);
    // An attachment goes with one ticket only.
    const reused = await call(USER_IDS.owner, `/companies/${nordlicht}/tickets`, {
      method: 'POST',
      body: { topic: 'other', message: 'Same file again please', attachmentIds: [attachment.id] },
    });
    expect(reused.body?.fields).toEqual({ attachmentIds: 'invalid' });
  });

  it('[SUP-1][X-SUP-1] type, name and content are checked: a wrong type, a name of another type, content of another type', async () => {
    expect(
      (await upload({ name: 'run.exe', type: 'application/x-msdownload', content: pdf })).body
        ?.fields,
    ).toEqual({ type: 'notAllowed' });
    expect(
      (await upload({ name: 'photo.png', type: 'application/pdf', content: pdf })).body?.fields,
    ).toEqual({ name: 'notAllowed' });
    const png = Buffer.from('not really a png').toString('base64');
    expect(
      (await upload({ name: 'photo.png', type: 'image/png', content: png })).body?.fields,
    ).toEqual({ content: 'contentMismatch' });
    expect(attachments.all()).toHaveLength(0);
  });

  it('[TRUST-7] CSV and text attachments must be UTF-8 text without NUL bytes; HTML labelled as PDF is refused', async () => {
    const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');
    const csv = (content: string) => ({ name: 'mengen.csv', type: 'text/csv', content });
    expect((await upload(csv(b64('kg;stream\n412,5;weee\n')))).status).toBe(201);
    expect((await upload(csv(b64(Buffer.from([0x6b, 0x67, 0x00, 0x31]))))).body?.fields).toEqual({
      content: 'notText',
    });
    expect((await upload(csv(b64(Buffer.from([0x6b, 0xff, 0xfe, 0x31]))))).body?.fields).toEqual({
      content: 'notText',
    });
    const txt = { name: 'notes.txt', type: 'text/plain', content: b64(Buffer.from([0, 1, 2])) };
    expect((await upload(txt)).body?.fields).toEqual({ content: 'notText' });
    const html = b64('<html><script>alert(1)</script></html>');
    expect(
      (await upload({ name: 'invoice.pdf', type: 'application/pdf', content: html })).body?.fields,
    ).toEqual({ content: 'contentMismatch' });
    expect(attachments.all()).toHaveLength(1);
  });

  it('[TRUST-7] an attachment name is kept without path segments, control characters or leading dots', async () => {
    const uploaded = await upload({
      name: '../../..\\.hidden\u0007 report\u202e.pdf',
      type: 'application/pdf',
      content: pdf,
    });
    expect(uploaded.status).toBe(201);
    expect(data<{ name: string }>(uploaded).name).toBe('hidden report.pdf');
  });

  it('[SUP-1] more than 10 MB, or more than 5 attachments, is refused', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF');
    const tooBig = await upload({
      name: 'big.pdf',
      type: 'application/pdf',
      content: big.toString('base64'),
    });
    expect(tooBig.body?.fields).toEqual({ content: 'tooLong' });
    const six = await call(USER_IDS.owner, `/companies/${nordlicht}/tickets`, {
      method: 'POST',
      body: {
        topic: 'other',
        message: 'Six files attached here',
        attachmentIds: ['a', 'b', 'c', 'd', 'e', 'f'],
      },
    });
    expect(six.body?.fields).toEqual({ attachmentIds: 'tooLong' });
  });

  it('[SUP-1] a message under 10 characters and no topic are field errors', async () => {
    const result = await call(USER_IDS.owner, `/companies/${nordlicht}/tickets`, {
      method: 'POST',
      body: { message: 'Help' },
    });
    expect(result.body?.fields).toEqual({ topic: 'required', message: 'tooShort' });
  });
});
