import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SentMail } from '../../mocks/common/data/db';

/** The newest mail of `kind` to `to` in the dev mailbox (`/__dev/mail.json`, newest first). */
export async function mailTo(
  request: APIRequestContext,
  to: string,
  kind: string,
): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/__dev/mail.json');
      expect(response.status()).toBe(200);
      const { mails } = (await response.json()) as { mails: SentMail[] };
      found = mails.find((m) => m.to === to.toLowerCase() && m.kind === kind);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** Waits for the provider's "Check your mailbox" page after registering `email` (TRUST-12). */
export async function expectCheckMailbox(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Check your mailbox' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('mailbox-text')).toContainText(email.toLowerCase());
}

/**
 * TRUST-12: a new account signs in only once its address is confirmed. From the "Check your
 * mailbox" page, follows the mailed link in the same tab (as a click in the mailbox would),
 * confirms with the button and continues: the waiting sign-in finishes and the app goes on to
 * where the user was going.
 */
export async function confirmAddressFromMailbox(
  page: Page,
  request: APIRequestContext,
  email: string,
): Promise<void> {
  await expectCheckMailbox(page, email);
  const mail = await mailTo(request, email, 'addressConfirmation');
  await page.goto(mail.links[0]!.url);
  await page.getByRole('button', { name: 'Confirm my address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Address confirmed' })).toBeVisible();
  await page.getByTestId('continue-link').click();
}
