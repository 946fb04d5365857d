import type { Licence } from '../../../src/shared/contract/main/licences';
import type { ProcessSummary } from '../../../src/shared/contract/main/processes';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { processes } from '../data/processes';
import { recordOwnRepresentative } from '../data/representation';
import { registrations as numbers } from '../data/compliance';
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

  it('[LIC-2][LIC-3][X-LIC-2] Austria: the scope limits the categories; the fee level sets the reporting periods', async () => {
    const licence = await draft(nordlicht, 'AT');
    const path = `${licences(nordlicht)}/${licence.id}`;
    const noRepresentative = await call('PUT', path, {
      step: 'year',
      austria: {
        scope: 'household',
        establishedInAustria: false,
        representative: 'notNeeded',
        representativeName: '',
      },
    });
    expect(noRepresentative.body?.fields).toEqual({ 'austria.representative': 'required' });
    await call('PUT', path, {
      step: 'year',
      austria: {
        scope: 'household',
        establishedInAustria: false,
        representative: 'platform',
        representativeName: '',
      },
    });
    await call('PUT', path, { step: 'quantities', year: thisYear + 1 });
    const commercial = await call('PUT', path, { step: 'review', quantities: { 'cm-films': 10 } });
    expect(commercial.body?.fields).toEqual({ 'quantities.cm-films': 'notAllowed' });
    await call('PUT', path, { step: 'review', quantities: { 'hh-plastics': 2_500 } });
    const { data } = await call('POST', `${path}/submit`, { acceptTerms: true });
    expect(data).toMatchObject({ status: 'active', reportingFrequency: 'quarterly' });
    const y = thisYear + 1;
    expect(data.schedule.map((s) => [s.period, s.dueDate, s.state])).toEqual([
      [`${y}-Q1`, `${y}-04-15`, 'upcoming'],
      [`${y}-Q2`, `${y}-07-15`, 'upcoming'],
      [`${y}-Q3`, `${y}-10-15`, 'upcoming'],
      [`${y}-Q4`, `${y + 1}-01-15`, 'upcoming'],
    ]);
    const early = await call('POST', `${path}/reports`, {
      kind: 'period',
      period: `${y}-Q1`,
      quantities: {},
    });
    expect(early.status).toBe(409);
  });

  describe('[DOM-6] Austria: the flat-fee route and one schedule on every screen', () => {
    async function austrianDraft(quantities: Record<string, number>) {
      const licence = await draft(nordlicht, 'AT');
      const path = `${licences(nordlicht)}/${licence.id}`;
      await call('PUT', path, {
        step: 'year',
        austria: {
          scope: 'both',
          establishedInAustria: false,
          representative: 'platform',
          representativeName: '',
        },
      });
      await call('PUT', path, { step: 'quantities', year: thisYear });
      await call('PUT', path, { step: 'review', quantities });
      return path;
    }
    const deadlinesOf = async () =>
      (
        await callMainApi<{ deadlines: { ruleId: string; country: string }[] }>(
          owner,
          'GET',
          `/companies/${nordlicht}/deadlines`,
        )
      ).data.deadlines.filter((d) => d.country === 'AT' && d.ruleId.includes('packaging'));

    it('both segments within 1,500 kg: the flat fee is one yearly line, no minimum, no period reports anywhere', async () => {
      const path = await austrianDraft({ 'hh-plastics': 1_200, 'cm-films': 1_500 });
      const byQuantity = await call('GET', path);
      expect(byQuantity.data).toMatchObject({
        feeRoute: 'byQuantity',
        reportingFrequency: 'yearly',
      });
      expect(byQuantity.data.quote!.minimumApplied).toBe(false);
      const chosen = await call('PUT', path, { step: 'review', feeRoute: 'flatFee' });
      expect(chosen.data.feeRoute).toBe('flatFee');
      expect(chosen.data.quote!.lines).toEqual([
        { item: 'flatFee', quantity: 1, rate: 15_000, amount: 15_000 },
      ]);
      const { data } = await call('POST', `${path}/submit`, { acceptTerms: true });
      expect(data).toMatchObject({ status: 'active', reportingFrequency: 'flatFee', schedule: [] });
      // The dashboard and the calendar derive from the same licence: no period report either.
      const periodic = (await deadlinesOf()).filter((d) =>
        d.ruleId.startsWith('at-packaging-household-report'),
      );
      expect(periodic).toEqual([]);
    });

    it('the flat fee is refused once a segment passes 1,500 kg, and for Germany', async () => {
      const path = await austrianDraft({ 'hh-plastics': 1_501 });
      const refused = await call('PUT', path, { step: 'review', feeRoute: 'flatFee' });
      expect(refused).toMatchObject({ status: 400, body: { fields: { feeRoute: 'notAllowed' } } });
      const german = await draft(nordlicht, 'DE');
      const germanRefused = await call('PUT', `${licences(nordlicht)}/${german.id}`, {
        step: 'review',
        feeRoute: 'flatFee',
      });
      expect(germanRefused.body?.fields).toEqual({ feeRoute: 'notAllowed' });
    });

    it('the licence’s fee level dates the dashboard’s Austrian reports: quarterly on both', async () => {
      const path = await austrianDraft({ 'hh-plastics': 2_500 });
      const { data } = await call('POST', `${path}/submit`, { acceptTerms: true });
      expect(data.reportingFrequency).toBe('quarterly');
      const rules = new Set((await deadlinesOf()).map((d) => d.ruleId));
      expect(rules.has('at-packaging-household-report-quarterly')).toBe(true);
      expect(rules.has('at-packaging-household-report-yearly')).toBe(false);
    });
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
