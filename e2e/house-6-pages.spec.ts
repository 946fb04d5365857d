/**
 * HOUSE-6, the invitations and the deadlines within their route budget (docs/house-6-pages.md). In a real
 * browser, in English and German, at 1280 and 375 px: the settings' tabs are links in a named
 * `nav` with the current one marked, the invite form and the open invitations show, the deadlines'
 * "show earlier" switch works by keyboard and the month view comes when chosen; no sideways scroll,
 * axe-clean, screenshots in the test's output folder. And what the deadlines' navigation leaves for
 * later (the month view, the iCalendar writer) comes on demand, or says it could not (TRUST-17).
 */
import common from '../locales/en/common.json';
import account from '../locales/en/account.json';
import accountDe from '../locales/de/account.json';
import compliance from '../locales/en/compliance.json';
import complianceDe from '../locales/de/compliance.json';
import team from '../locales/en/team.json';
import teamDe from '../locales/de/team.json';
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { chooseLanguage, expectNoSidewaysScroll, shoot } from './support/light-forms';

const { nordlicht } = COMPANIES;
const TEXTS = {
  en: { account, compliance, team },
  de: { account: accountDe, compliance: complianceDe, team: teamDe },
} as const;

test.describe('the invitations and the deadlines, light (HOUSE-6)', () => {
  for (const language of ['en', 'de'] as const) {
    for (const width of [1280, 375]) {
      test(`[HOUSE-6] ${language} at ${width} px: the settings' tabs are links with the current one marked; the invite form and the open invitations show; the deadlines' switch works by keyboard and the month view comes when chosen; no sideways scroll; axe-clean`, async ({
        page,
      }, testInfo) => {
        const at = `${language} ${width} px`;
        const { account: a, compliance: c, team: t } = TEXTS[language];
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await signInToDashboard(page, USERS.owner.email);
        await chooseLanguage(page, language);

        await page.goto(`/companies/${nordlicht.id}/settings/invitations`);
        const tabs = page.getByRole('navigation', { name: a.settings.tabsLabel });
        await expect(tabs.getByRole('link', { name: a.settings.tabs.invitations })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(tabs.locator('[aria-current]')).toHaveCount(1);
        await expect(page.getByRole('form', { name: t.invitations.formLabel })).toBeVisible();
        await expect(page.getByText('lena.schroeder@nordlicht-versand.de')).toBeVisible();
        await expectNoSidewaysScroll(page);
        await shoot(page, testInfo, `invitations-${at}`);
        await expectNoAxeViolations(page, { soft: true, label: `invitations, ${at}` });
        // A tab is a link: Enter on it opens its part.
        await tabs.getByRole('link', { name: a.settings.tabs.members }).focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/settings\/members$/);
        await expect(tabs.getByRole('link', { name: a.settings.tabs.members })).toHaveAttribute(
          'aria-current',
          'page',
        );

        await page.goto(`/companies/${nordlicht.id}/dashboard/deadlines`);
        const list = page.getByTestId('deadline-list').getByRole('listitem');
        await expect(list.first()).toBeVisible();
        const upcoming = await list.count();
        const past = page.getByRole('switch', { name: c.calendar.showPast });
        await past.focus();
        await page.keyboard.press('Space');
        await expect(page).toHaveURL(/[?&]past=1/);
        await expect(past).toBeChecked();
        await expect.poll(() => list.count()).toBeGreaterThan(upcoming);
        await expectNoSidewaysScroll(page);
        await shoot(page, testInfo, `deadlines-${at}`);
        await expectNoAxeViolations(page, { soft: true, label: `deadlines, ${at}` });

        await page.getByRole('button', { name: c.calendar.month, exact: true }).click();
        // A table of weeks from 600 px, an agenda of the days below.
        await expect(
          page.getByRole(width === 375 ? 'list' : 'table', { name: c.calendar.monthLabel }),
        ).toBeVisible();
        await expectNoSidewaysScroll(page);
        await shoot(page, testInfo, `deadlines-month-${at}`);
        await expectNoAxeViolations(page, { soft: true, label: `deadlines' month, ${at}` });
      });
    }
  }

  test('[HOUSE-6][TRUST-17] the deadlines’ navigation leaves the month view and the iCalendar writer for later; each comes when wanted, and a failed download says so and is tried again', async ({
    page,
    consoleErrors,
  }) => {
    // The aborted downloads, and React's report of the month view's failed chunk, which its part
    // catches (lazyPart) to show the connection problem in its place.
    consoleErrors.expect(/^Failed to load resource/);
    consoleErrors.expect(
      /^ChunkLoadError: Loading chunk \S+ failed\.\n\(error: \S+\/deadline-month\./,
    );
    const files: string[] = [];
    page.on('request', (request) => files.push(new URL(request.url()).pathname));
    await signInToDashboard(page, USERS.owner.email);
    // Both downloads fail until the connection "returns".
    const later = /\/assets\/deadline-(month|calendar)\.[\w]+\.js$/;
    await page.route(later, (route) => route.abort('internetdisconnected'));

    await page.goto(`/companies/${nordlicht.id}/dashboard/deadlines`);
    await expect(page.getByTestId('deadline-list').getByRole('listitem').first()).toBeVisible();
    expect(files.filter((file) => later.test(file))).toEqual([]);

    const exportButton = page.getByRole('button', { name: compliance.calendar.export });
    await exportButton.click();
    await expect(page.getByText(common.errors.network.message)).toBeVisible();
    await page.getByRole('button', { name: compliance.calendar.month, exact: true }).click();
    // In the month view's place (the export's toast says the same words, without "Try again").
    const problem = page
      .getByRole('alert')
      .filter({ hasText: common.errors.network.title })
      .filter({ has: page.getByRole('button', { name: common.errors.retry }) });
    await expect(problem).toBeVisible();
    // The rest of the page stays.
    await expect(page.getByRole('combobox', { name: compliance.calendar.country })).toBeVisible();

    await page.unroute(later);
    await problem.getByRole('button', { name: common.errors.retry }).click();
    await expect(page.getByRole('table', { name: compliance.calendar.monthLabel })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await exportButton.click();
    expect((await downloading).suggestedFilename()).toMatch(/^deadlines-\d{4}-\d{2}-\d{2}\.ics$/);
  });
});
