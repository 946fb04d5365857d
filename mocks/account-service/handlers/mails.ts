/**
 * The mails the account service sends, in the recipient's language (their account's `locale`; an
 * address without an account gets the sender's language), with links to this app and to the
 * identity provider's pages. They land in the dev mailbox (`/__dev/mail`).
 */
import { config } from '../../../src/shared/config/config';
import type { Language } from '../../../src/shared/contract/primitives';
import { paths } from '../../../src/shared/paths';
import type { EmailChangeRecord, PasswordResetRecord } from '../data/account-links';
import {
  companies,
  outbox,
  pros,
  users,
  type AffiliationRecord,
  type InvitationRecord,
  type UserRecord,
} from '../../common/data/db';
import { emailConfirmationUrl, passwordResetUrl } from '../../identity-provider/account-page-paths';
import { mailName } from '../../common/data/mail-name';
import { EMAIL_CHANGE_MAIL_TEXTS } from './email-change-mail-texts';
import { MAIL_TEXTS } from './mail-texts';

/** A user's name as mails show it (TRUST-14: single-line, capped, never a link). */
export const fullName = (user: UserRecord) => mailName(`${user.givenName} ${user.familyName}`);

const longDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

const countryName = (code: string, language: Language) =>
  new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;

export function sendInvitationMail(invitation: InvitationRecord, inviter: UserRecord): void {
  const language = users.findByEmail(invitation.email)?.locale ?? inviter.locale;
  const company = companies.findById(invitation.companyId);
  const mail = MAIL_TEXTS[language].invitation({
    inviter: fullName(inviter),
    company: mailName(company?.name),
    role: invitation.role,
    email: invitation.email,
    validUntil: longDate(invitation.expiresAt, language),
  });
  outbox.send({
    to: invitation.email,
    kind: 'invitation',
    ref: invitation.id,
    subject: mail.subject,
    text: mail.text,
    links: [
      {
        label: mail.link,
        url: `${config.appUrl}${paths.invitation.href(invitation.companyId, invitation.id, invitation.email)}`,
      },
    ],
  });
}

export function sendPasswordResetMail(user: UserRecord, link: PasswordResetRecord): void {
  const mail = MAIL_TEXTS[user.locale].passwordReset(fullName(user));
  outbox.send({
    to: user.email,
    kind: 'passwordReset',
    ref: link.id,
    subject: mail.subject,
    text: mail.text,
    links: [{ label: mail.link, url: passwordResetUrl(link.id) }],
  });
}

/** The confirmation goes to the new address; the current one is told, in case it was not them. */
export function sendEmailChangeMails(user: UserRecord, link: EmailChangeRecord): void {
  const confirm = MAIL_TEXTS[user.locale].emailChange({
    name: fullName(user),
    oldEmail: user.email,
    newEmail: link.newEmail,
  });
  outbox.send({
    to: link.newEmail,
    kind: 'emailChange',
    ref: link.id,
    subject: confirm.subject,
    text: confirm.text,
    links: [{ label: confirm.link, url: emailConfirmationUrl(link.id) }],
  });
  sendEmailChangeNotice(user, link);
}

/**
 * TRUST-13: the new address belongs to another account. Its owner hears of it instead of getting
 * a link (nothing can be confirmed); the requester's current address gets the usual notice, so
 * the request looks the same from every side as one to a free address.
 */
export function sendEmailChangeAttemptMails(
  user: UserRecord,
  owner: UserRecord,
  link: EmailChangeRecord,
): void {
  const attempt = EMAIL_CHANGE_MAIL_TEXTS[owner.locale].emailChangeAttempt(fullName(owner));
  outbox.send({
    to: owner.email,
    kind: 'emailChangeAttempt',
    ref: link.id,
    subject: attempt.subject,
    text: attempt.text,
    links: [profileLink(owner, attempt.link)],
  });
  sendEmailChangeNotice(user, link);
}

const profileLink = (user: UserRecord, label: string) => ({
  label,
  url: `${config.accountServiceUrl}/profile?locale=${user.locale}`,
});

function sendEmailChangeNotice(user: UserRecord, link: EmailChangeRecord): void {
  const notice = MAIL_TEXTS[user.locale].emailChangeNotice({
    name: fullName(user),
    newEmail: link.newEmail,
  });
  outbox.send({
    to: user.email,
    kind: 'emailChangeNotice',
    ref: link.id,
    subject: notice.subject,
    text: notice.text,
    links: [profileLink(user, notice.link)],
  });
}

/** Every user of the adviser firm hears of a company's request. */
export function sendAffiliationRequestMails(affiliation: AffiliationRecord): void {
  const company = companies.findById(affiliation.companyId);
  const pro = pros.findById(affiliation.proId);
  if (!company || !pro) return;
  for (const adviser of users.all().filter((u) => u.proId === pro.id)) {
    const language = adviser.locale;
    const mail = MAIL_TEXTS[language].affiliationRequest({
      company: mailName(company.name),
      place: mailName(`${company.address.city}, ${countryName(company.country, language)}`),
      pro: mailName(pro.name),
      permissions: affiliation.permissions,
    });
    outbox.send({
      to: adviser.email,
      kind: 'affiliationRequest',
      ref: affiliation.id,
      subject: mail.subject,
      text: mail.text,
      links: [{ label: mail.link, url: `${config.appUrl}${paths.workspace.href()}` }],
    });
  }
}
