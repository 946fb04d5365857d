/**
 * TRUST-12: the interaction page of an account whose address is not confirmed yet: "check your
 * mailbox", with Continue (once the link was followed) and Resend. The same page answers a
 * registration of a new address and of one that already has an account.
 */
import { ADDRESS_TEXTS } from './address-texts';
import type { IdpLocale } from './i18n';
import { escapeHtml, page, type LanguageLinks } from './views';

export interface CheckMailboxView {
  locale: IdpLocale;
  email: string;
  continueAction: string;
  resendAction: string;
  otherAccountHref: string;
  message?: { kind: 'status' | 'alert'; text: string };
  languages?: LanguageLinks;
}

export function checkMailboxPage(view: CheckMailboxView): string {
  const t = ADDRESS_TEXTS[view.locale];
  const message = view.message
    ? `<div class="${view.message.kind === 'alert' ? 'alert' : 'note'}" role="${view.message.kind}" data-testid="mailbox-message">${escapeHtml(view.message.text)}</div>`
    : '';
  const form = (action: string, label: string, secondary: boolean) => `
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="lang" value="${view.locale}">
<button class="button${secondary ? ' secondary' : ''}" type="submit">${escapeHtml(label)}</button>
</form>`;
  const body = `
<h1>${escapeHtml(t.checkTitle)}</h1>
<p class="intro" data-testid="mailbox-text">${escapeHtml(t.checkText(view.email))}</p>
${message}
${form(view.continueAction, t.continueButton, false)}
${form(view.resendAction, t.resendButton, true)}
<p class="switch"><a href="${escapeHtml(view.otherAccountHref)}">${escapeHtml(t.otherAccount)}</a></p>`;
  return page({
    locale: view.locale,
    title: t.checkTitle,
    body,
    languages: view.languages,
  });
}
