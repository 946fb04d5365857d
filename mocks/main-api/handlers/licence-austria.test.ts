/**
 * Austrian packaging licences in the mock main API: the scope limits the categories, the fee level
 * sets the reporting periods, and the flat-fee route keeps one schedule on every screen (DOM-6).
 */
import type { Licence } from '../../../src/shared/contract/main/licences';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { callMainApi } from '../../common/testing/main-api-call';

const { nordlicht } = COMPANY_IDS;
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
});
