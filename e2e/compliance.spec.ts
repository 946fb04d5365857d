import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { deadlinesOf } from '../mocks/main-api/data/obligations';
import { addDays, today } from '../src/domain/schedule';

const matrix = (page: Page) =>
  page.getByRole('table', { name: 'Obligations by country and product stream' });
const cell = (page: Page, country: string, stream: number) =>
  matrix(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: country }) })
    .getByRole('cell')
    .nth(stream);

test.describe('compliance workspace', () => {
  test('[OBL-2][OBL-1][CAL-1][DOC-1][SUP-1] owner sees the statuses, follows what to do now, exports the calendar, downloads a document and files a ticket', async ({
    page,
    baseURL,
  }) => {
    const { alpenglueck } = COMPANIES;
    await signInToDashboard(page, USERS.owner.email);

    // The matrix of the first company: Austria compliant, Germany needs action (packaging column).
    await expect(cell(page, 'Austria', 0)).toHaveText('Compliant');
    await expect(cell(page, 'Germany', 0)).toHaveText('Action needed');
    // UX-6: the streams none of its markets places are no columns.
    await expect(matrix(page).getByRole('columnheader')).toHaveText(['Country', 'Packaging']);
    await expectNoAxeViolations(page, { label: 'dashboard' });

    // What to do now leads to the German representative first: from Austria, PPWR Art. 45(3)
    // asks for one since 12 August 2026 (RULE-2); the licence follows.
    await page
      .getByTestId('todo')
      .getByRole('link', { name: /^Start: Authorised representative/ })
      .click();
    await expect(page).toHaveURL(`${baseURL}/companies/${alpenglueck.id}/authoriseme`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authorised representative');

    // The calendar: the exported file parses and holds exactly the deadlines shown.
    await page.goto(`/companies/${alpenglueck.id}/dashboard/deadlines`);
    const items = page.getByTestId('deadline-list').getByRole('listitem');
    await expect(items.first()).toBeVisible();
    const shown = await items.count();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to calendar (.ics)' }).click();
    const ics = await downloading;
    expect(ics.suggestedFilename()).toMatch(/^deadlines-\d{4}-\d{2}-\d{2}\.ics$/);
    const calendar = new ICAL.Component(ICAL.parse(await readFile(await ics.path(), 'utf8')));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(shown);
    for (const [i, event] of events.entries()) {
      const summary = String(event.getFirstPropertyValue('summary'));
      await expect(items.nth(i)).toContainText(summary.split(': ').slice(1).join(': '));
      expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).isDate).toBe(true);
    }
    await expectNoAxeViolations(page, { label: 'deadlines' });

    // Documents: the year filter goes into the URL, and a PDF downloads.
    const year = new Date().getUTCFullYear() - 1;
    await page.goto(`/companies/${alpenglueck.id}/dashboard/documents`);
    await page.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
    await expect(page).toHaveURL(new RegExp(`[?&]year=${year}`));
    const table = page.getByRole('table', { name: 'Documents' });
    const rows = table.locator('tbody tr');
    await expect
      .poll(async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes(String(year)));
      })
      .toBe(true);
    const pdfDownload = page.waitForEvent('download');
    await table
      .getByRole('button', { name: `Download PDF: Invoice ${year} – Austria, Packaging` })
      .click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe('doc-0004.pdf');
    expect((await readFile(await pdf.path())).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    await expectNoAxeViolations(page, { label: 'documents' });

    // Support: a ticket gets its reference.
    await page.goto(`/companies/${alpenglueck.id}/support`);
    await page.getByRole('combobox', { name: /Topic/ }).selectOption({ label: 'My obligations' });
    await page
      .getByRole('textbox', { name: /Your message/ })
      .fill('Do we need an authorised representative in Germany?');
    await page.getByLabel('Attach files').setInputFiles({
      name: 'question.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Our German sales start next month.'),
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    const filed = page.getByTestId('ticket-filed');
    await expect(filed).toContainText(/SUP-\d{4}-\d{6}/);
    const reference = /SUP-\d{4}-\d{6}/.exec((await filed.textContent()) ?? '')![0];
    await expect(page.getByRole('cell', { name: reference })).toBeVisible();
    await expectNoAxeViolations(page, { label: 'support' });
  });

  test('[OBL-3] owner edits a registration number: a wrong format is refused on the field, a right one changes the status', async ({
    page,
  }) => {
    const { alpenglueck } = COMPANIES;
    await signInToDashboard(page, USERS.owner.email);
    await page.goto(`/companies/${alpenglueck.id}/dashboard/de/packaging`);
    const field = page.getByRole('textbox', { name: 'LUCID' });
    await field.fill('DE12');
    await field.blur();
    await expect(page.getByText("This does not have the register's format")).toBeVisible();
    await field.fill('DE1234567890123');
    await page.getByRole('button', { name: 'Save number' }).click();
    // The status and the system-participation duty both say so (DOM-3).
    await expect(page.getByTestId('obligation-status').getByText('To check').first()).toBeVisible();
    await expectNoAxeViolations(page, { label: 'country page' });
  });

  test('[OBL-2][FLAG-3][X-OBL-2][UX-14] flagsoff@example.com sees the matrix but no gated actions: a guide and recording it instead', async ({
    page,
  }) => {
    await signInToDashboard(page, USERS.flagsOff.email);
    await expect(cell(page, 'Germany', 0)).toHaveText('To check');
    await expect(cell(page, 'Austria', 0)).toHaveText('Action needed');
    const actions = page.getByTestId('todo').getByRole('link');
    // UX-14: never support alone; Austria's gap is a representative, so support stays beside.
    await expect(actions).toHaveText([
      'Read the guide',
      'Done elsewhere? Record it',
      'Ask support',
      'Read the guide',
      'Done elsewhere? Record it',
    ]);
    for (const action of await actions.all())
      await expect(action).not.toHaveAttribute(
        'href',
        /\/(authoriseme|weee-|battery-|licensing|nie-nif)/,
      );
  });

  test('[CAL-1][A11Y-1] the month view: a table of weeks at 1280 px, an agenda of days at 375 px', async ({
    page,
  }) => {
    const { kowalski } = COMPANIES;
    const month = deadlinesOf(kowalski.id, today(), addDays(today(), 365))[0]!.dueDate.slice(0, 7);
    const inMonth = deadlinesOf(kowalski.id, `${month}-01`, `${month}-31`);
    await signInToDashboard(page, USERS.pro.email);
    await page.goto(`/companies/${kowalski.id}/dashboard/deadlines?view=month&month=${month}`);
    const table = page.getByRole('table', { name: 'Deadlines of the month' });
    await expect(table.getByRole('link')).toHaveCount(inMonth.length);
    await expectNoAxeViolations(page, { label: 'month view 1280' });

    await page.setViewportSize({ width: 375, height: 800 });
    const agenda = page.getByRole('list', { name: 'Deadlines of the month' });
    await expect(agenda.getByRole('link')).toHaveCount(inMonth.length);
    await expect(table).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export to calendar (.ics)' })).toBeEnabled();
    // Nothing wider than the screen: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectNoAxeViolations(page, { label: 'month view 375' });
  });

  test('[OBL-2][A11Y-1] the dashboard works at 375 px: a card per country', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInToDashboard(page, USERS.owner.email);
    await expect(page.getByRole('heading', { level: 3, name: 'Austria' })).toBeVisible();
    await expect(matrix(page)).toHaveCount(0);
    await expectNoAxeViolations(page, { label: 'dashboard 375' });
  });
});
