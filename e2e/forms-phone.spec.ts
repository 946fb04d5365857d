/**
 * UX-12, forms that read well on a phone: in English and German, at 1280 and 375 px, every form
 * field of the licensing wizard (each step) and of a country page keeps its label clear of its
 * adornments (the unit, a select's arrow), every step change puts the focus on the step's heading
 * with the heading at the top of the window, the quantities warn only about what was typed, and
 * the review says what is approved before its submit button. Screenshots of every step go to the
 * test's output folder for a look.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { COMPANIES, USERS, signInToDashboard } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const { nordlicht } = COMPANIES;
const nextYear = new Date().getFullYear() + 1;

type Language = 'en' | 'de';
const TEXTS = {
  en: {
    next: 'Save and continue',
    step: (n: number) => new RegExp(`^Step ${n} of 4`),
    year: `${nextYear} (next year)`,
    warning: /More than 50 % away/,
    submit: 'Submit licence',
    approve: /^You are submitting the licence \d{4} for 6 materials/,
  },
  de: {
    next: 'Speichern und weiter',
    step: (n: number) => new RegExp(`^Schritt ${n} von 4`),
    year: `${nextYear} (nächstes Jahr)`,
    warning: /Mehr als 50 %/,
    submit: 'Lizenz einreichen',
    approve: /^Sie reichen die Lizenz \d{4} für 6 Materialien/,
  },
} as const;

/** A field's label box and its adornments' boxes (the unit's text, a select's arrow), in px. */
interface FieldBoxes {
  field: string;
  label: DOMRect | null;
  adornments: DOMRect[];
  /** The label's text is cut (ellipsis): it does not fit its field. */
  cut: boolean;
}

/** Every labelled form field inside `scope`, measured. */
function measureFields(scope: Locator): Promise<FieldBoxes[]> {
  return scope.evaluate((root) => {
    const box = (r: DOMRect) => DOMRect.fromRect(r).toJSON() as DOMRect;
    /** The rendered box of an adornment's text (an InputAdornment's own box is 0.01em high). */
    const contentBox = (element: Element): DOMRect => {
      if (element instanceof SVGElement) return box(element.getBoundingClientRect());
      const range = document.createRange();
      range.selectNodeContents(element);
      return box(range.getBoundingClientRect());
    };
    return [...root.querySelectorAll('.MuiFormControl-root')]
      .filter((control) => control.querySelector(':scope > label'))
      .map((control) => {
        const label = control.querySelector(':scope > label')!;
        const adornments = [
          ...control.querySelectorAll(
            '.MuiInputAdornment-root, .MuiSelect-icon, .MuiNativeSelect-icon, .MuiAutocomplete-endAdornment',
          ),
        ].filter((a) => a.getBoundingClientRect().width > 0);
        return {
          field: label.textContent ?? '',
          label:
            label.getBoundingClientRect().width > 0 ? box(label.getBoundingClientRect()) : null,
          adornments: adornments.map(contentBox),
          cut: label.scrollWidth > label.clientWidth + 1,
        };
      });
  });
}

const intersects = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** No label of `scope` overlaps an adornment of its field or is cut; returns how many were checked. */
async function expectLabelsClear(scope: Locator, where: string): Promise<number> {
  const fields = await measureFields(scope);
  const problems = fields.flatMap(({ field, label, adornments, cut }) => [
    ...(label === null ? [`${field}: label not shown`] : []),
    ...(label && adornments.some((a) => intersects(label, a))
      ? [`${field}: runs under its adornment ${JSON.stringify({ label, adornments })}`]
      : []),
    ...(cut ? [`${field}: label cut`] : []),
  ]);
  expect.soft(problems, `labels at ${where}`).toEqual([]);
  return fields.filter((f) => f.adornments.length > 0).length;
}

/** The step heading has the focus and stands at the top of the window, below the sticky top bar. */
async function expectStepAtTop(page: Page, name: RegExp) {
  const heading = page.getByRole('heading', { level: 2, name });
  await expect(heading).toBeFocused();
  const position = await heading.evaluate((element) => {
    const bar = document.querySelector('header')!.getBoundingClientRect().bottom;
    const scroller = document.scrollingElement!;
    return {
      gap: element.getBoundingClientRect().top - bar,
      // The page cannot scroll further down: a short step's heading may stay lower.
      atEnd: scroller.scrollTop + window.innerHeight >= scroller.scrollHeight - 1,
    };
  });
  expect(position.gap, `gap between the top bar and the step heading`).toBeGreaterThanOrEqual(0);
  if (!position.atEnd) expect(position.gap).toBeLessThanOrEqual(24);
}

