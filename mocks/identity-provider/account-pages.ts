/**
 * The identity provider's account pages, reached from the account service's mails: set a new
 * password (`/oidc/account/password-reset/:token`) and confirm a new e-mail address
 * (`/oidc/account/confirm-email/:token`). Each link works once; the page is in the account's
 * language (a `lang` query parameter wins). Changes are made by POST, never by opening the link,
 * so a mail scanner that follows links changes nothing.
 */
import type { Application, Request, Response } from 'express';
import { accountLinks, emailChanges, passwordResets } from '../account-service/data/account-links';
import { users } from '../common/data/db';
import { EMAIL_CONFIRMATION_PATH, PASSWORD_RESET_PATH } from './account-page-paths';
import { ACCOUNT_PAGE_TEXTS } from './account-page-texts';
import { supportedLocale, type IdpLocale } from './i18n';
import { handleAsync, readForm, sendPage } from './page-io';
import { OIDC_PATH } from './provider';
import { escapeHtml, page } from './views';

const MIN_PASSWORD_LENGTH = 8;

const localeOf = (req: Request, userId: string | undefined): IdpLocale =>
  supportedLocale(req.query.lang) ?? (userId ? users.findById(userId)?.locale : undefined) ?? 'en';

function notice(
  res: Response,
  status: number,
  locale: IdpLocale,
  appUrl: string,
  title: string,
  text: string,
): void {
  const t = ACCOUNT_PAGE_TEXTS[locale];
  const body = `
<h1>${escapeHtml(title)}</h1>
<p data-testid="account-page-text">${escapeHtml(text)}</p>
<p><a class="button" href="${escapeHtml(appUrl)}">${escapeHtml(t.toApp)}</a></p>`;
  sendPage(res, status, page({ locale, title, body }));
}

function resetForm(
  res: Response,
  status: number,
  locale: IdpLocale,
  action: string,
  email: string,
  error?: string,
): void {
  const t = ACCOUNT_PAGE_TEXTS[locale];
  const describedBy = error ? 'password-hint password-error' : 'password-hint';
  const body = `
<h1>${escapeHtml(t.resetTitle)}</h1>
<p class="intro">${escapeHtml(t.resetIntro(email))}</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="lang" value="${locale}">
<input type="email" name="username" value="${escapeHtml(email)}" autocomplete="username" hidden>
<div class="field">
<label for="password">${escapeHtml(t.newPassword)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required autofocus aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="password-hint">${escapeHtml(t.passwordHint)}</p>
${error ? `<p class="field-error" id="password-error">${escapeHtml(error)}</p>` : ''}
</div>
<button class="button" type="submit">${escapeHtml(t.resetButton)}</button>
</form>`;
  sendPage(res, status, page({ locale, title: t.resetTitle, body }));
}

export function mountAccountPages(app: Application, { appUrl }: { appUrl: string }): void {
  const resetPath = `${OIDC_PATH}${PASSWORD_RESET_PATH}/:token`;
  const confirmPath = `${OIDC_PATH}${EMAIL_CONFIRMATION_PATH}/:token`;
  const tokenOf = (req: Request) => String(req.params.token ?? '');

  app.get(
    resetPath,
    handleAsync((req, res) => {
      const opened = accountLinks.openPasswordReset(tokenOf(req));
      const locale = localeOf(req, passwordResets.findById(tokenOf(req))?.userId);
      const t = ACCOUNT_PAGE_TEXTS[locale];
      if (!opened.ok) {
        const expired = opened.problem === 'expired';
        notice(
          res,
          410,
          locale,
          appUrl,
          expired ? t.expiredTitle : t.invalidTitle,
          expired ? t.expiredResetText : t.invalidText,
        );
        return;
      }
      resetForm(
        res,
        200,
        locale,
        req.originalUrl.split('?')[0]!,
        users.findById(opened.link.userId)!.email,
      );
    }),
  );

  app.post(
    resetPath,
    handleAsync(async (req, res) => {
      const form = await readForm(req);
      const opened = accountLinks.openPasswordReset(tokenOf(req));
      const locale =
        supportedLocale(form.get('lang')) ??
        localeOf(req, opened.ok ? opened.link.userId : undefined);
      const t = ACCOUNT_PAGE_TEXTS[locale];
      if (!opened.ok) {
        notice(res, 410, locale, appUrl, t.invalidTitle, t.invalidText);
        return;
      }
      const password = form.get('password') ?? '';
      if (password.length < MIN_PASSWORD_LENGTH) {
        const email = users.findById(opened.link.userId)!.email;
        resetForm(res, 400, locale, req.originalUrl.split('?')[0]!, email, t.passwordTooShort);
        return;
      }
      accountLinks.resetPassword(tokenOf(req), password);
      notice(res, 200, locale, appUrl, t.resetDoneTitle, t.resetDoneText);
    }),
  );

  app.get(
    confirmPath,
    handleAsync((req, res) => {
      const opened = accountLinks.openEmailChange(tokenOf(req));
      const locale = localeOf(req, emailChanges.findById(tokenOf(req))?.userId);
      const t = ACCOUNT_PAGE_TEXTS[locale];
      if (!opened.ok) {
        const expired = opened.problem === 'expired';
        notice(
          res,
          410,
          locale,
          appUrl,
          expired ? t.expiredTitle : t.invalidTitle,
          expired ? t.expiredEmailText : t.invalidText,
        );
        return;
      }
      const current = users.findById(opened.link.userId)!.email;
      const body = `
<h1>${escapeHtml(t.confirmTitle)}</h1>
<p class="intro">${escapeHtml(t.confirmIntro(current, opened.link.newEmail))}</p>
<form method="post" action="${escapeHtml(req.originalUrl.split('?')[0]!)}">
<input type="hidden" name="lang" value="${locale}">
<button class="button" type="submit">${escapeHtml(t.confirmButton)}</button>
</form>`;
      sendPage(res, 200, page({ locale, title: t.confirmTitle, body }));
    }),
  );

  app.post(
    confirmPath,
    handleAsync(async (req, res) => {
      const form = await readForm(req);
      const result = accountLinks.confirmEmailChange(tokenOf(req));
      const locale =
        supportedLocale(form.get('lang')) ??
        localeOf(req, emailChanges.findById(tokenOf(req))?.userId);
      const t = ACCOUNT_PAGE_TEXTS[locale];
      if (result.ok) {
        notice(
          res,
          200,
          locale,
          appUrl,
          t.confirmDoneTitle,
          t.confirmDoneText(result.link.newEmail),
        );
      } else if (result.problem === 'taken') {
        notice(res, 409, locale, appUrl, t.takenTitle, t.takenText);
      } else {
        notice(res, 410, locale, appUrl, t.invalidTitle, t.invalidText);
      }
    }),
  );
}
