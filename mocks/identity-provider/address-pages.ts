/**
 * TRUST-12: the identity provider's pages that prove an address or let its owner back in:
 * confirming a new account's address (`/oidc/account/confirm-address/:token`, from the
 * registration mail; the change happens on the button, never on opening the link, because mail
 * scanners follow links) and "Forgot password?" (`/oidc/account/forgot-password`), which answers
 * the same whether or not the address has an account.
 */
import type { Application, Request, Response } from 'express';
import { addressLinks, addressVerifications } from '../account-service/data/address-verifications';
import { sendForgottenPasswordMail } from '../account-service/handlers/registration-mails';
import { users } from '../common/data/db';
import { ADDRESS_CONFIRMATION_PATH, FORGOT_PASSWORD_PATH } from './account-page-paths';
import { ADDRESS_TEXTS } from './address-texts';
import { idpMessages, negotiateLocale, supportedLocale, type IdpLocale } from './i18n';
import { handleAsync, readForm, sendPage } from './page-io';
import { INTERACTION_PATH, OIDC_PATH } from './provider';
import { EMAIL_PATTERN, waitingInteraction } from './registration';
import { escapeHtml, page } from './views';

const MAX_FIELD_LENGTH = 200;
const UID_PATTERN = /^[\w-]{1,100}$/;

const button = (href: string, label: string, testId = '') =>
  `<p><a class="button" href="${escapeHtml(href)}"${testId ? ` data-testid="${testId}"` : ''}>${escapeHtml(label)}</a></p>`;

function notice(res: Response, status: number, locale: IdpLocale, title: string, html: string) {
  const body = `\n<h1>${escapeHtml(title)}</h1>\n${html}`;
  sendPage(res, status, page({ locale, title, body }));
}

/** The interaction the forgot-password page came from, to lead back to its sign-in form. */
const interactionOf = (value: unknown) =>
  typeof value === 'string' && UID_PATTERN.test(value) ? value : '';

export function mountAddressPages(app: Application, { appUrl }: { appUrl: string }): void {
  const confirmPath = `${OIDC_PATH}${ADDRESS_CONFIRMATION_PATH}/:token`;
  const forgotPath = `${OIDC_PATH}${FORGOT_PASSWORD_PATH}`;
  const tokenOf = (req: Request) => String(req.params.token ?? '');
  const localeOf = (req: Request, explicit?: unknown): IdpLocale => {
    const userId = addressVerifications.findById(tokenOf(req))?.userId;
    return (
      supportedLocale(explicit) ??
      supportedLocale(req.query.lang) ??
      (userId ? users.findById(userId)?.locale : undefined) ??
      negotiateLocale({ acceptLanguage: req.headers['accept-language'] })
    );
  };

  function invalidLink(res: Response, locale: IdpLocale, expired: boolean) {
    const t = ADDRESS_TEXTS[locale];
    notice(
      res,
      410,
      locale,
      expired ? t.expiredTitle : t.invalidTitle,
      `<p data-testid="account-page-text">${escapeHtml(expired ? t.expiredText : t.invalidText)}</p>${button(appUrl, t.toApp)}`,
    );
  }

  app.get(
    confirmPath,
    handleAsync((req, res) => {
      const opened = addressLinks.open(tokenOf(req));
      const locale = localeOf(req);
      if (!opened.ok) return invalidLink(res, locale, opened.problem === 'expired');
      const t = ADDRESS_TEXTS[locale];
      notice(
        res,
        200,
        locale,
        t.confirmTitle,
        `<p class="intro">${escapeHtml(t.confirmIntro(opened.link.email))}</p>
<form method="post" action="${escapeHtml(req.originalUrl.split('?')[0]!)}">
<input type="hidden" name="lang" value="${locale}">
<button class="button" type="submit">${escapeHtml(t.confirmButton)}</button>
</form>`,
      );
    }),
  );

  app.post(
    confirmPath,
    handleAsync(async (req, res) => {
      const form = await readForm(req);
      const locale = localeOf(req, form.get('lang'));
      const confirmed = addressLinks.confirm(tokenOf(req));
      if (!confirmed.ok) return invalidLink(res, locale, confirmed.problem === 'expired');
      const t = ADDRESS_TEXTS[locale];
      // The sign-in that waits for this address (in this browser, if it is the one that
      // registered) finishes there and lands where the user was going; else the app signs in anew.
      const uid = waitingInteraction(confirmed.link.userId);
      const next = uid ? `${INTERACTION_PATH}/${encodeURIComponent(uid)}` : appUrl;
      notice(
        res,
        200,
        locale,
        t.confirmedTitle,
        `<p data-testid="account-page-text">${escapeHtml(t.confirmedText(confirmed.link.email))}</p>${button(next, t.continueLink, 'continue-link')}`,
      );
    }),
  );

  function forgotForm(
    res: Response,
    status: number,
    locale: IdpLocale,
    state: { email: string; error?: string; interaction: string },
  ) {
    const t = ADDRESS_TEXTS[locale];
    const m = idpMessages[locale];
    const describedBy = state.error ? ' aria-describedby="email-error" aria-invalid="true"' : '';
    notice(
      res,
      status,
      locale,
      t.forgotTitle,
      `<p class="intro">${escapeHtml(t.forgotIntro)}</p>
<form method="post" action="${escapeHtml(forgotPath)}" novalidate>
<input type="hidden" name="lang" value="${locale}">
<input type="hidden" name="interaction" value="${escapeHtml(state.interaction)}">
<div class="field">
<label for="email">${escapeHtml(m.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" required spellcheck="false" autofocus value="${escapeHtml(state.email)}"${describedBy}>
${state.error ? `<p class="field-error" id="email-error">${escapeHtml(state.error)}</p>` : ''}
</div>
<button class="button" type="submit">${escapeHtml(t.forgotButton)}</button>
</form>
${backLink(locale, state.interaction)}`,
    );
  }

  function backLink(locale: IdpLocale, interaction: string) {
    const t = ADDRESS_TEXTS[locale];
    return interaction
      ? `<p class="switch"><a href="${escapeHtml(`${INTERACTION_PATH}/${interaction}?mode=login&lang=${locale}`)}">${escapeHtml(t.backToSignIn)}</a></p>`
      : `<p class="switch"><a href="${escapeHtml(appUrl)}">${escapeHtml(t.toApp)}</a></p>`;
  }

  app.get(
    forgotPath,
    handleAsync((req, res) => {
      forgotForm(res, 200, localeOf(req), {
        email: '',
        interaction: interactionOf(req.query.interaction),
      });
    }),
  );

  app.post(
    forgotPath,
    handleAsync(async (req, res) => {
      const form = await readForm(req);
      const locale = localeOf(req, form.get('lang'));
      const interaction = interactionOf(form.get('interaction'));
      const email = (form.get('email') ?? '').trim().slice(0, MAX_FIELD_LENGTH);
      const m = idpMessages[locale];
      const error = !email ? m.emailRequired : !EMAIL_PATTERN.test(email) ? m.emailInvalid : '';
      if (error) return forgotForm(res, 400, locale, { email, error, interaction });
      const user = users.findByEmail(email);
      // Over the mail allowance nothing is sent, and the answer is the same (no enumeration).
      if (user) sendForgottenPasswordMail(user);
      const t = ADDRESS_TEXTS[locale];
      notice(
        res,
        200,
        locale,
        t.checkTitle,
        `<p data-testid="account-page-text">${escapeHtml(t.forgotSentText(email))}</p>${backLink(locale, interaction)}`,
      );
    }),
  );
}
