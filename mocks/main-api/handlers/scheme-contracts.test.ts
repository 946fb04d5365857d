/**
 * DOM-5 through the main API: a company records its scheme contract's dates, its deadlines and its
 * licence follow them and say they are the scheme's; filing a system report brings the LUCID data
 * report due the same day (VerpackG §10).
 */
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { callMainApi } from '../../common/testing/main-api-call';
import { today } from '../../../src/domain/schedule';
import type { DeadlineList } from '../../../src/shared/contract/main/obligations';
import type { Licence } from '../../../src/shared/contract/main/licences';

const { nordlicht, kowalski } = COMPANY_IDS;
const YEAR_END = 'de-packaging-year-end-report';
const contractPath = (company: string, market = 'DE/packaging') =>
  `/companies/${company}/scheme-contracts/${market}`;
const deadlines = async (company: string) =>
  (await callMainApi<DeadlineList>(USER_IDS.owner, 'GET', `/companies/${company}/deadlines`)).data
    .deadlines;

describe('[DOM-5] scheme contract dates through the main API', () => {
  it('recorded dates move the deadlines and the licence schedule, and say whose they are', async () => {
    const before = (await deadlines(nordlicht)).filter((d) => d.ruleId === YEAR_END);
    expect(before.every((d) => d.dueDate.endsWith('-05-15'))).toBe(true);
    expect(before[0]!.schemeContract).toEqual({ scheme: null, dateRecorded: false });

    const saved = await callMainApi(USER_IDS.owner, 'PUT', contractPath(nordlicht), {
      scheme: ' Interzero ',
      membershipNumber: 'IZ-4711',
      dates: { [YEAR_END]: { month: 6, day: 1 } },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ scheme: 'Interzero', country: 'DE', stream: 'packaging' });
    const listed = await callMainApi(
      USER_IDS.owner,
      'GET',
      `/companies/${nordlicht}/scheme-contracts`,
    );
    expect(listed.data).toEqual([saved.data]);

    const after = (await deadlines(nordlicht)).filter((d) => d.ruleId === YEAR_END);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((d) => d.dueDate.endsWith('-06-01'))).toBe(true);
    expect(after[0]!.schemeContract).toEqual({ scheme: 'Interzero', dateRecorded: true });

    const licences = await callMainApi<Licence[]>(
      USER_IDS.owner,
      'GET',
      `/companies/${nordlicht}/licences?country=DE`,
    );
    const german = licences.data.find((l) => l.country === 'DE' && l.status === 'active')!;
    expect(german.schedule.find((s) => s.kind === 'yearEnd')!.dueDate).toBe(
      `${german.year! + 1}-06-01`,
    );
  });

  it('filing a system report brings the LUCID data report due today; filing that makes it done', async () => {
    await callMainApi(USER_IDS.owner, 'PUT', contractPath(nordlicht), {
      scheme: 'Interzero',
      membershipNumber: 'IZ-4711',
      dates: { [YEAR_END]: { month: 6, day: 1 } },
    });
    // The moved date leaves this year's year-end report unfiled: file it as a system report.
    const open = (await deadlines(nordlicht)).find(
      (d) => d.ruleId === YEAR_END && d.fileable && !d.reportId,
    )!;
    const filed = await callMainApi(USER_IDS.owner, 'POST', `/companies/${nordlicht}/reports`, {
      deadlineId: open.id,
      quantityKg: 1250,
      reference: null,
    });
    expect(filed.status).toBe(201);
    const mirror = (await deadlines(nordlicht)).find(
      (d) => d.ruleId === 'de-packaging-lucid-data-report' && d.dueDate === today(),
    )!;
    expect(mirror).toMatchObject({ status: 'dueSoon', fileable: true, mirrors: [YEAR_END] });
    await callMainApi(USER_IDS.owner, 'POST', `/companies/${nordlicht}/reports`, {
      deadlineId: mirror.id,
      quantityKg: null,
      reference: 'LUCID-Datenmeldung',
    });
    const done = (await deadlines(nordlicht)).find((d) => d.id === mirror.id)!;
    expect(done.status).toBe('done');
  });

  it('refuses what is no contract date (400), a market without one (404) and an adviser without editCompany (403)', async () => {
    const wrongRule = await callMainApi(USER_IDS.owner, 'PUT', contractPath(nordlicht), {
      scheme: 'Interzero',
      membershipNumber: 'IZ-4711',
      dates: { 'de-packaging-declaration-of-completeness': { month: 6, day: 1 } },
    });
    expect(wrongRule).toMatchObject({ status: 400, body: { fields: { dates: 'invalid' } } });
    const noDay = await callMainApi(USER_IDS.owner, 'PUT', contractPath(nordlicht), {
      scheme: 'Interzero',
      membershipNumber: 'IZ-4711',
      dates: { [YEAR_END]: { month: 2, day: 30 } },
    });
    expect(noDay.status).toBe(400);
    const weee = await callMainApi(USER_IDS.owner, 'PUT', contractPath(nordlicht, 'DE/weee'), {
      scheme: 'Interzero',
      membershipNumber: 'IZ-4711',
      dates: {},
    });
    expect(weee.status).toBe(404);
    const adviser = await callMainApi(USER_IDS.pro, 'PUT', contractPath(kowalski), {
      scheme: 'Interzero',
      membershipNumber: 'IZ-4711',
      dates: {},
    });
    expect(adviser.status).toBe(403);
  });
});
