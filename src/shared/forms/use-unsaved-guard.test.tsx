import { act, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';
import { sameInput } from './use-unsaved-guard';

// Whole pages with their loaders, under StrictMode as the app renders them.
jest.setTimeout(45_000);

const { alpenglueck, nordlicht } = COMPANY_IDS;
type User = ReturnType<typeof userEvent.setup>;

const typeBrand = async (form: HTMLElement, user: User) =>
  user.type(within(form).getByRole('textbox', { name: 'Brands' }), 'Alpenglück{Enter}');
const choosePackaging = async (form: HTMLElement, user: User) =>
  user.click(
    within(within(form).getByRole('group', { name: 'Austria' })).getByRole('checkbox', {
      name: /^Packaging/,
    }),
  );

/** The pages of issue 20 that asked "Leave without saving?" untouched, and a real edit on each. */
const PAGES = [
  ['WEEE Germany', alpenglueck, 'weee-de', 'Registration data and order', typeBrand],
  ['WEEE Austria', alpenglueck, 'weee-at', 'Registration data and order', typeBrand],
  ['batteries Germany', alpenglueck, 'battery-de', 'Registration data and order', typeBrand],
  ['batteries Austria', alpenglueck, 'battery-at', 'Registration data and order', typeBrand],
  [
    'authorised representative',
    nordlicht,
    'authoriseme',
    'Order an authorised representative',
    choosePackaging,
  ],
] as const;

/** The registration pages open their order form with a button (HOUSE-6). */
const START = { 'Registration data and order': 'Start the order' } as Record<string, string>;

async function openPage(companyId: string, page: string, formName: string) {
  const app = await renderRoute(`/companies/${companyId}/${page}`, {
    auth: new FakeAuth(USER_IDS.owner),
    strict: true,
  });
  const start = START[formName];
  if (start) await app.user.click(await screen.findByRole('button', { name: start }));
  const form = await screen.findByRole('form', { name: formName });
  return { ...app, form };
}

describe.each(PAGES)('leaving the %s page', (_name, companyId, page, formName, edit) => {
  const away = `/companies/${companyId}/dashboard`;

  it('[UX-1] untouched, it lets the user go without asking', async () => {
    const { router } = await openPage(companyId, page, formName);
    await act(() => router.navigate(away));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(locationOf(router)).toBe(away);
  });

  it('[UX-1] after a real edit, it asks in the words of a page; leaving then goes', async () => {
    const { router, form, user } = await openPage(companyId, page, formName);
    await edit(form, user);
    await act(() => router.navigate(away));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(
      within(dialog).getByText(
        'What you entered on this page has not been saved yet and will be lost.',
      ),
    ).toBeInTheDocument();
    expect(locationOf(router)).toBe(`/companies/${companyId}/${page}`);
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    expect(locationOf(router)).toBe(away);
  });
});

describe('what counts as a change', () => {
  it('[UX-1] a field missing, unset or emptied is no input; anything else that differs is', () => {
    expect(sameInput({ brands: [], name: '' }, { brands: [], acceptTerms: undefined })).toBe(true);
    expect(sameInput({ a: { b: null } }, { a: {} })).toBe(true);
    expect(sameInput({ brands: ['X'] }, { brands: [] })).toBe(false);
    expect(sameInput({ acceptTerms: true }, {})).toBe(false);
    expect(sameInput({ audience: 'b2c' }, { audience: undefined })).toBe(false);
    expect(sameInput({ categories: ['a', 'b'] }, { categories: ['b', 'a'] })).toBe(false);
  });

  it('[UX-1] an edit taken back is no change', async () => {
    const { router, form, user } = await openPage(nordlicht, 'authoriseme', PAGES[4][3]);
    await choosePackaging(form, user);
    await choosePackaging(form, user);
    await act(() => router.navigate(`/companies/${nordlicht}/dashboard`));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(locationOf(router)).toBe(`/companies/${nordlicht}/dashboard`);
  });
});
