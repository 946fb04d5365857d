/**
 * EU-1/EU-2 in the browser: the new countries' pages render their own rules (Italy's Registro
 * AEE, the Dutch UPV textiel with a textiles page of its own, Belgian packaging, Luxembourg WEEE),
 * show the provision of a verified fact, stay axe-clean and fit at 1280 and 375 px (screenshots in
 * the test's output folder).
 */
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { A11Y_WIDTHS, expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { settled, watchTraffic } from './support/settled';

const PAGES = [
  {
    path: 'it/weee',
    heading: 'Italy: WEEE',
    register: 'Registro nazionale AEE',
    quote: 'Camera di commercio',
  },
  {
    path: 'nl/textiles',
    heading: 'Netherlands: Textiles',
    register: 'Melding UPV textiel',
    quote: 'melden',
  },
  {
    path: 'be/packaging',
    heading: 'Belgium: Packaging',
    register: 'Interregionale Verpakkingscommissie (IVC)',
    quote: 'Fost Plus',
  },
  {
    path: 'lu/weee',
    heading: 'Luxembourg: WEEE',
    register: 'Enregistrement des producteurs d’EEE',
    quote: 'Ecotrel',
  },
] as const;

for (const target of PAGES) {
  test(`[EU-1][EU-2][A11Y-1] ${target.heading}: the country's own register and a quoted provision; axe-clean at 1280 and 375 px`, async ({
    page,
  }, testInfo) => {
    await signInToDashboard(page, USERS.owner.email);
    watchTraffic(page);
    await page.goto(`/companies/${COMPANIES.alpenglueck.id}/dashboard/${target.path}`);
    await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
    await expect(page.getByTestId('obligation-status')).toBeVisible();
    await settled(page);
    await expect(page.getByText(target.register).first()).toBeVisible();
    await expect(page.getByText(/not covered in detail yet/)).toHaveCount(0);
    const provision = page
      .getByTestId('provision')
      .filter({ has: page.locator('blockquote', { hasText: target.quote }) })
      .first();
    await provision.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(provision).toHaveAttribute('open', '');
    for (const viewport of A11Y_WIDTHS) {
      await page.setViewportSize(viewport);
      await settled(page);
      // The tabs scroll their selected tab into view after a resize: poll until laid out.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
        .toBe(true);
      await expectNoAxeViolations(page, { label: `${target.path} ${viewport.width} px` });
      await page.screenshot({
        path: testInfo.outputPath(`${target.path.replace('/', '-')}-${viewport.width}.png`),
        fullPage: true,
      });
    }
  });
}
