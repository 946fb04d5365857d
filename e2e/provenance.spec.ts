/**
 * RULE-1 in the browser: the Austrian packaging page shows a verified deadline's provision with
 * its quote and gloss in a fold opened by keyboard, the reason of an "Unconfirmed" mark, and the
 * provision linked once in the sources note; axe-clean with the folds open, at 1280 and 375 px,
 * in English and German (screenshots in the test's output folder).
 */
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { A11Y_WIDTHS, expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { settled, watchTraffic } from './support/settled';

const TEXTS = {
  en: {
    why: 'The official text was looked for and not found.',
    heading: 'Provisions',
  },
  de: {
    why: 'Der amtliche Text wurde gesucht und nicht gefunden.',
    heading: 'Rechtsgrundlagen',
  },
} as const;

for (const language of ['en', 'de'] as const) {
  test.describe(`provenance in ${language}`, () => {
    test.use({ locale: language });

    test(`[RULE-1][A11Y-1] the country page in ${language}: provision, quote and gloss by keyboard, the reason of a mark, the link once; axe-clean at 1280 and 375 px`, async ({
      page,
    }, testInfo) => {
      const text = TEXTS[language];
      await signInToDashboard(page, USERS.owner.email);
      watchTraffic(page);
      await page.goto(`/companies/${COMPANIES.alpenglueck.id}/dashboard/at/packaging`);
      await expect(page.getByTestId('obligation-status')).toBeVisible();
      await settled(page);

      // The EDM report's provision (the 31 March date), among the page's others.
      const provision = page
        .getByTestId('provision')
        .filter({ has: page.locator('blockquote', { hasText: 'bis 31. März' }) })
        .first();
      const summary = provision.locator('summary');
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect(provision).toHaveAttribute('open', '');
      await expect(provision.locator('blockquote')).toHaveAttribute('lang', 'de');
      await expect(provision.locator('blockquote')).toContainText('bis 31. März');

      const annual = page.getByTestId('unconfirmed').filter({ hasText: '§13(3a)' });
      await annual.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(annual).toContainText(text.why);

      const note = page.getByTestId('provisions');
      await expect(note.getByText(text.heading)).toBeVisible();
      const label = (await summary.textContent())!;
      await expect(note.getByRole('link', { name: label })).toHaveCount(1);

      for (const viewport of A11Y_WIDTHS) {
        await page.setViewportSize(viewport);
        await settled(page);
        // No horizontal scrolling with the folds open.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
        await expectNoAxeViolations(page, { label: `country page ${viewport.width} px` });
        await provision.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: testInfo.outputPath(`country-at-packaging-${language}-${viewport.width}.png`),
          fullPage: true,
        });
        await provision.locator('xpath=ancestor::ul[1]').screenshot({
          path: testInfo.outputPath(`deadlines-${language}-${viewport.width}.png`),
        });
      }
    });
  });
}
