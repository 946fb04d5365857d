/**
 * HOUSE-6 (docs/house-6-service-start.md): the registration and NIE/NIF pages first say what the order or the
 * application asks for; the form comes with the button after it, in a chunk of its own. In a real
 * browser, in English and German, at 1280 and 375 px: the overview and the opened form are clear,
 * keyboard-usable, do not scroll sideways and are axe-clean; a form whose code cannot be
 * downloaded shows the connection problem in its place (TRUST-17). Screenshots go to the test's
 * output folder for a look.
 */
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { chooseLanguage, expectNoSidewaysScroll, shoot } from './support/light-forms';

const { nordlicht, alpenglueck } = COMPANIES;

const TEXTS = {
  en: {
    order: ['Start the order', 'What the order asks for', 'Registration data and order'],
    nieNif: ['Enter the details', 'What the application needs', 'Applicant company and signatory'],
  },
  de: {
    order: [
      'Beauftragung beginnen',
      'Das braucht die Beauftragung',
      'Registrierungsdaten und Beauftragung',
    ],
    nieNif: [
      'Angaben eingeben',
      'Das braucht der Antrag',
      'Antragstellendes Unternehmen und Unterzeichner',
    ],
  },
} as const;

test.describe('service pages open their form after an overview (HOUSE-6)', () => {
  for (const language of ['en', 'de'] as const) {
    for (const width of [1280, 375]) {
      test(`[HOUSE-6] ${language} at ${width} px: the WEEE and NIE/NIF pages first say what the order or application asks for; the button opens the form by keyboard, its heading focused; no sideways scroll; axe-clean`, async ({
        page,
      }, testInfo) => {
        const at = `${language} ${width} px`;
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await signInToDashboard(page, USERS.owner.email);
        await chooseLanguage(page, language);

        for (const [name, path, key] of [
          ['weee-de', `/companies/${alpenglueck.id}/weee-de`, 'order'],
          ['nie-nif', `/companies/${nordlicht.id}/nie-nif-application`, 'nieNif'],
        ] as const) {
          const [start, needs, form] = TEXTS[language][key];
          await page.goto(path);
          await expect(page.getByRole('list', { name: needs })).toBeVisible();
          await expect(page.getByRole('form', { name: form })).toHaveCount(0);
          await expectNoSidewaysScroll(page);
          await shoot(page, testInfo, `${name}-overview-${at}`);
          await expectNoAxeViolations(page, { soft: true, label: `${name} overview, ${at}` });

          // By keyboard: the button, Enter; the form's heading takes the focus.
          await page.getByRole('button', { name: start }).focus();
          await page.keyboard.press('Enter');
          await expect(page.getByRole('form', { name: form })).toBeVisible();
          await expect(page.getByRole('heading', { level: 2, name: form })).toBeFocused();
          await page.keyboard.press('Tab');
          await expect(page.getByRole('form', { name: form }).locator(':focus')).toHaveCount(1);
          await expectNoSidewaysScroll(page);
          await shoot(page, testInfo, `${name}-form-${at}`);
          await expectNoAxeViolations(page, { soft: true, label: `${name} form, ${at}` });
        }
      });
    }
  }

  test('[HOUSE-6][TRUST-17] an order form whose code cannot be downloaded shows the connection problem in its place; "Try again" brings the form', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const chunk = /\/assets\/registration-order\.[0-9a-f]+\.js$/;
    // The browser and React report the failed download: that is this test's premise.
    consoleErrors.expect(/registration-order\.[0-9a-f]+\.js/);
    await context.route(chunk, (route) => route.abort('internetdisconnected'));
    await signInToDashboard(page, USERS.owner.email);
    await page.goto(`/companies/${alpenglueck.id}/weee-at`);
    await page.getByRole('button', { name: 'Start the order' }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'Connection problem' });
    await expect(problem).toBeVisible();
    // The page stays around it.
    await expect(
      page.getByRole('heading', { level: 1, name: 'WEEE registration Austria' }),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Registration data and order' })).toHaveCount(0);

    await context.unroute(chunk);
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('form', { name: 'Registration data and order' })).toBeVisible();
    await expect(problem).toHaveCount(0);
  });
});
