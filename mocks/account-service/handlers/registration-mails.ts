/**
 * TRUST-12: the mails a registration at the identity provider sends, in the recipient's language
 * (their account's `locale`). Each is counted against the address's mail allowance (TRUST-8): over
 * it, nothing is sent and the caller answers as if it had been (no enumeration, no mail bombing).
 */
import { outbox, type UserRecord } from '../../common/data/db';
import { takeMailAllowance } from '../../common/data/mail-rate-limit';
import { accountLinks } from '../data/account-links';
import { addressLinks } from '../data/address-verifications';
import {
  addressConfirmationUrl,
  forgotPasswordUrl,
} from '../../identity-provider/account-page-paths';
import { fullName, sendPasswordResetMail } from './mails';
import { REGISTRATION_MAIL_TEXTS } from './registration-mail-texts';

export type MailOutcome = { sent: true } | { sent: false; retryAfterSeconds: number };

function allowed(user: UserRecord): MailOutcome {
  const allowance = takeMailAllowance({ addresses: [user.email] });
  return allowance.ok
    ? { sent: true }
    : { sent: false, retryAfterSeconds: allowance.retryAfterSeconds };
}

/** A fresh confirmation link (earlier ones stop working) to a not yet verified account. */
export function sendAddressConfirmationMail(user: UserRecord): MailOutcome {
  const outcome = allowed(user);
  if (!outcome.sent) return outcome;
  const link = addressLinks.request(user.id);
  const mail = REGISTRATION_MAIL_TEXTS[user.locale].addressConfirmation(fullName(user));
  outbox.send({
    to: user.email,
    kind: 'addressConfirmation',
    ref: link.id,
    subject: mail.subject,
    text: mail.text,
    links: [{ label: mail.link, url: addressConfirmationUrl(link.id) }],
  });
  return outcome;
}

/** Someone registered an address that has an account: its owner hears of it, with a way back in. */
export function sendRegistrationAttemptMail(user: UserRecord): MailOutcome {
  const outcome = allowed(user);
  if (!outcome.sent) return outcome;
  const mail = REGISTRATION_MAIL_TEXTS[user.locale].registrationAttempt(fullName(user));
  outbox.send({
    to: user.email,
    kind: 'registrationAttempt',
    ref: user.id,
    subject: mail.subject,
    text: mail.text,
    links: [{ label: mail.link, url: forgotPasswordUrl(user.locale) }],
  });
  return outcome;
}

/** "Forgot password?": the existing reset link (one hour, once) to an account's address. */
export function sendForgottenPasswordMail(user: UserRecord): MailOutcome {
  const outcome = allowed(user);
  if (outcome.sent) sendPasswordResetMail(user, accountLinks.requestPasswordReset(user.id));
  return outcome;
}
