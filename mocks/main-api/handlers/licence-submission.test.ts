/**
 * Packaging licences in the mock main API: submission (number, documents, the obligation it
 * fulfils) and the quantity reports filed against a licence.
 */
import type { Licence } from '../../../src/shared/contract/main/licences';
import type { ProcessSummary } from '../../../src/shared/contract/main/processes';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { processes } from '../data/processes';
import { recordOwnRepresentative } from '../data/representation';
import { callMainApi, fetchMainApi } from '../../common/testing/main-api-call';

const { alpenglueck, nordlicht } = COMPANY_IDS;
const owner = USER_IDS.owner;
const thisYear = new Date().getUTCFullYear();

const licences = (companyId: string) => `/companies/${companyId}/licences`;
const call = <T = Licence>(method: string, path: string, body?: unknown) =>
  callMainApi<T>(owner, method, path, body);

async function draft(companyId: string, country: 'DE' | 'AT') {
  const { status, data } = await call('POST', licences(companyId), { country });
  expect(status).toBe(201);
  return data;
}

async function germanLicence(companyId: string = alpenglueck, year = thisYear) {
  const licence = await draft(companyId, 'DE');
  const path = `${licences(companyId)}/${licence.id}`;
  await call('PUT', path, { step: 'year', lucidNumber: 'DE 1234567890123' });
  await call('PUT', path, { step: 'quantities', year });
  await call('PUT', path, { step: 'review', quantities: { plastics: 1234.5, paper: 800 } });
  const submitted = await call('POST', `${path}/submit`, { acceptTerms: true });
  expect(submitted.status).toBe(200);
  return { licence: submitted.data, path };
}

describe('packaging licences (mock main API)', () => {
  it('[LIC-2][LIC-3][X-LIC-1][X-PROC-5] a submitted licence is active with a number, the planned report, a certificate and an invoice', async () => {
    const { licence, path } = await germanLicence();
    expect(licence).toMatchObject({
      status: 'active',
      year: thisYear,
      reportingFrequency: 'yearly',
    });
    expect(licence.reference).toMatch(new RegExp(`^LIZ-DE-${thisYear}-\\d{6}$`));
    expect(licence.reports).toEqual([
      expect.objectContaining({ kind: 'planned', quantities: { plastics: 1234.5, paper: 800 } }),
    ]);
    expect(licence.documents.map((d) => d.kind)).toEqual(['certificate', 'invoice']);
    expect(processes.findById(licence.id)).toMatchObject({
      status: 'active',
      reference: licence.reference,
    });
    const listed = await callMainApi<ProcessSummary[]>(
      owner,
      'GET',
      `/companies/${alpenglueck}/processes`,
    );
    expect(listed.data.find((p) => p.id === licence.id)?.status).toBe('active');

    const response = await fetchMainApi(
      owner,
      `/companies/${alpenglueck}/processes/${licence.id}/documents/${licence.documents[0]!.id}`,
    );
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="participation-certificate-de-${thisYear}.pdf"; filename*=UTF-8''participation-certificate-de-${thisYear}.pdf`,
    );
    const text = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('Alpenglück Naturkosmetik GmbH'.replace('ü', '\\374'));

    const again = await call('PUT', path, { step: 'year', year: thisYear });
    expect(again.status).toBe(409);
  });

  it('[LIC-2][OBL-1] a submitted German licence fulfils the packaging obligation and records the LUCID number', async () => {
    const obligation = () =>
      callMainApi<{ status: string }>(
        owner,
        'GET',
        `/companies/${alpenglueck}/obligations/DE/packaging`,
      );
    expect((await obligation()).data.status).toBe('actionNeeded');
    // [RULE-2] PPWR Art. 45(3): from Austria, a German representative is needed too.
    recordOwnRepresentative(alpenglueck, 'DE', 'packaging', {
      name: 'Vertretung GmbH',
      address: null,
      since: '2026-01-01',
    });
    await germanLicence();
    expect((await obligation()).data.status).toBe('compliant');
    const numbers = await callMainApi<{ country: string; stream: string; number: string }[]>(
      owner,
      'GET',
      `/companies/${alpenglueck}/registrations`,
    );
    expect(numbers.data).toContainEqual(
      expect.objectContaining({ country: 'DE', stream: 'packaging', number: 'DE1234567890123' }),
    );
  });

  it('[LIC-3][OBL-1] the planned quantities filed with a German licence fulfil the workspace’s deadline of that date', async () => {
    // Next year's licence: its planned quantities are due at the end of this year.
    const { licence } = await germanLicence(alpenglueck, thisYear + 1);
    const planned = licence.schedule.find((r) => r.kind === 'planned')!;
    const filed = await callMainApi<{ dueDate: string; quantityKg: number | null }[]>(
      owner,
      'GET',
      `/companies/${alpenglueck}/reports?country=DE&stream=packaging`,
    );
    expect(filed.data).toContainEqual(
      expect.objectContaining({ dueDate: planned.dueDate, quantityKg: 2034.5 }),
    );
  });

  it('[LIC-3][X-LIC-2] reports change the licensed quantities; a report that is not due yet is refused', async () => {
    const { path } = await germanLicence();
    const change = await call('POST', `${path}/reports`, {
      kind: 'intraYearChange',
      period: null,
      quantities: { plastics: 1500, paper: 900.25 },
    });
    expect(change.data.quantities).toEqual({ plastics: 1500, paper: 900.25 });
    const deduction = await call('POST', `${path}/reports`, {
      kind: 'deduction',
      period: null,
      quantities: { plastics: 120.5 },
    });
    expect(deduction.data.quantities).toEqual({ plastics: 1379.5, paper: 900.25 });
    const early = await call('POST', `${path}/reports`, {
      kind: 'yearEnd',
      period: null,
      quantities: {},
    });
    expect(early.status).toBe(409);
    const planned = await call('POST', `${path}/reports`, {
      kind: 'planned',
      period: null,
      quantities: {},
    });
    expect(planned.body?.fields).toEqual({ kind: 'notAllowed' });
    const schedule = deduction.data.schedule.map((s) => [s.kind, s.dueDate, s.state]);
    expect(schedule).toEqual([
      ['planned', `${thisYear - 1}-12-31`, 'filed'],
      ['intraYearChange', null, 'available'],
      ['yearEnd', `${thisYear + 1}-05-15`, 'upcoming'],
      ['supplementary', null, 'upcoming'],
      ['deduction', null, 'available'],
    ]);
  });

  it('[LIC-3] the previous year’s quantities past a threshold call for a declaration of completeness', async () => {
    // Nordlicht licensed 64,100.75 kg of paper for 2026 (fixture): over the 50,000 kg threshold.
    const { licence } = await germanLicence(nordlicht, 2027);
    expect(licence.completeness).toEqual({
      year: 2026,
      required: true,
      dueDate: '2027-05-15',
      groups: [
        { id: 'glass', kg: 0, thresholdKg: 80_000, reached: false },
        { id: 'paper', kg: 64_100.75, thresholdKg: 50_000, reached: true },
        { id: 'lightweight', kg: 10_032.3, thresholdKg: 30_000, reached: false },
      ],
    });
    // [RULE-3] Without last year's totals, the licence's own year decides (here below every
    // threshold), as the calendar counts it.
    const { licence: without } = await germanLicence(alpenglueck, thisYear);
    expect(without.completeness).toMatchObject({ year: thisYear, required: false });
  });
});
