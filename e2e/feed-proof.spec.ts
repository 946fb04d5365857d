import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const LUCID_LOOKUP =
  'https://verpackungsregister.org/verpackungsregister-lucid/oeffentliche-register/auf-einen-blick-oeffentliche-register';

test.describe('calendar feed and marketplace proof', () => {
  test('[FEED-1] a calendar app fetches the subscription address without a session and gets the export’s events; regenerating refuses the old address', async ({
    page,
    request,
  }) => {
    const { nordlicht } = COMPANIES;
    await signInToDashboard(page, USERS.owner.email);
    await page.goto(`/companies/${nordlicht.id}/dashboard/deadlines?past=1`);
    await expect(page.getByTestId('deadline-list').getByRole('listitem').first()).toBeVisible();

    // The export, with every deadline shown.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to calendar (.ics)' }).click();
    const exported = new ICAL.Component(
      ICAL.parse(await readFile(await (await downloading).path(), 'utf8')),
    )
      .getAllSubcomponents('vevent')
      .map((e) => [e.getFirstPropertyValue('uid'), e.getFirstPropertyValue('summary')]);

    await page.getByRole('button', { name: 'Subscribe in a calendar app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to these deadlines' });
    await dialog.getByRole('button', { name: 'Create calendar address' }).click();
    const field = dialog.getByRole('textbox', { name: 'Calendar address (https)' });
    await expect(field).toHaveValue(
      /\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\/deadlines\.ics\?lang=en$/,
    );
    const address = await field.inputValue();
    await expect(dialog.getByRole('link', { name: /webcal:/ })).toHaveAttribute(
      'href',
      address.replace(/^https?:/, 'webcal:'),
    );
    await expectNoAxeViolations(page, { label: 'calendar feed dialog' });

    // A calendar app: no session, no bearer token, through nginx.
    const feed = await request.get(address, { headers: { Authorization: '' } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers()['cache-control']).toBe('private, no-cache');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'EPR deadlines · Nordlicht Versand GmbH',
    );
    const fed = calendar
      .getAllSubcomponents('vevent')
      .map((e) => [e.getFirstPropertyValue('uid'), e.getFirstPropertyValue('summary')]);
    expect(fed.length).toBeGreaterThan(3);
    expect(fed).toEqual(exported);

    await dialog.getByRole('button', { name: 'Regenerate address' }).click();
    await expect(page.getByText('New address made: the old one no longer works.')).toBeVisible();
    await expect(field).not.toHaveValue(address);
    const fresh = await field.inputValue();
    expect((await request.get(address)).status()).toBe(410);
    expect((await request.get(fresh)).status()).toBe(200);
  });

  test('[PROOF-1] the proof pack lists the numbers with their lookups and downloads as PDF and CSV', async ({
    page,
  }) => {
    const { nordlicht } = COMPANIES;
    await signInToDashboard(page, USERS.owner.email, `/companies/${nordlicht.id}/dashboard`);
    await page
      .getByRole('navigation', { name: 'Company navigation' })
      .getByRole('link', { name: 'Marketplace proof' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marketplace proof');
    const entries = page.getByTestId('proof-entry');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0).getByTestId('proof-number')).toHaveText('LUCID DE3194726850143');
    await expect(
      entries.nth(0).getByRole('link', { name: 'Check in the public register (LUCID)' }),
    ).toHaveAttribute('href', LUCID_LOOKUP);
    await expect(entries.nth(1).getByTestId('proof-number')).toHaveText('WEEE-Reg.-Nr. DE52741963');
    await expect(entries.nth(1).getByText('No public lookup known')).toBeVisible();
    await expect(page.getByTestId('proof-text-invoice')).toContainText(
      'EPR registration numbers: LUCID DE3194726850143 (Germany, Packaging); WEEE-Reg.-Nr. DE52741963',
    );
    await expectNoAxeViolations(page, { label: 'marketplace proof' });

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^Nordlicht Versand GmbH EPR \d{4}-\d{2}-\d{2}\.pdf$/);
    const pdfBytes = await readFile(await pdf.path());
    expect(pdfBytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdfBytes.toString('latin1')).toContain('LUCID DE3194726850143');

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const csvBytes = await readFile(await csv.path());
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csvBytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Country,Country code,Product stream,Register,Authority,Number type,Number,Brand,Equipment type,Brand status,Public lookup',
    );
    expect(lines[1]).toContain(',LUCID,DE3194726850143,');
    expect(lines.filter((l) => l.includes('DE52741963'))).toHaveLength(4);

    // On a phone: the same page, nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(entries.nth(0)).toBeVisible();
    // Polled: right after the resize the page may still be laid out for 1280 px (once 51 px wide
    // in CI); a real overflow stays and fails.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, { label: 'marketplace proof, 375 px' });
  });
});
