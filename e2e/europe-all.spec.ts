/**
 * Issue 32's "done when": a company selling into all 32 countries gets an answer from the
 * quickcheck and from the dashboard, on a phone and at 1280 px, and only the rule texts of the
 * countries shown load (HOUSE-6: per country, not all at once).
 */
import type { Page } from '@playwright/test';
import { COMPANY_IDS } from '../mocks/common/data/fixtures/companies';
import { COUNTRY_ROWS } from '../src/domain/vocabulary/country-rows';
import { USERS, signInToDashboard } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const ALL = COUNTRY_ROWS.filter((r) => r.serviced).map((r) => r.code);
const STREAMS = ['packaging', 'weee', 'batteries', 'textiles'];
const names = new Intl.DisplayNames(['en'], { type: 'region' });

/** Whether the page scrolls sideways at its current width. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Records the rule-text files the page fetches (`rules-<lng>.<hash>/<CC>.json`). */
function ruleTextRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const m = /\/rules-[a-z]{2}\.[^/]+\/([A-Z]{2})\.json/.exec(r.url());
    if (m) seen.push(m[1]!);
  });
  return seen;
}

test.describe('[EU-2] a company selling into all 32 countries', () => {
  test('[EU-2][EU-1][HOUSE-6] the quickcheck answers for every country and stream, at 1280 and 375 px, loading the chosen countries’ rule texts', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    expect(ALL).toHaveLength(32);
    const loaded = ruleTextRequests(page);
    await page.goto(
      `/quickcheck?step=result&countries=${ALL.join(',')}&streams=${STREAMS.join(',')}&pkg=households&use=households&role=distanceSeller&channels=ownShop&home=DE`,
    );
    const glance = page.getByRole('table', { name: 'At a glance' });
    await expect(glance).toBeVisible({ timeout: 20_000 });
    for (const code of ALL)
      for (const stream of STREAMS)
        await expect(glance.getByTestId(`glance-${code}-${stream}`)).toHaveCount(1);
    await expect.poll(() => new Set(loaded).size).toBeGreaterThanOrEqual(ALL.length);
    expect(new Set(loaded).size).toBeLessThanOrEqual(ALL.length + 1);
    for (const code of loaded) expect([...ALL, 'EU']).toContain(code);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => scrollsSideways(page)).toBe(false);
    }
    await expectNoAxeViolations(page, { label: 'quickcheck, 32 countries' });
  });

  test('[EU-2][EU-1] the dashboard lists every market with its four streams, at 1280 and 375 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInToDashboard(page, USERS.owner.email);
    const status = await page.evaluate(
      async ({ id, countries, streams }) => {
        const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
        const { access_token: token } = JSON.parse(sessionStorage.getItem(key)!) as {
          access_token: string;
        };
        const response = await fetch(`/api/companies/${id}/markets`, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            facts: {
              packagingEndUse: 'households',
              productEndUse: 'households',
              role: 'distanceSeller',
              channels: ['ownShop'],
            },
            establishments: ['AT'],
            markets: countries.map((country) => ({ country, streams })),
          }),
        });
        return response.status;
      },
      { id: COMPANY_IDS.alpenglueck, countries: ALL, streams: STREAMS },
    );
    expect(status).toBe(200);
    await page.reload();
    const matrix = page.getByRole('table', { name: 'Obligations by country and product stream' });
    await expect(matrix).toBeVisible({ timeout: 20_000 });
    await expect(matrix.getByRole('columnheader')).toHaveText([
      'Country',
      'Packaging',
      'Electrical equipment (WEEE)',
      'Batteries',
      'Textiles',
    ]);
    for (const code of ALL)
      await expect(matrix.getByRole('rowheader', { name: names.of(code)! })).toHaveCount(1);
    await expectNoAxeViolations(page, { label: 'dashboard, 32 markets' });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => scrollsSideways(page)).toBe(false);
  });
});
