import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Left out of every scan: the 'TEST' watermark is faint on purpose, aria-hidden and pure
 * decoration, which WCAG 1.4.3 exempts from contrast ("incidental" text); axe cannot know that.
 */
export const AXE_ALWAYS_EXCLUDED = ['[data-testid="test-watermark"]'];

/**
 * Runs axe (WCAG 2.0/2.1 A and AA) on the page and fails with a readable list of violations.
 * `soft: true` records the failure and lets the test go on (to check further pages in one run).
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string[]; soft?: boolean; label?: string } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of [...AXE_ALWAYS_EXCLUDED, ...(options.exclude ?? [])]) {
    builder = builder.exclude(selector);
  }
  const { violations } = await builder.analyze();
  const report = violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => {
          const html = n.html
            .replace(/\s+/g, ' ')
            .replace(/ class="[^"]*"/g, '')
            .slice(0, 200);
          const why = (n.failureSummary ?? '').replace(/\n/g, '\n        ');
          return `    - ${n.target.join(' ')}\n      ${html}\n        ${why}`;
        })
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `[${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n\n');
  const where = options.label ? `${options.label} (${page.url()})` : page.url();
  const check = options.soft ? expect.soft : expect;
  check(
    violations.length,
    `axe found ${violations.length} violation(s) on ${where}:\n\n${report}`,
  ).toBe(0);
}
