/**
 * EU-1 in the browser: the stream pages of Iceland, Liechtenstein and Greece render their rule
 * (the register in its own language and script) in English and German, with no horizontal
 * scrolling and axe-clean at 1280 and 375 px (screenshots in the test's output folder).
 */
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { A11Y_WIDTHS, expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { settled, watchTraffic } from './support/settled';

const PAGES = [
  {
    path: 'is/weee',
    country: { en: 'Iceland', de: 'Island' },
    text: 'Skráningarkerfi framleiðenda og innflytjenda raf- og rafeindatækja',
  },
  {
    path: 'li/batteries',
    country: { en: 'Liechtenstein', de: 'Liechtenstein' },
    text: 'INOBAT (Melde- und Gebührenpflicht)',
  },
  {
    path: 'gr/packaging',
    country: { en: 'Greece', de: 'Griechenland' },
    text: 'Εθνικό Μητρώο Παραγωγών (Ε.Μ.ΠΑ.)',
  },
] as const;

for (const language of ['en', 'de'] as const) {
  test.describe(`IS, LI and GR pages in ${language}`, () => {
    test.use({ locale: language });

    for (const target of PAGES) {
      test(`[EU-1][EU-2][A11Y-1] ${target.path} in ${language}: the rule and its register; axe-clean at 1280 and 375 px`, async ({
        page,
      }, testInfo) => {
        await signInToDashboard(page, USERS.owner.email);
        watchTraffic(page);
        await page.goto(`/companies/${COMPANIES.alpenglueck.id}/dashboard/${target.path}`);
        await expect(
          page.getByRole('heading', { level: 1, name: new RegExp(`^${target.country[language]}`) }),
        ).toBeVisible();
        await expect(page.getByText(target.text).first()).toBeVisible();
        await settled(page);

        for (const viewport of A11Y_WIDTHS) {
          await page.setViewportSize(viewport);
          await settled(page);
          // The tabs scroll their selected tab into view after a resize: poll until laid out.
          await expect
            .poll(() =>
              page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
            )
            .toBe(true);
          await expectNoAxeViolations(page, { label: `${target.path} ${viewport.width} px` });
          await page.screenshot({
            path: testInfo.outputPath(
              `${target.path.replace('/', '-')}-${language}-${viewport.width}.png`,
            ),
            fullPage: true,
          });
        }
      });
    }
  });
}
