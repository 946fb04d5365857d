/**
 * RULE-2: an Austrian licence reports household and commercial packaging each at the frequency
 * its own fee gives (VerpackVO 2014 §9(4), §13(2)), and one filing of the licence fulfils both
 * segments' reports due that day.
 */
import type { Licence } from '../../../src/shared/contract/main/licences';
import type { Deadline } from '../../../src/shared/contract/main/obligations';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { callMainApi } from '../../common/testing/main-api-call';
import { markets } from '../data/compliance';
import { fulfilDeadline } from '../data/service-reports';

const { nordlicht } = COMPANY_IDS;
const owner = USER_IDS.owner;
const thisYear = new Date().getUTCFullYear();
const licences = `/companies/${nordlicht}/licences`;
const call = <T = Licence>(method: string, path: string, body?: unknown) =>
  callMainApi<T>(owner, method, path, body);

const austrianDeadlines = async () =>
  (
    await callMainApi<{ deadlines: Deadline[] }>(owner, 'GET', `/companies/${nordlicht}/deadlines`)
  ).data.deadlines.filter((d) => d.country === 'AT' && d.stream === 'packaging');

describe('[RULE-2] Austrian licence: household and commercial frequencies apart', () => {
  it('[RULE-2] household fee EUR 27,500 and commercial fee EUR 210: household monthly, commercial yearly with the 15 March report; one filing fulfils both reports due that day', async () => {
    // Its Austrian packaging ends up in households and with businesses.
    const record = markets.findById(nordlicht)!;
    markets.update(nordlicht, {
      markets: record.markets.map((m) =>
        m.country === 'AT' ? { ...m, facts: { ...m.facts, packagingEndUse: 'both' } } : m,
      ),
    });
    const { data: licence } = await call('POST', licences, { country: 'AT' });
    const path = `${licences}/${licence.id}`;
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
    // EUR 640 a tonne of household plastics, EUR 180 of commercial films (the 2026 example prices).
    await call('PUT', path, {
      step: 'review',
      quantities: { 'hh-plastics': 42_970, 'cm-films': 1_170 },
    });
    const submitted = await call('POST', `${path}/submit`, { acceptTerms: true });
    expect(submitted.data.reportingFrequency).toBe('monthly');
    // The licence says both: household monthly, commercial yearly.
    expect(submitted.data.commercialReportingFrequency).toBe('yearly');

    const rules = new Set((await austrianDeadlines()).map((d) => d.ruleId));
    expect(rules).toContain('at-packaging-household-report-monthly');
    expect(rules).toContain('at-packaging-commercial-report-yearly');
    expect(rules).toContain('at-packaging-commercial-annual-report');
    expect(rules).not.toContain('at-packaging-commercial-report-monthly');

    // 15 January: December's household report and the commercial year's report fall due together.
    const day = `${thisYear + 1}-01-15`;
    const due = (await austrianDeadlines()).filter((d) => d.dueDate === day);
    expect(due.map((d) => d.ruleId).sort()).toEqual([
      'at-packaging-commercial-report-yearly',
      'at-packaging-household-report-monthly',
    ]);
    fulfilDeadline(nordlicht, {
      country: 'AT',
      stream: 'packaging',
      dueDate: day,
      quantityKg: 44_140,
      reference: licence.id,
    });
    const after = (await austrianDeadlines()).filter((d) => d.dueDate === day);
    expect(after.map((d) => d.status)).toEqual(['done', 'done']);
  });
});
