/**
 * RULE-2: an Austrian licence of household and commercial packaging names both frequencies, each
 * by its own fee (VerpackVO 2014 §9(4), §13(2)); the page showed only the household one.
 */
import { configure, screen } from '@testing-library/react';
import type { Licence } from '@/shared/contract/main/licences';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { callMainApi } from '../../../../mocks/common/testing/main-api-call';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { nordlicht } = COMPANY_IDS;
const owner = USER_IDS.owner;
const licences = `/companies/${nordlicht}/licences`;
const call = (method: string, path: string, body?: unknown) =>
  callMainApi<Licence>(owner, method, path, body);

async function submittedLicence(quantities: Record<string, number>) {
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
  await call('PUT', path, { step: 'quantities', year: new Date().getUTCFullYear() });
  await call('PUT', path, { step: 'review', quantities });
  return (await call('POST', `${path}/submit`, { acceptTerms: true })).data;
}

describe('[RULE-2] the Austrian licence page: both frequencies', () => {
  it('[RULE-2] household fee EUR 27,500, commercial fee EUR 210: the licence says household monthly, commercial yearly', async () => {
    // EUR 640 a tonne of household plastics, EUR 180 of commercial films (the example prices).
    const licence = await submittedLicence({ 'hh-plastics': 42_970, 'cm-films': 1_170 });
    expect(licence).toMatchObject({
      reportingFrequency: 'monthly',
      commercialReportingFrequency: 'yearly',
    });
    await renderRoute(`/companies/${nordlicht}/at-licensing-process/${licence.id}`, {
      auth: new FakeAuth(owner),
    });
    expect(
      await screen.findByText(
        'Household packaging: Reports every month (by the fee level). Commercial packaging: Reports once a year.',
      ),
    ).toBeInTheDocument();
  });
});
