/** The support endpoints of the mock main API at the HTTP level: tickets, replies and attachments. */
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { attachments, tickets } from '../data/support';
import { call, data } from '../testing/http-call';

const { nordlicht } = COMPANY_IDS;

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
