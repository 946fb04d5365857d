// HOUSE-6: what the light-form specs (house-6-forms, house-6-services) check of a form in a real
// browser: native selects with clear labels, no sideways scroll, screenshots for a look.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

export type Language = 'en' | 'de';

export const REQUIRED = {
  en: 'This field is required.',
  de: 'Dieses Feld ist erforderlich.',
} as const;

export async function chooseLanguage(page: Page, language: Language) {
  // The choice made on a public page may have carried over.
  if (language === 'en' || (await page.locator('html').getAttribute('lang')) === 'de') return;
  await page.getByRole('button', { name: /Language: English/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
}

export async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name.replace(/\W+/g, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Every choice in `form` is a native select whose label does not run under its arrow. */
export async function expectNativeChoices(form: Locator, count: number) {
  const selects = form.getByRole('combobox');
  await expect(selects).toHaveCount(count);
  const boxes = await selects.evaluateAll((elements) =>
    elements.map((select) => {
      const control = select.closest('.MuiFormControl-root')!;
      const labelElement = control.querySelector(':scope > label')!;
      const label = labelElement.getBoundingClientRect();
      const arrow = control.querySelector('svg')!.getBoundingClientRect();
      return {
        tag: select.tagName,
        clear: label.right <= arrow.left || label.bottom <= arrow.top,
        // The label's text is cut (ellipsis): it does not fit its field.
        cut: labelElement.scrollWidth > labelElement.clientWidth + 1,
      };
    }),
  );
  for (const box of boxes) expect(box).toEqual({ tag: 'SELECT', clear: true, cut: false });
}

export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.scrollingElement!.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page wider than the window').toBeLessThanOrEqual(0);
}
