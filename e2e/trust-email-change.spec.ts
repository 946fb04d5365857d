import type { APIRequestContext } from '@playwright/test';
import type { SentMail } from '../mocks/common/data/db';
import { signInToDashboard, USERS } from './support/auth';
import { expect, test } from './support/fixtures';
import { mailTo } from './support/mailbox';

const mails = async (request: APIRequestContext) => {
  const response = await request.get('/__dev/mail.json');
  return ((await response.json()) as { mails: SentMail[] }).mails;
};

test.describe('e-mail change without enumeration (issue 31)', () => {
  test('[TRUST-13] changing to an address another account uses reads like a free one; its owner is mailed instead of a link and nothing changes', async ({
    page,
    request,
  }) => {
    await signInToDashboard(page, USERS.owner.email);
    await page.goto('/account/profile');
    const card = page.getByRole('form', { name: 'E-mail address' });
    await card.getByRole('textbox', { name: /^New e-mail address/ }).fill(USERS.outdated.email);
    await card.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(
      page.getByText(`Confirmation link sent to ${USERS.outdated.email}.`),
    ).toBeVisible();
    await expect(card.getByRole('alert')).toHaveCount(0);

    const notice = await mailTo(request, USERS.outdated.email, 'emailChangeAttempt');
    expect(notice.subject).toBe('Jemand wollte sein Konto auf Ihre Adresse umstellen');
    await mailTo(request, USERS.owner.email, 'emailChangeNotice');
    expect((await mails(request)).filter((m) => m.kind === 'emailChange')).toEqual([]);

    await page.reload();
    await expect(page.getByText(`You sign in with ${USERS.owner.email}.`)).toBeVisible();
  });
});
