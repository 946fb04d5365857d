/**
 * The WEEE/battery, NIE/NIF and authorised-representative services of the mock main API, and the
 * steps their authorities and partners take by themselves (moved into the past here, not waited for).
 */
import { isValidEntityNif, isValidMNif } from '../../../src/domain/spanish-tax-ids';
import type { NieNifApplication } from '../../../src/shared/contract/main/nie-nif';
import type { ProducerRegistration } from '../../../src/shared/contract/main/producer-registrations';
import type { RepresentationOrder } from '../../../src/shared/contract/main/representation';
import { gs1CheckDigit } from '../../../src/shared/contract/reference';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { processes } from '../data/processes';
import { scheduledSteps } from '../data/service-steps';
import { callMainApi, pdfUpload } from '../../common/testing/main-api-call';
import { getResponse } from 'msw';
import { config } from '../../../src/shared/config/config';
import { testTokenFor } from '../../common/data/auth-tokens';
import { handlers } from '../../common/handlers';

const { alpenglueck, nordlicht } = COMPANY_IDS;
const owner = USER_IDS.owner;
const call = <T>(method: string, path: string, body?: unknown) =>
  callMainApi<T>(owner, method, path, body);

/** Lets every scheduled step of the local stack's authorities happen now. */
function timePasses() {
  for (const step of scheduledSteps.all()) scheduledSteps.update(step.id, { at: Date.now() - 1 });
}

const thisMonth = new Date().toISOString().slice(0, 7);
const monthsAgo = (n: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1))
    .toISOString()
    .slice(0, 7);
};

const weeeOrder = {
  service: 'weee-at',
  brands: ['Alpenglück'],
  categories: ['smallEquipment'],
  audience: 'b2c',
  guarantee: 'notNeeded',
  guaranteeProvider: '',
  representative: 'notNeeded',
  representativeName: '',
  existingNumber: '',
  reportingFrom: thisMonth,
  acceptTerms: true,
};

