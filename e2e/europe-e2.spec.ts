/**
 * EU-1/EU-2 in the browser: the new countries' stream pages (Sweden, Norway, Ireland, Switzerland)
 * render their rule from the reference data with its provisions, without horizontal scrolling and
 * axe-clean at 1280 and 375 px, in English and German (screenshots in the test's output folder).
 */
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { A11Y_WIDTHS, expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { settled, watchTraffic } from './support/settled';

const PAGES = [
  { country: 'se', stream: 'weee', language: 'en', shows: 'Naturvårdsverket' },
  { country: 'no', stream: 'packaging', language: 'de', shows: 'Grønt Punkt Norge' },
  { country: 'ie', stream: 'packaging', language: 'en', shows: 'Repak' },
  { country: 'ch', stream: 'batteries', language: 'de', shows: 'INOBAT' },
] as const;

for (const { country, stream, language, shows } of PAGES) {
  test.describe(`${country} ${stream} in ${language}`, () => {
    test.use({ locale: language });

    test(`[EU-1][EU-2] the ${country.toUpperCase()} ${stream} page in ${language} shows its rule and provisions; axe-clean at 1280 and 375 px`, async ({
      page,
    }, testInfo) => {
      await signInToDashboard(page, USERS.owner.email);
      watchTraffic(page);
      await page.goto(`/companies/${COMPANIES.alpenglueck.id}/dashboard/${country}/${stream}`);
      await expect(page.getByTestId('obligation-status')).toBeVisible();
      await settled(page);
      await expect(page.getByText(shows).first()).toBeVisible();
      await expect(page.getByTestId('provisions')).toBeVisible();

      for (const viewport of A11Y_WIDTHS) {
        await page.setViewportSize(viewport);
        await settled(page);
        // The tabs scroll their selected tab into view after a resize: poll until laid out.
        await expect
          .poll(() =>
            page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          )
          .toBe(true);
        await expectNoAxeViolations(page, { label: `${country} ${stream} ${viewport.width} px` });
        await page.screenshot({
          path: testInfo.outputPath(`${country}-${stream}-${language}-${viewport.width}.png`),
          fullPage: true,
        });
      }
    });
  });
}
