/**
 * QTY-1 and LUCID-1 in the production build behind nginx: the product-list template downloads, an
 * uploaded product list fills the German licence's categories with a warning for those that moved
 * more than 50 % from last year's licence, the licence is submitted with those quantities, and its
 * report exports as a reading aid for LUCID. One sign-in, no sleeps.
 */
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './support/axe';
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { expect, test } from './support/fixtures';

const { nordlicht } = COMPANIES;
const nextYear = new Date().getFullYear() + 1;

test.describe('quantity import and the LUCID hand-off', () => {
  test('[QTY-1][LUCID-1] template, product list upload with the >50 % warning, submit, reading aid for LUCID', async ({
    page,
  }) => {
    await signInToDashboard(page, USERS.owner.email);
    await page.goto(`/companies/${nordlicht.id}/de-licensing-process/process`);
    await expect(page.getByRole('heading', { level: 2, name: /^Step 1 of 4/ })).toBeVisible();
    // Nordlicht's LUCID number is on record: the step fills it in once the registrations arrive
    // (typing before that raced the prefill and doubled the number).
    await expect(page.getByRole('textbox', { name: /^LUCID registration number/ })).toHaveValue(
      'DE3194726850143',
    );
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('radio', { name: `${nextYear} (next year)` }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Step 3 of 4: Quantities' }),
    ).toBeVisible();

    // The template, as CSV and as XLSX.
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Template (CSV)' }).click();
    const csvTemplate = await csvDownload;
    expect(csvTemplate.suggestedFilename()).toBe('product-list-template.csv');
    const template = (await readFile(await csvTemplate.path())).toString('utf8');
    expect(template.replace(/^\ufeff/, '').split('\r\n')[0]).toBe(
      'product,material,weight_per_unit_g,units_per_period,country',
    );
    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Template (XLSX)' }).click();
    const xlsxTemplate = await xlsxDownload;
    expect(xlsxTemplate.suggestedFilename()).toBe('product-list-template.xlsx');
    // An XLSX is a zip archive.
    expect((await readFile(await xlsxTemplate.path())).subarray(0, 2).toString()).toBe('PK');

    // A product list as German Excel writes it: semicolons, decimal commas.
    await page.locator('#quantities-file').setInputFiles({
      name: 'produkte.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'product;material;weight_per_unit_g;units_per_period;country',
          'Versandkarton M;PPK;500;300.000;DE',
          'Versandbeutel;Kunststoff;12,5;640.000;DE',
          'Dose;Weißblech;31;10.000;DE',
          'Schale;Aluminium;15,23;10.000;DE',
          'Beutel;Verbund;11,5;100.000;DE',
          'Kiste;Holz;95;1.000;DE',
          'Versandkarton M;Papier Haushalt;500;1.000;AT',
        ].join('\r\n'),
      ),
    });
    await expect(
      page.getByText(
        'produkte.csv: 6 product rows added up into 6 material categories. Check the figures, then continue. Rows for other countries were not used here: AT (1 row).',
      ),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Paper, paperboard, cardboard/ })).toHaveValue(
      '150,000',
    );
    await expect(page.getByRole('textbox', { name: /^Plastics/ })).toHaveValue('8,000');
    // Last year's licence had 64,100.75 kg of paper: more than 50 % up is flagged, not blocked.
    const warning = page.getByRole('alert').filter({ hasText: 'More than 50 % away from licence' });
    await expect(warning.getByRole('listitem')).toHaveText([
      'Paper, paperboard, cardboard: 150,000 kg instead of 64,100.75 kg (+134%)',
    ]);
    await expectNoAxeViolations(page, { soft: true, label: 'quantities with import and warning' });

    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Step 4 of 4/ })).toBeVisible();
    await page.getByRole('checkbox', { name: /I accept the terms of participation/ }).check();
    await page.getByRole('button', { name: 'Submit licence' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Packaging licence Germany ${nextYear}` }),
    ).toBeVisible();

    // LUCID: a reading aid, labelled as one.
    await expect(
      page.getByText(
        'The LUCID export is a reading aid for typing the figures into LUCID, not an import file.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, { soft: true, label: 'licence page with the LUCID aid' });
    const lucidDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Reading aid for LUCID (CSV)' }).click();
    const lucid = await lucidDownload;
    expect(lucid.suggestedFilename()).toBe(
      `lucid-reading-aid-${nextYear}-planned-DE3194726850143.csv`,
    );
    const lines = (await readFile(await lucid.path()))
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Reading aid for typing into LUCID – not an import file');
    expect(lines).toContain(
      'Kind of report;Art der Datenmeldung;Planmengenmeldung (Planned quantities)',
    );
    expect(lines).toContain('20000;Paper, paperboard, cardboard;Papier, Pappe, Karton;150000,000');
    expect(lines).toContain('50000;Plastics;Kunststoffe;8000,000');
    expect(lines).toContain('10000;Glass;Glas;0,000');
  });
});
