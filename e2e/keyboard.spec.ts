/**
 * A11Y-1: the keyboard alone, from signing in to a corrected form: every control reachable with
 * Tab, focus always visible, and focus back where it was after a menu closes.
 */
import { COMPANIES, DASHBOARD_URL, DEMO_PASSWORD, USERS, expectSignInForm } from './support/auth';
import { expectEveryControlReachable, focused, tabTo } from './support/keyboard';
import { expect, test } from './support/fixtures';

test('[A11Y-1][X-A11Y-1] sign-in, company and language switch and a corrected form, by keyboard only', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { alpenglueck, nordlicht } = COMPANIES;

  await test.step('sign in from a public page', async () => {
    await page.goto('/quickcheck');
    await expect(page.getByRole('heading', { level: 1, name: 'Quickcheck' })).toBeVisible();
    await expectEveryControlReachable(page);
    await tabTo(page, /^button "Sign in"$|^link "Sign in"$/);
    await page.keyboard.press('Enter');
    await expectSignInForm(page);
    // The provider's form starts in the e-mail field.
    await tabTo(page, /^textbox "E-?mail/i, { max: 10 });
    await page.keyboard.type(USERS.owner.email);
    await tabTo(page, /^textbox "Password/i, { max: 5 });
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(DASHBOARD_URL, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
  });

  await test.step('every control of the dashboard is reachable', async () => {
    await expect(page.getByTestId('current-company')).toContainText(alpenglueck.name);
    await expectEveryControlReachable(page);
  });

  await test.step('a menu closed with Escape gives focus back to its button', async () => {
    await page.getByRole('heading', { level: 1 }).focus();
    await tabTo(page, /^button "Company:/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    expect((await focused(page)).label).toMatch(/^menuitem/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    expect((await focused(page)).label).toMatch(/^button "Company:/);
  });

  await test.step('switch company', async () => {
    await page.keyboard.press('Enter');
    const other = page.getByRole('menuitem', { name: new RegExp(nordlicht.name) });
    for (let i = 0; i < 5 && !(await other.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(other).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/companies/${nordlicht.id}/dashboard`);
    await expect(page.getByTestId('current-company')).toContainText(nordlicht.name);
    // The same page for the other company: focus goes back to the switcher, now naming it.
    await expect
      .poll(async () => (await focused(page)).label)
      .toBe(`button "Company: ${nordlicht.name}. Switch company"`);
  });

  await test.step('switch language; focus stays on the language button', async () => {
    await tabTo(page, /^button "EN – Language/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    const german = page.getByRole('menuitem', { name: /Deutsch/ });
    for (let i = 0; i < 5 && !(await german.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('menu')).toBeHidden();
    expect((await focused(page)).label).toMatch(/^button "DE – Sprache/);
    // Back to English for the rest of the walk.
    await page.keyboard.press('Enter');
    const english = page.getByRole('menuitem', { name: /English/ });
    for (
      let i = 0;
      i < 5 && !(await english.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('ArrowUp');
    }
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  await test.step('a form submitted with an error, corrected and saved', async () => {
    await tabTo(page, /^button "Account of/);
    await page.keyboard.press('Enter');
    const profile = page.getByRole('menuitem', { name: 'Profile' });
    for (
      let i = 0;
      i < 5 && !(await profile.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeFocused();
    await expectEveryControlReachable(page);

    await page.getByRole('heading', { level: 1 }).focus();
    await tabTo(page, /^textbox "First name/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await tabTo(page, /^button "Save name"$/);
    await page.keyboard.press('Enter');
    const givenName = page.getByLabel('First name');
    await expect(givenName).toHaveAttribute('aria-invalid', 'true');
    await expect(givenName).toBeFocused();

    await page.keyboard.type('Olivia');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your name was saved.')).toBeVisible();
    await expect(givenName).not.toHaveAttribute('aria-invalid', 'true');
    await expect(givenName).toHaveValue('Olivia');
  });
});
