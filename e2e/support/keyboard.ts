import { expect, type Page } from '@playwright/test';

/** The focused element, as a keyboard user meets it. */
export interface Focused {
  /** `button "Sign in"`, `textbox "First name"`, ... ('body' when nothing has focus). */
  label: string;
  /** The browser shows focus (`:focus-visible`) and something marks it: an outline, a shadow, or MUI's focus state on the control. */
  visible: boolean;
  /** The keyboard had reached this very element before (the Tab order came round). */
  again: boolean;
}

const MARK = 'data-keyboard-reached';

/** What has focus now; marks it as reached by the keyboard. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate((mark) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { label: 'body', visible: false, again: false };
    const again = el.hasAttribute(mark);
    el.setAttribute(mark, '');
    const role =
      el.getAttribute('role') ??
      ({ A: 'link', BUTTON: 'button', INPUT: 'textbox', TEXTAREA: 'textbox', SELECT: 'combobox' }[
        el.tagName
      ] ||
        el.tagName.toLowerCase());
    const labelledBy = el.getAttribute('aria-labelledby');
    const name = (
      el.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy.split(' ')[0]!)?.textContent : null) ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    const marked = (node: Element) => {
      const style = getComputedStyle(node);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none'
      );
    };
    const visible =
      el.matches(':focus-visible') &&
      (marked(el) || el.closest('.Mui-focusVisible, .Mui-focused') !== null);
    return { label: `${role} "${name}"`, visible, again };
  }, MARK);
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus (nothing when it has already);
 * every stop must show focus.
 */
export async function tabTo(
  page: Page,
  target: RegExp,
  { back = false, max = 80 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  const path: string[] = [];
  if (target.test((await focused(page)).label)) return;
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    path.push(now.label);
    // Between the last control and the first, focus leaves the page for a moment.
    if (now.label !== 'body') {
      expect.soft(now.visible, `focus is visible on ${now.label}`).toBe(true);
    }
    if (target.test(now.label)) return;
  }
  throw new Error(`${target} not reached with ${max} Tab presses; passed: ${path.join(' → ')}`);
}

/**
 * Tabs once around the whole page and checks that every visible control got focus, each with a
 * visible focus indicator.
 */
export async function expectEveryControlReachable(page: Page, max = 150): Promise<void> {
  await page.evaluate((mark) => {
    document.querySelectorAll(`[${mark}]`).forEach((el) => el.removeAttribute(mark));
  }, MARK);
  let outside = 0;
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    // Past the last control focus leaves the page once, then starts again at the top.
    if (now.label === 'body') {
      if ((outside += 1) > 1) break;
      continue;
    }
    // Round once: back at a control already reached.
    if (now.again) break;
    expect.soft(now.visible, `focus is visible on ${now.label}`).toBe(true);
  }
  const missed = await page.evaluate((mark) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex="0"], [role="combobox"]',
    );
    return [...controls]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const shown =
          box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        const usable =
          !(el as HTMLButtonElement).disabled &&
          el.getAttribute('tabindex') !== '-1' &&
          el.closest('[aria-hidden="true"], [inert]') === null;
        return shown && usable && !el.hasAttribute(mark) && !el.querySelector(`[${mark}]`);
      })
      .map((el) => el.outerHTML.replace(/\s+/g, ' ').slice(0, 160));
  }, MARK);
  expect(missed, 'controls the Tab key never reached').toEqual([]);
}
