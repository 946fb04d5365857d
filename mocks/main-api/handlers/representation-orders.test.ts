/**
 * The authorised-representative orders of the mock main API, the representative's confirmation
 * (moved into the past here, not waited for), and the uploads of the service processes (TRUST-7).
 */
import type { NieNifApplication } from '../../../src/shared/contract/main/nie-nif';
import type { RepresentationOrder } from '../../../src/shared/contract/main/representation';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { processes } from '../data/processes';
import { scheduledSteps } from '../data/service-steps';
import { callMainApi, pdfUpload } from '../../common/testing/main-api-call';
import { getResponse } from 'msw';
import { config } from '../../../src/shared/config/config';
import { testTokenFor } from '../../common/data/auth-tokens';
import { handlers } from '../../common/handlers';
import { applicant } from '../testing/nie-nif-applicant';

const { alpenglueck, nordlicht } = COMPANY_IDS;
const owner = USER_IDS.owner;
const call = <T>(method: string, path: string, body?: unknown) =>
  callMainApi<T>(owner, method, path, body);

/** Lets every scheduled step of the local stack's authorities happen now. */
function timePasses() {
  for (const step of scheduledSteps.all()) scheduledSteps.update(step.id, { at: Date.now() - 1 });
}

describe('authorised-representative orders', () => {
  it('[AME-1][X-PROC-4][X-AME-1] an order makes one process per country; the representative confirms after the user’s steps', async () => {
    const refused = await call('POST', `/companies/${nordlicht}/representation-orders`, {
      selections: [{ country: 'DE', streams: ['packaging'] }],
      acceptTerms: true,
    });
    expect(refused.body?.fields).toEqual({ 'selections.0.country': 'notAllowed' });

    const { status, data } = await call<RepresentationOrder>(
      'POST',
      `/companies/${nordlicht}/representation-orders`,
      {
        selections: [
          { country: 'AT', streams: ['packaging', 'weee'] },
          { country: 'ES', streams: ['weee'] },
        ],
        acceptTerms: true,
      },
    );
    expect(status).toBe(201);
    expect(data.processIds).toHaveLength(2);
    expect(data.id).toBe(data.processIds[0]);
    expect(data.quote).toMatchObject({ net: 9_900 + 3 * 42_000 });
    expect(data.steps.map((s) => s.state)).toEqual(['open', 'open', 'waiting']);
    expect(data.processIds.map((id) => processes.findById(id))).toEqual([
      expect.objectContaining({
        service: 'authoriseme',
        country: 'AT',
        streams: ['packaging', 'weee'],
        status: 'submitted',
      }),
      expect.objectContaining({
        service: 'authoriseme',
        country: 'ES',
        streams: ['weee'],
        status: 'submitted',
      }),
    ]);

    const path = `/companies/${nordlicht}/representation-orders/${data.processIds[1]}`;
    await call('POST', `${path}/power-of-attorney`, { file: pdfUpload('vollmacht.pdf') });
    timePasses();
    expect((await call<RepresentationOrder>('GET', path)).data.steps[2]!.state).toBe('waiting');
    const signed = await call<RepresentationOrder>('POST', `${path}/contract`, {
      signatoryName: 'Jana Petersen',
      accept: true,
    });
    expect(signed.data.steps.map((s) => s.state)).toEqual(['done', 'done', 'waiting']);
    expect(
      (await call('POST', `${path}/contract`, { signatoryName: 'X', accept: true })).status,
    ).toBe(409);
    timePasses();
    const confirmed = await call<RepresentationOrder>('GET', path);
    expect(confirmed.data.status).toBe('active');
    expect(confirmed.data.steps.map((s) => s.state)).toEqual(['done', 'done', 'done']);
    expect(data.processIds.map((id) => processes.findById(id)?.status)).toEqual([
      'active',
      'active',
    ]);
    const list = await call<RepresentationOrder[]>(
      'GET',
      `/companies/${nordlicht}/representation-orders`,
    );
    expect(list.data.map((o) => o.id)).toEqual([data.id]);
  });
});

describe('uploads (TRUST-7)', () => {
  const html = Buffer.from('<!doctype html><script>alert(1)</script>').toString('base64');

  it('[TRUST-7] NIE/NIF documents: HTML labelled as PDF is refused (400 file.content), a path in the name is dropped', async () => {
    const { data } = await call<NieNifApplication>(
      'POST',
      `/companies/${alpenglueck}/nie-nif-applications`,
      applicant,
    );
    const path = `/companies/${alpenglueck}/nie-nif-applications/${data.id}/documents`;
    const forged = await call('POST', path, {
      kind: 'signatoryId',
      file: { fileName: 'passport.pdf', contentType: 'application/pdf', content: html },
    });
    expect(forged.status).toBe(400);
    expect(forged.body?.fields).toEqual({ 'file.content': 'contentMismatch' });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString('base64');
    const pngLabel = await call('POST', path, {
      kind: 'signatoryId',
      file: { fileName: 'passport.png', contentType: 'image/png', content: jpeg },
    });
    expect(pngLabel.body?.fields).toEqual({ 'file.content': 'contentMismatch' });
    const uploaded = await call<NieNifApplication>('POST', path, {
      kind: 'signatoryId',
      file: pdfUpload('../../passport.html'),
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.data.documents).toEqual([
      expect.objectContaining({ kind: 'signatoryId', fileName: 'passport.html.pdf' }),
    ]);
  });

  it('[TRUST-7] the power of attorney: HTML labelled as PDF is refused; a long name is capped', async () => {
    const { data } = await call<RepresentationOrder>(
      'POST',
      `/companies/${nordlicht}/representation-orders`,
      { selections: [{ country: 'ES', streams: ['weee'] }], acceptTerms: true },
    );
    const path = `/companies/${nordlicht}/representation-orders/${data.id}/power-of-attorney`;
    const forged = await call('POST', path, {
      file: { fileName: 'vollmacht.pdf', contentType: 'application/pdf', content: html },
    });
    expect(forged.body?.fields).toEqual({ 'file.content': 'contentMismatch' });
    const uploaded = await call<RepresentationOrder>('POST', path, {
      file: pdfUpload(`.${'v'.repeat(190)}.pdf`),
    });
    expect(uploaded.status).toBe(200);
    const name = uploaded.data.powerOfAttorney!.fileName;
    expect(name).toHaveLength(120);
    expect(name).toMatch(/^v+\.pdf$/);
  });

  it.each([
    ['/companies/cmp-0002/support/attachments', 10 * 1024 * 1024],
    [`/companies/${alpenglueck}/nie-nif-applications/x/documents`, 5 * 1024 * 1024],
    [`/companies/${nordlicht}/representation-orders/x/power-of-attorney`, 5 * 1024 * 1024],
  ])(
    '[TRUST-7] %s: a body declared larger than the endpoint takes is 413 with the limit, before it is read',
    async (path, limitBytes) => {
      const body = new ReadableStream<Uint8Array>({
        pull: () => {
          throw new Error('the body was read');
        },
      });
      const request = new Request(`${config.mainApiUrl}${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${testTokenFor(owner)}`,
          'Content-Type': 'application/json',
          'Content-Length': String(Math.ceil(limitBytes * 1.34) + 70_000),
        },
        body,
        duplex: 'half',
      } as RequestInit);
      const response = await getResponse(handlers, request);
      expect(response?.status).toBe(413);
      expect(await response!.json()).toEqual({ message: 'Payload too large', limitBytes });
    },
  );
});