describe('WEEE and battery registrations', () => {
  it('[WEEE-1][X-PROC-4] a new registration waits for the register’s number, then reports from its month', async () => {
    const { status, data } = await call<ProducerRegistration>(
      'POST',
      `/companies/${alpenglueck}/producer-registrations`,
      weeeOrder,
    );
    expect(status).toBe(201);
    expect(data).toMatchObject({ status: 'submitted', registrationNumber: null, periods: [] });
    // An Austrian company with an ATU number, the German provider: reverse charge (DOM-9).
    expect(data.quote).toMatchObject({
      net: 19_000 + 29_000 + 4_500,
      vatTreatment: 'reverseCharge',
      vatRate: 0,
      vat: 0,
      example: true,
    });
    expect(data.documents.map((d) => d.kind)).toEqual(['confirmation', 'invoice']);
    timePasses();
    const issued = await call<ProducerRegistration>(
      'GET',
      `/companies/${alpenglueck}/producer-registrations/${data.id}`,
    );
    expect(issued.data.status).toBe('active');
    expect(issued.data.registrationNumber).toMatch(/^\d{13}$/);
    const gln = issued.data.registrationNumber!;
    expect(gs1CheckDigit(gln.slice(0, 12))).toBe(Number(gln[12])); // [DOM-6] AT GLN
    expect(processes.findById(data.id)).toMatchObject({
      status: 'active',
      reference: issued.data.registrationNumber,
    });
    expect(issued.data.timeline.map((t) => [t.step, t.state])).toEqual([
      ['ordered', 'done'],
      ['registered', 'current'],
    ]);
    // The issued number is the company's registration for Austrian WEEE on every screen.
    const numbers = await call<{ country: string; stream: string; number: string }[]>(
      'GET',
      `/companies/${alpenglueck}/registrations`,
    );
    expect(numbers.data).toContainEqual(
      expect.objectContaining({
        country: 'AT',
        stream: 'weee',
        number: issued.data.registrationNumber,
      }),
    );
  });

  it('[PERM-1][WEEE-1][LIC-2][NIE-1][AME-1] an adviser without editCompany reads the services but orders none (403 with the reason)', async () => {
    const { kowalski } = COMPANY_IDS;
    const pro = (method: string, path: string, body?: unknown) =>
      callMainApi<Record<string, unknown>>(USER_IDS.pro, method, path, body);
    expect((await pro('GET', `/companies/${kowalski}/licences?country=DE`)).status).toBe(200);
    for (const [path, body] of [
      [`/companies/${kowalski}/licences`, { country: 'DE' }],
      [`/companies/${kowalski}/producer-registrations`, weeeOrder],
      [`/companies/${kowalski}/nie-nif-applications`, applicant],
    ] as const) {
      const refused = await pro('POST', path, body);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ reason: 'adviserPermissionMissing' });
    }
  });

  it('[WEEE-1] the order’s rules: a guarantee for German B2C equipment, a representative abroad, the register’s number format', async () => {
    const path = `/companies/${alpenglueck}/producer-registrations`;
    const refused = await call('POST', path, {
      ...weeeOrder,
      service: 'weee-de',
      equipmentTypes: ['smallEquipmentB2c'],
      existingNumber: 'DE123',
    });
    expect(refused.status).toBe(400);
    expect(refused.body?.fields).toEqual({ guarantee: 'required' });
    // The rules that need the company and the register come once the order itself is complete.
    const inContext = await call('POST', path, {
      ...weeeOrder,
      service: 'weee-de',
      equipmentTypes: ['smallEquipmentB2c'],
      guarantee: 'own',
      guaranteeProvider: 'Stiftung Elektro-Altgeräte Register (Garantiesystem)',
      existingNumber: 'DE123',
    });
    expect(inContext.body?.fields).toEqual({
      representative: 'required',
      existingNumber: 'invalid',
    });
  });

  it('[WEEE-1][X-WEEE-1] a taken-over registration is active at once; a zero report files the period; a period is reported once', async () => {
    const from = monthsAgo(4);
    const { data } = await call<ProducerRegistration>(
      'POST',
      `/companies/${nordlicht}/producer-registrations`,
      {
        ...weeeOrder,
        service: 'weee-at',
        representative: 'platform',
        existingNumber: '9008390456712',
        reportingFrom: from,
      },
    );
    expect(data.status).toBe('active');
    expect(data.registrationNumber).toBe('9008390456712');
    const ended = data.periods.find((p) => p.state === 'overdue' || p.state === 'open')!;
    const path = `/companies/${nordlicht}/producer-registrations/${data.id}/reports`;
    const zero = { period: ended.id, audience: null, zero: true, quantities: {} };
    const filed = await call<ProducerRegistration>('POST', path, zero);
    expect(filed.status).toBe(200);
    expect(filed.data.periods.find((p) => p.id === ended.id)).toMatchObject({
      state: 'filed',
      report: { zero: true, quantities: {} },
    });
    expect((await call('POST', path, zero)).status).toBe(409);
    const current = data.periods.find((p) => p.state === 'upcoming')!;
    expect((await call('POST', path, { ...zero, period: current.id })).status).toBe(409);
    const wrongCategory = await call('POST', path, {
      ...zero,
      zero: false,
      quantities: { lamps: 5 },
    });
    expect(wrongCategory.body?.fields).toEqual({ 'quantities.lamps': 'notAllowed' });
    const tooEarly = await call('POST', `/companies/${nordlicht}/producer-registrations`, {
      ...weeeOrder,
      service: 'battery-at',
    });
    expect(tooEarly.status).toBe(400);
  });

  it('[WEEE-1][X-WEEE-1] German B2C equipment reports monthly by the 15th; a second order of a running service is a conflict', async () => {
    const { data } = await call<ProducerRegistration>(
      'POST',
      `/companies/${alpenglueck}/producer-registrations`,
      {
        ...weeeOrder,
        service: 'weee-de',
        // [RULE-2] The types decide: a b2b plan needs a b2b-only equipment type (ElektroG §3 Nr. 4).
        equipmentTypes: ['smallEquipmentB2c', 'smallEquipmentB2b'],
        b2bPlausibility: 'Controllers built into factory machines only.',
        audience: 'both',
        guarantee: 'platform',
        representative: 'platform',
        existingNumber: 'WEEE-Reg.-Nr. DE 12345678',
        reportingFrom: monthsAgo(2),
      },
    );
    expect(data.registrationNumber).toBe('DE12345678');
    const b2c = data.periods.filter((p) => p.audience === 'b2c');
    expect(b2c.map((p) => p.frequency)).toEqual(['monthly', 'monthly', 'monthly']);
    expect(b2c[1]!.dueDate.slice(8)).toBe('15');
    expect(data.periods.filter((p) => p.audience === 'b2b').map((p) => p.dueDate)).toEqual([
      `${new Date().getUTCFullYear() + 1}-04-30`,
    ]);
    const again = await call('POST', `/companies/${alpenglueck}/producer-registrations`, {
      ...weeeOrder,
      service: 'weee-de',
      equipmentTypes: ['smallEquipmentB2c'],
      guarantee: 'platform',
      representative: 'platform',
    });
    expect(again.status).toBe(409);
  });

  it('[BAT-1] a battery order needs categories, chemistry and the take-back organisation’s confirmation', async () => {
    const path = `/companies/${nordlicht}/producer-registrations`;
    const refused = await call('POST', path, {
      service: 'battery-de',
      brands: [],
      categories: [],
      chemistries: [],
      takeBackOrganisation: '',
      takeBackConfirmed: false,
      representative: 'notNeeded',
      representativeName: '',
      existingNumber: '',
      reportingFrom: thisMonth,
      acceptTerms: true,
    });
    expect(refused.body?.fields).toEqual({
      brands: 'required',
      categories: 'required',
      chemistries: 'required',
      takeBackOrganisation: 'required',
      takeBackConfirmed: 'required',
    });
    const { status, data } = await call<ProducerRegistration>('POST', path, {
      service: 'battery-de',
      brands: ['Nordlicht Power'],
      categories: ['portable', 'lmt'],
      chemistries: ['lithiumIon'],
      takeBackOrganisation: 'Stiftung GRS Batterien',
      takeBackConfirmed: true,
      representative: 'notNeeded',
      representativeName: '',
      existingNumber: '',
      reportingFrom: thisMonth,
      acceptTerms: true,
    });
    expect(status).toBe(201);
    expect(data).toMatchObject({
      stream: 'batteries',
      chemistries: ['lithiumIon'],
      audience: null,
    });
  });
});

