/**
 * The NIE/NIF service of the mock main API: the application with what the tax office needs, and
 * the tax office's steps (moved into the past here, not waited for).
 */
import { isValidEntityNif, isValidMNif } from '../../../src/domain/spanish-tax-ids';
import type { NieNifApplication } from '../../../src/shared/contract/main/nie-nif';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { processes } from '../data/processes';
import { scheduledSteps } from '../data/service-steps';
import { callMainApi, pdfUpload } from '../../common/testing/main-api-call';
import { applicant } from '../testing/nie-nif-applicant';

const { alpenglueck } = COMPANY_IDS;
const owner = USER_IDS.owner;
const call = <T>(method: string, path: string, body?: unknown) =>
  callMainApi<T>(owner, method, path, body);

/** Lets every scheduled step of the local stack's authorities happen now. */
function timePasses() {
  for (const step of scheduledSteps.all()) scheduledSteps.update(step.id, { at: Date.now() - 1 });
}

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
