import type { Page } from '@playwright/test';
import { COMPANIES, DASHBOARD_URL, USERS, expectSignInForm, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** The computed style of the first element matching `selector`. */
const styleOf = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/**
 * UX-9, one font actually loaded: the page's text is set in the declared system stack, every font
 * face the document declares has loaded (none is declared), and no font file is fetched.
 */
async function declaredFont(
  page: Page,
): Promise<{ ready: boolean; faces: number; family: string }> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return {
      ready: document.fonts.status === 'loaded' && document.fonts.check('16px system-ui'),
      faces: [...document.fonts].length,
      family: getComputedStyle(document.body).fontFamily,
    };
  });
}

const SYSTEM_STACK = /^system-ui, -apple-system, "Segoe UI", Roboto/;

test.describe('screens that agree (UX-9)', () => {
  for (const width of [1280, 375]) {
    test(`[UX-9] the sign-in page looks like the app at ${width} px: its font, logo, colours; axe-clean`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const fontRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontRequests.push(request.url());
      });
      await page.goto('/');
      await expectSignInForm(page);
      const font = await declaredFont(page);
      expect(font).toEqual({ ready: true, faces: 0, family: expect.stringMatching(SYSTEM_STACK) });
      // The app's public pages declare the same stack.
      expect(fontRequests).toEqual([]);
      // The app's logo and colours: the white top bar with the green mark and name.
      await expect(page.locator('header svg')).toBeVisible();
      await expect(page.locator('header')).toContainText('EPR Compliance');
      expect(await styleOf(page, 'header', 'background-color')).toBe('rgb(255, 255, 255)');
      expect(await styleOf(page, 'body', 'background-color')).toBe('rgb(245, 247, 245)');
      expect(await styleOf(page, 'form button[type="submit"]', 'background-color')).toBe(
        'rgb(27, 94, 32)',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await expectNoAxeViolations(page);
    });
  }

  test('[UX-9] the app declares the same font; the signed-in app ends with one line of legal links to its own pages', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await signIn(page, USERS.owner.email);
    await expect(page).toHaveURL(DASHBOARD_URL, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const font = await declaredFont(page);
    expect(font).toEqual({ ready: true, faces: 0, family: expect.stringMatching(SYSTEM_STACK) });

    const footer = page.getByRole('contentinfo');
    // One line: no marketing columns or newsletter, as tall as a line of text and its padding.
    await expect(footer.getByRole('heading')).toHaveCount(0);
    const box = (await footer.boundingBox())!;
    expect(box.height).toBeLessThan(60);
    await expect(footer.getByRole('link')).toHaveText([
      'Imprint',
      'Privacy policies',
      'General terms',
      'Contact',
      'Support',
    ]);
    await expect(footer.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      `/companies/${COMPANIES.alpenglueck.id}/support`,
    );
    for (const link of await footer.getByRole('link').all()) {
      const href = (await link.getAttribute('href'))!;
      // No placeholder domain: the app's own pages unless the runtime config names others.
      expect(href.startsWith('/')).toBe(true);
    }
    await footer.getByRole('link', { name: 'Imprint' }).click();
    await expect(page).toHaveURL(`${baseURL}/imprint`);
    await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
    // Back on the public side, the marketing footer.
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { level: 2, name: 'Stay up to date' }),
    ).toBeVisible();
  });

  test('[UX-5][EU-2] the sidebar shows the company’s markets first, the rest folded and searchable', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await signIn(page, USERS.owner.email);
    await expect(page).toHaveURL(DASHBOARD_URL, { timeout: 20_000 });
    const nav = page.getByRole('navigation', { name: 'Company navigation' });
    await expect(nav.getByRole('heading', { level: 2, name: 'Your markets' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Austria', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'France', exact: true })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Other countries' }).click();
    await expect(nav.getByRole('link', { name: 'France', exact: true })).toBeVisible();
    // Every label fits the column: no entry wider than its box.
    const overflowing = await nav
      .locator('a')
      .evaluateAll((links) =>
        links.filter((a) => a.scrollWidth > a.clientWidth).map((a) => a.textContent),
      );
    expect(overflowing).toEqual([]);
    // EU-2: the other countries are many; the search finds one by name, without its accent.
    const search = nav.getByRole('searchbox', { name: 'Find a country' });
    await search.fill('Atlantis');
    await expect(nav.getByText('No country matches “Atlantis”.')).toBeVisible();
    await search.fill('hung');
    await expect(nav.getByRole('link', { name: 'France', exact: true })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('sidebar-search-1280.png') });
    await nav.getByRole('link', { name: 'Hungary', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Hungary/ })).toBeVisible();
  });
});
