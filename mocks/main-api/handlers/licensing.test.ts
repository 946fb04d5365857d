/**
 * Packaging licences in the mock main API: drafts the wizard saves step by step, the list, discarding
 * and who may see a licence. Submission and reports: `licence-submission.test.ts`; Austria:
 * `licence-austria.test.ts`.
 */
import type { Licence } from '../../../src/shared/contract/main/licences';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { processes } from '../data/processes';
import { registrations as numbers } from '../data/compliance';
import { callMainApi } from '../../common/testing/main-api-call';

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

describe('packaging licences (mock main API)', () => {
  it('[LIC-2] a draft is a process row from its first save, and keeps every step', async () => {
    const licence = await draft(alpenglueck, 'DE');
    expect(licence).toMatchObject({ status: 'draft', step: 'registration', country: 'DE' });
    expect(processes.findById(licence.id)).toMatchObject({
      service: 'de-licensing-process',
      status: 'draft',
      streams: ['packaging'],
    });
    const path = `${licences(alpenglueck)}/${licence.id}`;
    const saved = await call('PUT', path, { step: 'year', lucidNumber: 'de-1234567890123' });
    expect(saved.data).toMatchObject({ step: 'year', lucidNumber: 'DE1234567890123' });
    await call('PUT', path, { step: 'quantities', year: thisYear });
    const again = await call('GET', path);
    expect(again.data).toMatchObject({ step: 'quantities', year: thisYear, status: 'draft' });
    expect(processes.findById(licence.id)?.year).toBe(thisYear);
  });

  it('[LIC-2] the draft’s price follows its quantities (example prices, VAT separate)', async () => {
    const licence = await draft(alpenglueck, 'DE');
    const path = `${licences(alpenglueck)}/${licence.id}`;
    await call('PUT', path, { step: 'quantities', year: 2026 });
    const { data } = await call('PUT', path, { step: 'review', quantities: { plastics: 1234.5 } });
    // [DOM-9] An Austrian company with an ATU number buys from the German provider: reverse charge.
    expect(data.quote).toMatchObject({
      net: 88_884,
      vatTreatment: 'reverseCharge',
      vatRate: 0,
      vat: 0,
      gross: 88_884,
      total: 88_884,
      example: true,
    });
  });

  it('[LIC-2] a step is refused field by field: other country’s data, a year not offered, a malformed LUCID number', async () => {
    const licence = await draft(alpenglueck, 'DE');
    const path = `${licences(alpenglueck)}/${licence.id}`;
    const refused = await call('PUT', path, {
      step: 'year',
      austria: {
        scope: 'household',
        establishedInAustria: true,
        representative: 'notNeeded',
        representativeName: '',
      },
      year: thisYear + 5,
      quantities: { 'hh-paper': 3 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body?.fields).toEqual({
      austria: 'notAllowed',
      year: 'notAllowed',
      'quantities.hh-paper': 'notAllowed',
    });
    const malformed = await call('PUT', path, { step: 'year', lucidNumber: 'DE123' });
    expect(malformed.body?.fields).toEqual({ lucidNumber: 'invalid' });
  });

  it('[LIC-2] a year already licensed is a conflict on the year field', async () => {
    const licence = await draft(nordlicht, 'DE');
    const taken = await call('PUT', `${licences(nordlicht)}/${licence.id}`, {
      step: 'quantities',
      year: 2026,
    });
    expect(taken.status).toBe(409);
    expect(taken.body?.fields).toEqual({ year: 'taken' });
  });

  it('[UX-4] a second draft of the same year is refused with the open one named; the licence in force is named too', async () => {
    const first = await draft(alpenglueck, 'DE');
    await call('PUT', `${licences(alpenglueck)}/${first.id}`, {
      step: 'quantities',
      year: thisYear + 1,
    });
    const second = await draft(alpenglueck, 'DE');
    const refused = await call('PUT', `${licences(alpenglueck)}/${second.id}`, {
      step: 'quantities',
      year: thisYear + 1,
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { fields: { year: 'taken' }, reason: 'draftOpen', processId: first.id },
    });
    const licensed = await call(
      'PUT',
      `${licences(nordlicht)}/${(await draft(nordlicht, 'DE')).id}`,
      {
        step: 'quantities',
        year: 2026,
      },
    );
    expect(licensed.body).toMatchObject({ processId: 'prc-0001' });
    expect(licensed.body).not.toHaveProperty('reason');
  });

  it('[UX-3] a LUCID number saved with a draft is the company’s number from then on; one on record is not overwritten', async () => {
    const licence = await draft(alpenglueck, 'DE');
    await call('PUT', `${licences(alpenglueck)}/${licence.id}`, {
      step: 'year',
      lucidNumber: 'DE 1234567890123',
    });
    expect(numbers.findById(`${alpenglueck}/DE/packaging`)?.number).toBe('DE1234567890123');
    const other = await draft(nordlicht, 'DE');
    await call('PUT', `${licences(nordlicht)}/${other.id}`, {
      step: 'year',
      lucidNumber: 'DE9999999999999',
    });
    expect(numbers.findById(`${nordlicht}/DE/packaging`)?.number).toBe('DE3194726850143');
  });

  it('[LIC-2] submit names what is missing: the LUCID number, the year, the quantities', async () => {
    const licence = await draft(alpenglueck, 'DE');
    const path = `${licences(alpenglueck)}/${licence.id}`;
    const refused = await call('POST', `${path}/submit`, { acceptTerms: true });
    expect(refused.status).toBe(400);
    expect(refused.body?.fields).toEqual({
      lucidNumber: 'required',
      year: 'required',
      quantities: 'required',
    });
    const noTerms = await call('POST', `${path}/submit`, { acceptTerms: false });
    expect(noTerms.body?.fields).toEqual({ acceptTerms: 'required' });
  });

  it('[LIC-1] the licences of a country, newest year first, with their licensed quantities', async () => {
    await draft(nordlicht, 'DE');
    const { data } = await call<Licence[]>('GET', `${licences(nordlicht)}?country=DE`);
    expect(data.map((l) => [l.year, l.status])).toEqual([
      [null, 'draft'],
      [2026, 'active'],
    ]);
    expect(data[1]!.quantities.paper).toBe(64_100.75);
    expect((await call('GET', `${licences(nordlicht)}?country=FR`)).status).toBe(400);
  });

  it('[LIC-1][X-LIC-1] a draft can be discarded (cancelled); a submitted licence cannot', async () => {
    const licence = await draft(alpenglueck, 'AT');
    const path = `${licences(alpenglueck)}/${licence.id}`;
    expect((await call('DELETE', path)).status).toBe(204);
    expect(processes.findById(licence.id)?.status).toBe('cancelled');
    expect((await call('DELETE', `${licences(nordlicht)}/prc-0001`)).status).toBe(409);
  });

  it('[LOADER-6] another company’s licence is not found; a licence of another service is not a licence', async () => {
    expect(
      (await callMainApi(USER_IDS.flagsOff, 'GET', `${licences(nordlicht)}/prc-0001`)).status,
    ).toBe(404);
    expect((await call('GET', `${licences(alpenglueck)}/prc-0001`)).status).toBe(404);
    expect((await call('GET', `${licences(nordlicht)}/prc-0002`)).status).toBe(404);
    expect((await callMainApi(null, 'GET', `${licences(nordlicht)}/prc-0001`)).status).toBe(401);
  });
});
