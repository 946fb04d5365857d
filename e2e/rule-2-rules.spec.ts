/**
 * RULE-2, the remaining rules, in the production build at 1280 and 375 px, in English and German:
 * a German maker whose crates go to factories reads its real duties (no dual system), a German
 * battery producer sees its producer-responsibility organisation, an Austrian producer records
 * household and commercial frequencies apart, the German WEEE order offers photovoltaic modules,
 * and a reverse-charge price names the VAT ID. Each screen axe-clean, none wider than the window.
 */
import type { Page } from '@playwright/test';
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const { nordlicht, alpenglueck } = COMPANIES;

/** The API as the page calls it, with the page's own access token. */
function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
      const { access_token: token } = JSON.parse(sessionStorage.getItem(key)!) as {
        access_token: string;
      };
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  );
}

interface Market {
  country: string;
  streams: string[];
  facts?: Record<string, unknown>;
}

/** Nordlicht's German packaging goes to factories; it also places batteries in Germany. */
async function machineBuilder(page: Page) {
  const { body } = await api(page, 'GET', `/companies/${nordlicht.id}/markets`);
  const current = body.data as { establishments: string[]; markets: Required<Market>[] };
  const markets = current.markets.map(({ country, streams, facts }) =>
    country === 'DE'
      ? {
          country,
          streams: [...new Set([...streams, 'batteries'])],
          facts: { ...facts, packagingEndUse: 'businesses' },
        }
      : { country, streams, facts },
  );
  const saved = await api(page, 'PUT', `/companies/${nordlicht.id}/markets`, {
    facts: markets[0]!.facts,
    establishments: current.establishments,
    markets,
  });
  expect(saved.status).toBe(200);
  const number = await api(page, 'PUT', `/companies/${nordlicht.id}/registrations/DE/batteries`, {
    number: 'DE87654321',
  });
  expect(number.status).toBe(200);
}

async function toGerman(page: Page) {
  await page.getByRole('button', { name: /Language: English/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
}

/** At both widths: no wider than the window, axe-clean, a screenshot to look at. */
async function checkScreen(page: Page, name: string, lang: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // The layout follows the width in a render after the resize: poll until it has.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath(`${name}-${lang}-${width}.png`),
      fullPage: true,
    });
  }
}

test.describe('RULE-2: the remaining rules on screen', () => {
  for (const lang of ['en', 'de'] as const) {
    test(`[RULE-2] ${lang}: crates to factories, German batteries, Austrian frequencies`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signInToDashboard(page, USERS.owner.email);
      await machineBuilder(page);
      if (lang === 'de') await toGerman(page);

      await page.goto(`/companies/${nordlicht.id}/dashboard/de/packaging`);
      const status = page.getByTestId('obligation-status');
      await expect(status).toContainText(
        lang === 'en'
          ? 'Register with LUCID. Take back the packaging'
          : 'Registrieren Sie sich bei LUCID. Nehmen Sie',
      );
      await expect(status).not.toContainText(
        lang === 'en' ? 'dual system and report' : 'dieselben Mengen',
      );
      await expect(page.getByRole('form', { name: /scheme contract|Systemvertrag/ })).toHaveCount(
        0,
      );
      await checkScreen(page, 'de-packaging-factories', lang);

      await page.goto(`/companies/${nordlicht.id}/dashboard/de/batteries`);
      await expect(page.getByTestId('obligation-status')).toContainText(
        lang === 'en'
          ? 'Producer-responsibility organisation (since'
          : 'Organisation für Herstellerverantwortung (seit',
      );
      await checkScreen(page, 'de-batteries', lang);

      await page.goto(`/companies/${nordlicht.id}/dashboard/at/packaging`);
      await expect(
        page.getByRole('combobox', {
          name:
            lang === 'en'
              ? /^Commercial packaging: your reporting frequency/
              : /^Gewerbliche Verpackungen: Ihr Meldeintervall/,
        }),
      ).toBeVisible();
      await expect(page.locator('main')).not.toContainText('VerpackG §15');
      await checkScreen(page, 'at-packaging', lang);
    });

    test(`[RULE-2] ${lang}: the German WEEE order offers photovoltaic modules; the price names the VAT ID of a reverse charge`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signInToDashboard(page, USERS.owner.email);
      if (lang === 'de') await toGerman(page);
      await page.goto(`/companies/${alpenglueck.id}/weee-de`);
      await page
        .getByRole('button', { name: lang === 'en' ? 'Start the order' : 'Beauftragung beginnen' })
        .click();
      await expect(
        page.getByRole('checkbox', {
          name: lang === 'en' ? /Photovoltaic modules, large/ : /Photovoltaikmodule, groß/,
        }),
      ).toBeVisible();
      await page
        .getByRole('checkbox', {
          name: lang === 'en' ? /Photovoltaic modules, small/ : /Photovoltaikmodule, klein/,
        })
        .check();
      await expect(page.getByTestId('quote-vat-note')).toContainText('ATU73528461');
      await checkScreen(page, 'weee-de-order', lang);
    });
  }

  test('[RULE-2] the Austrian flat fee on the licence review: one yearly line, no raw key, never per tonne', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToDashboard(page, USERS.owner.email);
    // Alpenglück's Austrian draft (fixture) waits at the quantities step.
    await page.goto(`/companies/${alpenglueck.id}/at-licensing-process/process?draft=prc-0003`);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Step 3 of 4: Quantities' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: /^Paper/ }).fill('');
    await page.getByRole('textbox', { name: /^Glass/ }).fill('');
    await page
      .getByRole('radiogroup', { name: 'How you pay' })
      .getByRole('radio', { name: /^Flat fee/ })
      .check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const price = page.getByRole('table', { name: 'Price' });
    await expect(price).toContainText('Flat fee for small quantities (a year)');
    await expect(price).not.toContainText('licensing.materials.flatFee');
    await expect(price).not.toContainText('per tonne');
    await checkScreen(page, 'at-flat-fee-review', 'en');
  });
});
