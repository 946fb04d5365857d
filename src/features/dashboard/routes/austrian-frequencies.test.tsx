/**
 * RULE-2: an Austrian producer records its household and commercial packaging frequencies apart
 * (VerpackVO 2014 §9(4), §13(2)); the calendar then lists each segment at its own frequency, with
 * the yearly 15 March report of a commercial system member not on the flat fee (§13(3a)).
 */
import { configure, screen, waitFor } from '@testing-library/react';
import type { Deadline } from '@/shared/contract/main/obligations';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { callMainApi } from '../../../../mocks/common/testing/main-api-call';
import { markets, registrations } from '../../../../mocks/main-api/data/compliance';
import { processes } from '../../../../mocks/main-api/data/processes';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

// Nordlicht sells packaging in Austria with no licence here: its recorded frequencies decide.
const { nordlicht: company } = COMPANY_IDS;

async function choose(
  user: { click: (e: Element) => Promise<void> },
  field: RegExp,
  option: string,
) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('[RULE-2] Austrian packaging: household and commercial frequencies', () => {
  it('[RULE-2] the country page records both frequencies; the calendar lists monthly household and yearly commercial reports with the 15 March report', async () => {
    // Its Austrian packaging ends up in households and with businesses, licensed with a system.
    const record = markets.findById(company)!;
    markets.update(company, {
      markets: record.markets.map((m) =>
        m.country === 'AT' ? { ...m, facts: { ...m.facts, packagingEndUse: 'both' } } : m,
      ),
    });
    const year = new Date().getUTCFullYear();
    processes.insert({
      id: 'prc-rule-2c-at',
      companyId: company,
      service: 'at-licensing-process',
      country: 'AT',
      streams: ['packaging'],
      status: 'active',
      year,
      reference: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    const { user } = await renderRoute(`/companies/${company}/dashboard/at/packaging`, {
      auth: new FakeAuth(USER_IDS.owner),
    });
    await user.type(await screen.findByRole('textbox', { name: 'GLN' }), '9012345000004');
    await choose(user, /^Household packaging: your reporting frequency/, 'Monthly');
    await choose(user, /^Commercial packaging: your reporting frequency/, 'Yearly');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    await waitFor(() =>
      expect(registrations.findById(`${company}/AT/packaging`)).toMatchObject({
        reportingFrequency: 'monthly',
        commercialReportingFrequency: 'yearly',
      }),
    );

    const { data } = await callMainApi<{ deadlines: Deadline[] }>(
      USER_IDS.owner,
      'GET',
      `/companies/${company}/deadlines`,
    );
    const rules = new Set(
      data.deadlines
        .filter((d) => d.country === 'AT' && d.dueDate > `${year}`)
        .map((d) => d.ruleId),
    );
    expect(rules).toContain('at-packaging-household-report-monthly');
    expect(rules).toContain('at-packaging-commercial-report-yearly');
    expect(rules).toContain('at-packaging-commercial-annual-report');
    expect(rules).not.toContain('at-packaging-commercial-report-monthly');
    const march15 = data.deadlines.filter(
      (d) => d.ruleId === 'at-packaging-commercial-annual-report',
    );
    expect(march15.every((d) => d.dueDate.endsWith('-03-15'))).toBe(true);
  });
});