/** A full-page screenshot into the test's output folder (test-results/), attached to the report. */
async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  const path = testInfo.outputPath(`${name.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function chooseLanguage(page: Page, language: Language) {
  if (language === 'en') return;
  await page.getByRole('button', { name: /Language: English/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
}

test.describe('forms that read well on a phone (UX-12)', () => {
  for (const language of ['en', 'de'] as const) {
    for (const width of [1280, 375]) {
      test(`[UX-12] ${language} at ${width} px: wizard and country page labels clear of their units, each step opens focused at its top, warnings only after typing, the review shows what is approved first; axe-clean`, async ({
        page,
      }, testInfo) => {
        const texts = TEXTS[language];
        const at = `${language} ${width} px`;
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await signInToDashboard(page, USERS.owner.email);
        await chooseLanguage(page, language);

        // The country page's forms (Germany, packaging: the registration and last year's totals).
        await page.goto(`/companies/${nordlicht.id}/dashboard/de`);
        const main = page.locator('main');
        await expect(main.locator('input[id^="totals-"]').first()).toBeVisible();
        expect(await expectLabelsClear(main, `country page, ${at}`)).toBeGreaterThan(0);
        await shoot(page, testInfo, `country-page-${at}`);
        await expectNoAxeViolations(page, { soft: true, label: `country page, ${at}` });

        // The wizard: a new licence for next year (this year's is licensed).
        await page.goto(`/companies/${nordlicht.id}/de-licensing-process/process`);
        await expect(page.getByRole('heading', { level: 2, name: texts.step(1) })).toBeVisible();
        const form = page.locator('main form');
        await expect(form.locator('input').first()).toBeVisible();
        await expectLabelsClear(main, `wizard step 1, ${at}`);
        await shoot(page, testInfo, `wizard-1-${at}`);
        await expectNoAxeViolations(page, { soft: true, label: `wizard step 1, ${at}` });
        const lucid = form.getByRole('textbox').first();
        if (!(await lucid.inputValue())) await lucid.fill('DE1234567890123');
        await page.getByRole('button', { name: texts.next }).click();

        await expectStepAtTop(page, texts.step(2));
        await expectLabelsClear(main, `wizard step 2, ${at}`);
        await shoot(page, testInfo, `wizard-2-${at}`);
        await expectNoAxeViolations(page, { soft: true, label: `wizard step 2, ${at}` });
        await page.getByRole('radio', { name: texts.year }).check();
        await page.getByRole('button', { name: texts.next }).click();

        await expectStepAtTop(page, texts.step(3));
        const quantities = page.locator('main input[id^="quantity-"]');
        await expect(quantities).toHaveCount(8);
        // Empty fields, the label at rest: the case where it ran under the unit.
        expect(await expectLabelsClear(main, `wizard step 3, ${at}`)).toBe(8);
        await expect(page.getByText(texts.warning)).toHaveCount(0);
        await shoot(page, testInfo, `wizard-3-${at}`);
        await expectNoAxeViolations(page, { soft: true, label: `wizard step 3, ${at}` });
        for (const [i, kg] of ['62000', '8000', '1200', '300', '140', '95'].entries())
          await quantities.nth(i).fill(kg);
        await expectLabelsClear(main, `wizard step 3 filled, ${at}`);
        await page.getByRole('button', { name: texts.next }).click();

        await expectStepAtTop(page, texts.step(4));
        // What is approved stands before the button: the sentence is above it on the page.
        const approve = page.getByTestId('review-approve');
        await expect(approve).toHaveText(texts.approve);
        const submit = page.getByRole('button', { name: texts.submit });
        expect((await approve.boundingBox())!.y).toBeLessThan((await submit.boundingBox())!.y);
        expect((await page.getByTestId('quote-gross').boundingBox())!.y).toBeLessThan(
          (await submit.boundingBox())!.y,
        );
        // Where the user lands, as the window shows it; then the whole step.
        await shoot(page, testInfo, `wizard-4-landing-${at}`, false);
        await shoot(page, testInfo, `wizard-4-${at}`);
        await expectNoAxeViolations(page, { soft: true, label: `wizard step 4, ${at}` });

        // Back is a step change too.
        await page.getByRole('button', { name: language === 'en' ? 'Back' : 'Zurück' }).click();
        await expectStepAtTop(page, texts.step(3));
      });
    }
  }
});