const applicant = {
  company: {
    legalName: 'Alpenglück Naturkosmetik GmbH',
    legalForm: 'GmbH',
    seatCountry: 'AT',
    street: 'Annenstraße 24',
    postalCode: '8020',
    city: 'Graz',
    foreignTaxId: 'ATU73528461',
    incorporationDate: '2019-05-02',
    registerName: 'Landesgericht für ZRS Graz',
    registerNumber: 'FN 512734 p',
    notificationChannel: 'dehu',
    notificationStreet: '',
    notificationPostalCode: '',
    notificationCity: '',
    taxRepresentativeName: '',
    taxRepresentativeNif: '',
  },
  signatory: {
    fullName: 'Anna Huber',
    role: 'director',
    powerOfAttorneyDate: '',
    powerOfAttorneyNotary: '',
    idType: 'passport',
    idCountry: 'AT',
    idNumber: 'P 1234567',
    nie: '',
  },
};

describe('NIE/NIF applications', () => {
  it('[NIE-1] a wrong NIE check letter and a Spanish seat are refused by field', async () => {
    const refused = await call('POST', `/companies/${alpenglueck}/nie-nif-applications`, {
      ...applicant,
      company: { ...applicant.company, seatCountry: 'ES' },
      signatory: { ...applicant.signatory, nie: 'X1234567A' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body?.fields).toEqual({
      'company.seatCountry': 'notAllowed',
      'signatory.nie': 'invalid',
    });
  });

  it('[NIE-1][X-PROC-4][X-NIE-1] documents, consent and submission; then the tax office’s steps until the NIF is issued', async () => {
    const { data } = await call<NieNifApplication>(
      'POST',
      `/companies/${alpenglueck}/nie-nif-applications`,
      {
        ...applicant,
        signatory: { ...applicant.signatory, nie: 'x-1234567-l' },
      },
    );
    expect(data.signatory).toMatchObject({ nie: 'X1234567L', idNumber: 'P1234567' });
    const path = `/companies/${alpenglueck}/nie-nif-applications/${data.id}`;
    const missing = await call('POST', `${path}/submit`, { consent: true });
    expect(missing.body?.fields).toEqual({
      'documents.proofOfExistence': 'required',
      'documents.signatoryId': 'required',
      'documents.proofOfAuthority': 'required',
    });
    for (const kind of ['proofOfExistence', 'signatoryId', 'proofOfAuthority', 'signatoryId']) {
      const uploaded = await call<NieNifApplication>('POST', `${path}/documents`, {
        kind,
        file: pdfUpload(`${kind}.pdf`),
      });
      expect(uploaded.status).toBe(200);
    }
    const badType = await call('POST', `${path}/documents`, {
      kind: 'signatoryId',
      file: { ...pdfUpload(), contentType: 'text/html' },
    });
    expect(badType.body?.fields).toEqual({ 'file.contentType': 'notAllowed' });
    const submitted = await call<NieNifApplication>('POST', `${path}/submit`, { consent: true });
    expect(submitted.data.documents).toHaveLength(3);
    expect(submitted.data.status).toBe('submitted');
    // The signatory has an NIE: no form 030 step.
    expect(submitted.data.timeline.map((t) => [t.step, t.state])).toEqual([
      ['submitted', 'current'],
      ['documentsChecked', 'pending'],
      ['filed', 'pending'],
      ['nifIssued', 'pending'],
    ]);
    expect((await call('PUT', path, applicant)).status).toBe(409);

    timePasses();
    const done = await call<NieNifApplication>('GET', path);
    expect(done.data.status).toBe('completed');
    expect(done.data.timeline.map((t) => t.state)).toEqual(['done', 'done', 'done', 'current']);
    expect(done.data.nif).toMatch(/^N\d{7}[A-J]$/);
    expect(done.data.signatoryNif).toBeNull();
    expect(isValidEntityNif(done.data.nif!)).toBe(true);
    expect(done.data.issuedDocuments.map((d) => d.kind)).toEqual(['receipt', 'certificate']);
    expect(processes.findById(data.id)).toMatchObject({
      status: 'completed',
      reference: done.data.nif,
    });
  });
});

describe('[DOM-10] the NIF application with what the tax office needs', () => {
  const post = (body: unknown) =>
    call('POST', `/companies/${alpenglueck}/nie-nif-applications`, body);

  it('[DOM-10] the mock refuses, field by field: a future incorporation date, a Spanish notification address missing or malformed, an attorney without the power of attorney', async () => {
    const refused = await post({
      company: {
        ...applicant.company,
        incorporationDate: '2999-01-01',
        notificationChannel: 'spanishAddress',
        notificationPostalCode: '99999',
      },
      signatory: { ...applicant.signatory, role: 'attorney' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body?.fields).toEqual({
      'company.incorporationDate': 'invalid',
      'company.notificationStreet': 'required',
      'company.notificationPostalCode': 'invalid',
      'company.notificationCity': 'required',
      'signatory.powerOfAttorneyDate': 'required',
      'signatory.powerOfAttorneyNotary': 'required',
    });
    const accepted = await post({
      company: {
        ...applicant.company,
        notificationChannel: 'spanishAddress',
        notificationStreet: 'Calle de Alcalá 21',
        notificationPostalCode: '28014',
        notificationCity: 'Madrid',
      },
      signatory: {
        ...applicant.signatory,
        role: 'attorney',
        powerOfAttorneyDate: '2026-09-30',
        powerOfAttorneyNotary: 'Dr. Maria Berger, Graz',
      },
    });
    expect(accepted.status).toBe(201);
  });

  it('[DOM-10] a seat outside the EU needs a tax representative in Spain with a valid Spanish NIF or NIE', async () => {
    const swiss = { ...applicant.company, seatCountry: 'CH', foreignTaxId: 'CHE-123.456.789' };
    const refused = await post({ ...applicant, company: swiss });
    expect(refused.body?.fields).toEqual({
      'company.taxRepresentativeName': 'required',
      'company.taxRepresentativeNif': 'required',
    });
    const wrongNif = await post({
      ...applicant,
      company: {
        ...swiss,
        taxRepresentativeName: 'Asesoría Ruiz S.L.',
        taxRepresentativeNif: 'B12345678',
      },
    });
    expect(wrongNif.body?.fields).toEqual({ 'company.taxRepresentativeNif': 'invalid' });
    const ok = await post({
      ...applicant,
      company: {
        ...swiss,
        taxRepresentativeName: 'Asesoría Ruiz S.L.',
        taxRepresentativeNif: 'B12345674',
      },
    });
    expect(ok.status).toBe(201);
    expect(ok.body?.data).toMatchObject({ company: { foreignTaxId: 'CHE123456789' } });
  });

  it('[DOM-10] a signatory without an NIE or NIF gets an M NIF on form 030 first, a step of the process', async () => {
    const { data } = await call<NieNifApplication>(
      'POST',
      `/companies/${alpenglueck}/nie-nif-applications`,
      applicant,
    );
    const path = `/companies/${alpenglueck}/nie-nif-applications/${data.id}`;
    for (const kind of ['proofOfExistence', 'signatoryId', 'proofOfAuthority'])
      await call('POST', `${path}/documents`, { kind, file: pdfUpload(`${kind}.pdf`) });
    const submitted = await call<NieNifApplication>('POST', `${path}/submit`, { consent: true });
    expect(submitted.data.timeline.map((t) => t.step)).toEqual([
      'submitted',
      'documentsChecked',
      'signatoryNif',
      'filed',
      'nifIssued',
    ]);
    expect(submitted.data.signatoryNif).toBeNull();
    timePasses();
    const done = await call<NieNifApplication>('GET', path);
    expect(done.data.timeline.map((t) => t.state)).toEqual([
      'done',
      'done',
      'done',
      'done',
      'current',
    ]);
    expect(done.data.signatoryNif).toMatch(/^M\d{7}[A-Z]$/);
    expect(isValidMNif(done.data.signatoryNif!)).toBe(true);
    expect(isValidEntityNif(done.data.nif!)).toBe(true);
  });
});

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
