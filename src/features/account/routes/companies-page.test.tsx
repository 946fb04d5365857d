import { screen, waitFor, within } from '@testing-library/react';
import { COMPANY_QUICKCHECK_KEY } from '@/shared/quickcheck/stored-quickcheck';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderRoute } from '@/testing/render-app';
import { markets } from '../../../../mocks/main-api/data/compliance';
import { companies } from '../../../../mocks/common/data/db';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { quickchecks } from '../../../../mocks/main-api/data/quickchecks';

const quickcheck = (completedAt = '2026-11-23T10:00:00.000Z') => ({
  answers: {
    countries: ['FR', 'DE'],
    streams: ['packaging' as const, 'weee' as const],
    packagingEndUse: 'businesses' as const,
    productEndUse: 'both' as const,
    role: 'importer' as const,
    channels: ['marketplaces' as const],
    establishments: ['DE'],
    homeCountry: 'AT',
  },
  completedAt,
});

const newbie = () => new FakeAuth(USER_IDS.newbie);

async function fill(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  const enter = async (name: RegExp, value: string) => {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(value);
  };
  await enter(/^Company name/, 'Donauwelle Handels GmbH');
  await enter(/^Legal form/, 'GmbH');
  await enter(/^Street and number/, 'Mariahilfer Straße 12');
  await enter(/^Postal code/, '1070');
  await enter(/^City/, 'Wien');
  await enter(/^Contact e-mail/, 'office@donauwelle.at');
}

describe('the companies page: the quickcheck goes with the account', () => {
  it('[UX-8] in a new browser session (nothing stored here) the quickcheck kept with the account fills the company form, and the company takes its markets from it', async () => {
    quickchecks.insert({ id: USER_IDS.newbie, ...quickcheck() });
    expect(localStorage.getItem(COMPANY_QUICKCHECK_KEY)).toBeNull();
    const { user, router } = await renderRoute('/account/companies', { auth: newbie() });
    await screen.findByRole('form', { name: 'Create company' });
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveDisplayValue('Austria');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(locationOf(router)).toMatch(/^\/companies\/[^/]+\/dashboard$/));
    const created = companies.all().find((c) => c.name === 'Donauwelle Handels GmbH')!;
    expect(created.country).toBe('AT');
    expect(markets.findById(created.id)).toMatchObject({
      establishments: ['DE', 'AT'],
      markets: [
        {
          country: 'FR',
          streams: ['packaging', 'weee'],
          facts: {
            packagingEndUse: 'businesses',
            // The quickcheck's one answer for equipment, batteries and textiles, per stream.
            weeeEndUse: 'both',
            batteriesEndUse: 'both',
            textilesEndUse: 'both',
            role: 'importer',
            channels: ['marketplaces'],
          },
        },
        { country: 'DE', streams: ['packaging', 'weee'] },
      ],
    });
    // The browser now has it too, where the dashboard offers it.
    expect(JSON.parse(localStorage.getItem(COMPANY_QUICKCHECK_KEY)!)).toMatchObject({
      answers: { homeCountry: 'AT' },
    });
  });

  it('[UX-8] the quickcheck a browser brought into sign-up is kept with the account; an older one there is replaced', async () => {
    quickchecks.insert({ id: USER_IDS.newbie, ...quickcheck('2026-01-01T00:00:00.000Z') });
    localStorage.setItem(COMPANY_QUICKCHECK_KEY, JSON.stringify(quickcheck()));
    await renderRoute('/account/companies', { auth: newbie() });
    await screen.findByRole('form', { name: 'Create company' });
    await waitFor(() =>
      expect(quickchecks.findById(USER_IDS.newbie)?.completedAt).toBe('2026-11-23T10:00:00.000Z'),
    );
  });

  it('[UX-8] without a quickcheck the form starts empty and the company gets no markets', async () => {
    const { user, router } = await renderRoute('/account/companies', { auth: newbie() });
    await screen.findByRole('form', { name: 'Create company' });
    expect(screen.getByRole('combobox', { name: /Country/ })).not.toHaveDisplayValue('Austria');
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'Austria');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(locationOf(router)).toMatch(/^\/companies\/[^/]+\/dashboard$/));
    const created = companies.all().find((c) => c.name === 'Donauwelle Handels GmbH')!;
    expect(markets.findById(created.id)).toBeUndefined();
  });
});

describe('the companies page of a platform administrator', () => {
  it('[UX-5] an administrator without a company lands on the administration, not on "create your company"; creating one stays possible', async () => {
    const { user, router } = await renderRoute('/account/companies', {
      auth: new FakeAuth(USER_IDS.admin),
    });
    const admin = await screen.findByRole('region', { name: 'Administration' });
    expect(screen.queryByRole('form', { name: 'Create company' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByRole('form', { name: 'Create company' })).toBeInTheDocument();
    await user.click(within(admin).getByRole('link', { name: 'Open administration' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/companies'));
  });

  it('[UX-5] a user without a company who is no administrator gets the form at once', async () => {
    await renderRoute('/account/companies', { auth: newbie() });
    expect(await screen.findByRole('form', { name: 'Create company' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Administration' })).toBeNull();
  });
});
