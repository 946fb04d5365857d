/**
 * The service processes as a user goes through them in the production build: a German licence in
 * German number format, a draft that survives a reload, a closed tab and a forced renewal, an
 * Austrian licence, a WEEE zero report, an NIE/NIF application, an authorised-representative order,
 * and none of them for a user whose flags are off. One sign-in per test, no sleeps.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { setSwitches } from './support/backend';
import { COMPANIES, DASHBOARD_URL, USERS, signIn, signInToDashboard } from './support/auth';
import { expect, test } from './support/fixtures';

const { alpenglueck, nordlicht } = COMPANIES;
const thisYear = new Date().getFullYear();

/** The company's processes as the API lists them, read with the page's own access token. */
function processesOf(page: Page, companyId: string) {
  return page.evaluate(async (id) => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    const { access_token: token } = JSON.parse(sessionStorage.getItem(key)!) as {
      access_token: string;
    };
    const response = await fetch(`/api/companies/${id}/processes`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (
      (await response.json()) as {
        data: { id: string; service: string; status: string; year: number | null }[];
      }
    ).data;
  }, companyId);
}

const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% test document\n'),
});

test.describe('service processes', () => {
  test('[LIC-2][LIC-3] the owner licenses packaging in Germany in German, with the price shown, and downloads the certificate', async ({
    page,
  }) => {
    await signInToDashboard(page, USERS.owner.email);
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(
      page.getByRole('link', { name: /^Deutschland, Verpackungen: Handlungsbedarf$/ }),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Unternehmensnavigation' })
      .getByRole('link', { name: 'Verpackungslizenzierung Deutschland' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verpackungslizenzierung Deutschland' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Lizenz beginnen' }).first().click();

    await page
      .getByRole('textbox', { name: /^LUCID-Registrierungsnummer/ })
      .fill('DE1234567890123');
    await page.getByRole('button', { name: 'Speichern und weiter' }).click();
    await page.getByRole('radio', { name: `${thisYear} (laufendes Jahr)` }).check();
    await page.getByRole('button', { name: 'Speichern und weiter' }).click();

    await page.getByRole('textbox', { name: /^Kunststoffe/ }).fill('1.234,5');
    await page.getByRole('textbox', { name: /^Papier, Pappe, Karton/ }).fill('800');
    const quote = page.getByTestId('quote');
    await expect(quote.getByText('Beispielpreise')).toBeVisible();
    await expect(quote.getByText('1.234,5 kg zu 720,00 € je Tonne')).toBeVisible();
    // [DOM-9] An Austrian company with its ATU number, a German provider: reverse charge.
    await expect(
      quote.getByText('USt. 0 % (Steuerschuldnerschaft des Leistungsempfängers)'),
    ).toBeVisible();
    await expectNoAxeViolations(page, { soft: true, label: 'wizard, quantities' });
    await page.getByRole('button', { name: 'Speichern und weiter' }).click();

    await expect(page.getByRole('heading', { level: 2, name: /Schritt 4 von 4/ })).toBeVisible();
    await page.getByRole('checkbox', { name: /Ich akzeptiere die Teilnahmebedingungen/ }).check();
    await page.getByRole('button', { name: 'Lizenz einreichen' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Verpackungslizenz Deutschland ${thisYear}` }),
    ).toBeVisible();
    await expect(page.getByText('Lizenz aktiv', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, { soft: true, label: 'licence page' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Bescheinigung herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`participation-certificate-de-${thisYear}.pdf`);
    expect((await readFile(await file.path())).subarray(0, 8).toString()).toBe('%PDF-1.4');

    // The obligation behind the dashboard's Germany packaging cell: an active licence this year.
    const processes = await processesOf(page, alpenglueck.id);
    expect(
      processes.find((p) => p.service === 'de-licensing-process' && p.year === thisYear)?.status,
    ).toBe('active');
    // ... and the dashboard says so: the to-do no longer offers the licence. From Austria,
    // PPWR Art. 45(3) asks for a German representative since 12 August 2026 (RULE-2), so the
    // cell still asks for action and the to-do leads there.
    await page
      .getByRole('navigation', { name: 'Unternehmensnavigation' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    const todo = page.getByTestId('todo');
    await expect(todo.getByRole('link', { name: /Bevollmächtigter/ }).first()).toBeVisible();
    await expect(
      todo.getByRole('link', { name: /Verpackungslizenzierung Deutschland/ }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: /^Deutschland, Verpackungen: Handlungsbedarf$/ }),
    ).toBeVisible();
  });

  test('[LIC-2][AUTH-11] a draft survives a reload, a closed tab and a forced session renewal in the middle', async ({
    page,
    context,
    request,
    consoleErrors,
  }) => {
    // The renewal is provoked: the first call with the old token is answered 403.
    consoleErrors.expectFailedResponse(403, /\/api\/.+/);
    await signInToDashboard(page, USERS.owner.email);
    await page.goto(`/companies/${alpenglueck.id}/de-licensing-process/process`);
    await page.getByRole('textbox', { name: /^LUCID registration number/ }).fill('DE1234567890123');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Step 2 of 4: Licence year' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\?draft=[^&]+&step=year$/);
    const draftUrl = page.url();

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Step 2 of 4: Licence year' }),
    ).toBeVisible();

    // A new tab (the old one closed) continues through the provider's session.
    await page.close();
    const tab = await context.newPage();
    await tab.goto(draftUrl);
    await expect(
      tab.getByRole('heading', { level: 2, name: 'Step 2 of 4: Licence year' }),
    ).toBeVisible();
    await tab.getByRole('button', { name: 'Back' }).click();
    await expect(tab.getByRole('textbox', { name: /^LUCID registration number/ })).toHaveValue(
      'DE1234567890123',
    );
    await tab.getByRole('button', { name: 'Save and continue' }).click();

    await setSwitches(request, { forbidTokensIssuedBefore: 'now' });
    await tab.getByRole('radio', { name: `${thisYear} (current year)` }).check();
    await tab.getByRole('button', { name: 'Save and continue' }).click();
    await expect(
      tab.getByRole('heading', { level: 2, name: 'Step 3 of 4: Quantities' }),
    ).toBeVisible();
    await tab.getByRole('textbox', { name: /^Glass/ }).fill('2,500');
    await tab.getByRole('button', { name: 'Save and continue' }).click();
    await expect(
      tab.getByRole('heading', { level: 2, name: 'Step 4 of 4: Review and submit' }),
    ).toBeVisible();
    await expect(tab.getByRole('cell', { name: '2,500 kg' })).toBeVisible();
  });

  test('[LIC-2] an Austrian licence: the saved draft is continued and submitted', async ({
    page,
  }) => {
    await signInToDashboard(page, USERS.owner.email);
    await page.goto(`/companies/${alpenglueck.id}/at-licensing-process`);
    await page.getByRole('link', { name: 'Continue draft 2027' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Step 3 of 4: Quantities' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Plastics/ })).toHaveValue('920.5');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await page.getByRole('button', { name: 'Submit licence' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Packaging licence Austria 2027' }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Quantity reports' })).toBeVisible();
  });

  test('[WEEE-1] a taken-over WEEE registration files a zero report in one click', async ({
    page,
  }) => {
    await signInToDashboard(page, USERS.owner.email);
    await page.goto(`/companies/${alpenglueck.id}/weee-at`);
    await page.getByRole('button', { name: 'Start the order' }).click();
    const form = page.getByRole('form', { name: 'Registration data and order' });
    await form.getByRole('textbox', { name: 'Brands' }).fill('Alpenglück');
    await form.getByRole('button', { name: 'Add' }).click();
    await form.getByRole('checkbox', { name: /5 Small equipment/ }).check();
    await form.getByRole('radio', { name: 'Private households (B2C)' }).check();
    await form.getByRole('textbox', { name: /GLN number/ }).fill('9008390456712');
    await form.getByRole('combobox', { name: 'Report through us from' }).selectOption({ index: 6 });
    await form.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await form.getByRole('button', { name: 'Order the service' }).click();

    await expect(page.getByTestId('registration-number')).toHaveText('GLN 9008390456712');
    const zero = page.getByRole('button', { name: /^File a zero report for / }).first();
    const label = (await zero.getAttribute('aria-label'))!.replace('File a zero report for ', '');
    await zero.click();
    await expect(page.getByText(`Zero report for ${label} filed.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`^${label}`) })).toContainText('Filed');
    await expectNoAxeViolations(page, { soft: true, label: 'WEEE registration' });
  });

  test('[NIE-1] an NIE/NIF application: a wrong check letter is refused, then accepted, and the application submitted', async ({
    page,
  }) => {
    await signInToDashboard(page, USERS.owner.email);
    await page.goto(`/companies/${nordlicht.id}/nie-nif-application`);
    await page.getByRole('button', { name: 'Enter the details' }).click();
    const details = page.getByRole('form', { name: 'Applicant company and signatory' });
    await details.getByLabel(/^Date of incorporation/).fill('2012-03-14');
    await details.getByRole('textbox', { name: /^Register( \*)?$/ }).fill('Amtsgericht Hamburg');
    await details.getByRole('textbox', { name: /^Full name/ }).fill('Jana Petersen');
    await details.getByRole('textbox', { name: /^Document number/ }).fill('C01X00T47');
    const nie = details.getByRole('textbox', { name: /^The signatory’s NIE or NIF/ });
    await nie.fill('X1234567A');
    await nie.blur();
    const refused = details.getByText(/This is neither a valid NIE/);
    await expect(refused).toBeVisible();
    await nie.fill('X1234567L');
    await nie.blur();
    await expect(refused).toBeHidden();
    await details.getByRole('button', { name: 'Start the application' }).click();

    const documents = page.getByRole('form', { name: 'Documents' });
    await expect(documents).toBeVisible();
    await expectNoAxeViolations(page, { soft: true, label: 'NIE/NIF application' });
    await documents
      .getByLabel('Upload proof of existence')
      .setInputFiles(pdfFile('handelsregister.pdf'));
    await expect(documents.getByText('Uploaded: handelsregister.pdf')).toBeVisible();
    await documents.getByLabel('Upload signatory’s ID').setInputFiles(pdfFile('passport.pdf'));
    await expect(documents.getByText('Uploaded: passport.pdf')).toBeVisible();
    await documents.getByLabel('Upload proof of authority').setInputFiles(pdfFile('vollmacht.pdf'));
    await expect(documents.getByText('Uploaded: vollmacht.pdf')).toBeVisible();
    await documents.getByRole('checkbox', { name: /I consent/ }).check();
    await documents.getByRole('button', { name: 'Submit the application' }).click();

    const timeline = page.getByRole('list', { name: 'Application timeline' });
    await expect(timeline.getByText('Application submitted')).toBeVisible();
    await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  });

  test('[AME-1] an authorised-representative order reaches its next-steps page', async ({
    page,
  }) => {
    await signInToDashboard(page, USERS.owner.email);
    await page.goto(`/companies/${nordlicht.id}/authoriseme`);
    const form = page.getByRole('form', { name: 'Order an authorised representative' });
    await form
      .getByRole('group', { name: 'Austria' })
      .getByRole('checkbox', { name: 'Packaging (required by law)' })
      .check();
    await expect(form.getByTestId('quote-gross')).toHaveText('€617.61');
    await form.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await form.getByRole('button', { name: 'Order' }).click();

    await expect(page).toHaveURL(
      new RegExp(`/companies/${nordlicht.id}/dashboard/start-process/next/[^/]+$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Next steps' })).toBeVisible();
    const steps = page.getByRole('list', { name: 'Steps' });
    await expect(
      steps.getByRole('listitem', { name: 'Upload the power of attorney: To do' }),
    ).toBeVisible();
    await expect(
      steps.getByRole('listitem', { name: 'Representative confirmed: Waiting' }),
    ).toBeVisible();
  });

  test('[LIC-1][WEEE-1][BAT-1][NIE-1][AME-1] flagsoff@example.com reaches none of the services', async ({
    page,
  }) => {
    await page.goto('/');
    await signIn(page, USERS.flagsOff.email);
    await expect(page).toHaveURL(DASHBOARD_URL);
    const company = COMPANIES.rheinperle.id;
    for (const section of [
      'de-licensing-process',
      'at-licensing-process/process',
      'weee-de',
      'weee-at',
      'battery-de',
      'battery-at',
      'nie-nif-application',
      'authoriseme',
      'dashboard/start-process',
    ]) {
      await page.goto(`/companies/${company}/${section}`);
      await expect(page, section).toHaveURL(`/companies/${company}/dashboard`);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    }
  });
});
