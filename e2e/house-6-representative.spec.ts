/**
 * HOUSE-6, the representative's order (`/authoriseme`) and next steps within their route budget
 * (docs/house-6-representative.md): their first paint is the order form and the steps; the price, the orders' list
 * and the contract's form come after it, as parts of their own. In a real browser, in English and
 * German, at 1280 and 375 px: the parts arrive and work (ordering leads to the next steps, the
 * contract's form is there, the order joins the list), no bare text key shows, the pages do not
 * scroll sideways and are axe-clean. Screenshots go to the test's output folder for a look.
 */
import { USERS, COMPANIES, signInToDashboard } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { chooseLanguage, expectNoSidewaysScroll, shoot } from './support/light-forms';

const { nordlicht } = COMPANIES;

/** A text key shown instead of its text (`representative.order.title`, `reference:streams.weee`). */
const BARE_KEY = /\b(representative|reference|fees|price)[.:][a-z]\w*\./;

const TEXTS = {
  en: {
    order: 'Order an authorised representative',
    submit: 'Order',
    terms: /I accept the terms/,
    next: 'Next steps',
    contract: 'Sign the contract',
    signatory: /^Signed for the company by/,
    orders: 'Your orders',
    price: 'Price',
  },
  de: {
    order: 'Bevollmächtigten beauftragen',
    submit: 'Beauftragen',
    terms: /Ich akzeptiere die Bedingungen/,
    next: 'Nächste Schritte',
    contract: 'Vertrag unterzeichnen',
    signatory: /^Für das Unternehmen unterzeichnet von/,
    orders: 'Ihre Beauftragungen',
    price: 'Preis',
  },
} as const;

test.describe('light representative pages (HOUSE-6)', () => {
  for (const language of ['en', 'de'] as const) {
    for (const width of [1280, 375]) {
      test(`[HOUSE-6][AME-1] ${language} at ${width} px: the order form shows at once, its price, the next steps' contract form and the orders' list follow; no bare key, no sideways scroll; axe-clean`, async ({
        page,
      }, testInfo) => {
        const at = `${language} ${width} px`;
        const text = TEXTS[language];
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await signInToDashboard(page, USERS.owner.email);
        await chooseLanguage(page, language);

        const settled = async (name: string) => {
          await expect(page.locator('main')).not.toContainText(BARE_KEY);
          await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
          await expectNoSidewaysScroll(page);
          await shoot(page, testInfo, `${name}-${at}`);
          await expectNoAxeViolations(page, { soft: true, label: `${name}, ${at}` });
        };

        await page.goto(`/companies/${nordlicht.id}/authoriseme`);
        const form = page.getByRole('form', { name: text.order });
        await expect(form.getByRole('checkbox').first()).toBeVisible();
        // The price (a part of its own) arrives beside the choice.
        const quote = form.getByTestId('quote');
        await expect(quote.getByRole('heading', { name: text.price })).toBeVisible();
        const before = await quote.getByTestId('quote-gross').textContent();
        await settled('authoriseme');

        // A stream more changes the price; the order leads to its next steps.
        await form.getByRole('checkbox', { checked: false }).first().check();
        await expect(quote.getByTestId('quote-gross')).not.toHaveText(before ?? '');
        await form.getByRole('checkbox', { name: text.terms }).check();
        await form.getByRole('button', { name: text.submit }).click();
        await expect(page.getByRole('heading', { level: 1, name: text.next })).toBeVisible();
        // The contract's form (a part of its own) arrives in its open step, and takes a name.
        const contract = page.getByRole('form', { name: text.contract });
        const signatory = contract.getByRole('textbox', { name: text.signatory });
        await signatory.fill('Jana Petersen');
        await expect(signatory).toHaveValue('Jana Petersen');
        await expect(page.getByTestId('quote')).toBeVisible();
        await settled('next-steps');

        // Back on the order page, the order is in the orders' list (a part of its own).
        await page.goto(`/companies/${nordlicht.id}/authoriseme`);
        const orders = page.getByRole('region', { name: text.orders });
        await expect(orders.getByRole('link').first()).toBeVisible();
        await settled('authoriseme-orders');
      });
    }
  }
});
