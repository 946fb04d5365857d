/**
 * UX-16: a screenshot review as a habit. Renders every screen of the route tree (the same list the
 * accessibility sweep reads, `support/app-routes.ts`), signed out and signed in as the owner, at
 * 1280 and 375 px, in English and German, into `screenshots/<lang>/<width>/`, and one contact sheet
 * per language and width (`screenshots/contact-<lang>-<width>.png`) so a reviewer sees the whole
 * product at a glance. Not part of `npm run e2e` (project `screens`): `npm run screens` after
 * `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DASHBOARD_URL, USERS, signIn } from '../support/auth';
import { appPages, type AppPage } from '../support/app-routes';
import { expect, test } from '../support/fixtures';
import { settled, watchTraffic } from '../support/settled';

const OUT = path.resolve(__dirname, '../../screenshots');
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;
const LANGUAGES = [
  { lang: 'en', locale: 'en-US' },
  { lang: 'de', locale: 'de-DE' },
] as const;

const fileName = (target: AppPage) =>
  (target.pattern.replace(/[/:?*]+/g, '_').replace(/^_|_$/g, '') || 'home') + '.png';

async function shoot(page: Page, target: AppPage, dir: string): Promise<string | null> {
  await page.goto(target.url);
  await settled(page);
  if (new URL(page.url()).pathname.startsWith('/oidc/')) return null;
  await expect(page.locator('h1').first(), `${target.url} has an h1`).toBeVisible();
  const file = path.join(dir, fileName(target));
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** One image per width: every shot as a tile with its address under it. */
async function contactSheet(page: Page, shots: { file: string; label: string }[], out: string) {
  const tiles = shots
    .map(
      ({ file, label }) =>
        `<figure><img src="data:image/png;base64,${fs.readFileSync(file).toString('base64')}"><figcaption>${label}</figcaption></figure>`,
    )
    .join('');
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.setContent(
    `<style>body{margin:8px;font:12px sans-serif;display:grid;grid-template-columns:repeat(4,1fr);gap:8px}
     figure{margin:0}img{width:100%;border:1px solid #ccc}figcaption{overflow-wrap:anywhere}</style>${tiles}`,
  );
  await page.screenshot({ path: out, fullPage: true });
}

for (const { lang, locale } of LANGUAGES) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale });

    test(`[UX-16] every screen in ${lang} at 1280 and 375 px, with a contact sheet per width`, async ({
      page,
      browser,
      consoleErrors,
    }) => {
      test.setTimeout(600_000);
      watchTraffic(page);
      const pages = appPages();
      const publicPages = pages.filter((p) => p.area === 'public');
      const privatePages = pages.filter((p) => p.area === 'private');
      const shots: Record<number, { file: string; label: string }[]> = { 1280: [], 375: [] };
      const run = async (list: AppPage[]) => {
        for (const target of list) {
          if (target.notFoundCall) consoleErrors.expectFailedResponse(404, target.notFoundCall);
          for (const size of WIDTHS) {
            const dir = path.join(OUT, lang, String(size.width));
            fs.mkdirSync(dir, { recursive: true });
            await page.setViewportSize(size);
            const file = await shoot(page, target, dir);
            if (file) shots[size.width]!.push({ file, label: target.pattern });
          }
        }
      };
      await run(publicPages);
      await page.goto('/');
      await signIn(page, USERS.owner.email);
      await expect(page).toHaveURL(DASHBOARD_URL, { timeout: 20_000 });
      await settled(page);
      await run(privatePages);
      // The sheet is a blank page of its own: the app's pages allow no HTML written by a script.
      const sheet = await browser.newPage();
      for (const { width } of WIDTHS) {
        await contactSheet(sheet, shots[width]!, path.join(OUT, `contact-${lang}-${width}.png`));
      }
      expect(shots[1280]!.length).toBeGreaterThan(30);
      expect(shots[375]!.length).toBe(shots[1280]!.length);
    });
  });
}
