import { screen, within } from '@testing-library/react';
import { COMPANY_QUICKCHECK_KEY } from '@/shared/quickcheck/stored-quickcheck';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { companyFromQuickcheck, emptyCompany } from './company-from-quickcheck';

const quickcheck = (homeCountry?: string, establishments: string[] = []) => ({
  answers: {
    countries: ['AT', 'DE'],
    streams: ['packaging' as const],
    packagingEndUse: 'households' as const,
    productEndUse: 'households' as const,
    role: 'manufacturer' as const,
    channels: ['ownShop' as const],
    establishments,
    ...(homeCountry ? { homeCountry } : {}),
  },
  completedAt: '2026-11-23T10:00:00.000Z',
});

describe('the first company from the quickcheck', () => {
  it('[QC-3] the head office given in the quickcheck is the company’s country; else its one establishment; else nothing', () => {
    expect(companyFromQuickcheck(quickcheck('AT'))).toMatchObject({
      country: 'AT',
      address: { country: 'AT' },
    });
    expect(companyFromQuickcheck(quickcheck(undefined, ['DE'])).country).toBe('DE');
    expect(companyFromQuickcheck(quickcheck(undefined, ['AT', 'DE']))).toBe(emptyCompany);
    expect(companyFromQuickcheck(null)).toBe(emptyCompany);
  });

  it('[QC-3][AUTH-7] a new user who brought a quickcheck finds the company form filled in from it', async () => {
    localStorage.setItem(COMPANY_QUICKCHECK_KEY, JSON.stringify(quickcheck('AT')));
    await renderRoute('/account/companies', { auth: new FakeAuth(USER_IDS.newbie) });
    const form = await screen.findByRole('form', { name: 'Create company' });
    expect(within(form).getByRole('combobox', { name: /Country/ })).toHaveDisplayValue('Austria');
  });
});
