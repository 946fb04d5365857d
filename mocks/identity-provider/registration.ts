/**
 * TRUST-12: registration and the sign-in of an account whose address nobody confirmed yet. The
 * provider never finishes a sign-in for such an account: the interaction waits ("check your
 * mailbox") until the address is confirmed through its mailed link. A registration of an address
 * that already has an account looks exactly like a new one to the visitor (same status, same
 * page); only the address's owner hears of it, by mail.
 */
import { users, type UserRecord } from '../common/data/db';
import { table } from '../common/data/table';
import {
  sendAddressConfirmationMail,
  sendRegistrationAttemptMail,
  type MailOutcome,
} from '../account-service/handlers/registration-mails';
import type { IdpLocale, IdpMessages } from './i18n';
import type { RegistrationErrors, RegistrationValues } from './views';

const MIN_PASSWORD_LENGTH = 8;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An interaction waiting for a confirmed address. `userId` is set only when this browser proved
 * the account's password (it registered it, or signed in with it); a registration of a taken
 * address waits with `userId` null and never finishes.
 */
export interface PendingSignIn {
  /** The interaction's uid. */
  id: string;
  email: string;
  userId: string | null;
  createdAt: string;
}

export const pendingSignIns = table<PendingSignIn>(() => []);

function hold(uid: string, email: string, userId: string | null): PendingSignIn {
  pendingSignIns.remove(uid);
  return pendingSignIns.insert({ id: uid, email, userId, createdAt: new Date().toISOString() });
}

export const isVerified = (user: UserRecord) => user.emailVerified !== false;

/** What is wrong with a registration; an address that is taken is not among it (no enumeration). */
export function registrationErrors(values: RegistrationValues, t: IdpMessages): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!values.givenName) errors.givenName = t.givenNameRequired;
  if (!values.familyName) errors.familyName = t.familyNameRequired;
  if (!values.email) errors.email = t.emailRequired;
  else if (!EMAIL_PATTERN.test(values.email)) errors.email = t.emailInvalid;
  if (!values.password) errors.password = t.passwordRequired;
  else if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = t.passwordTooShort;
  return errors;
}

/**
 * A valid registration in interaction `uid`: a new, unverified account with a confirmation mail;
 * or, for an address that has an account, a notice to its owner and nothing else.
 */
export function register(
  uid: string,
  values: RegistrationValues,
  locale: IdpLocale,
  marketing: Record<string, string>,
): PendingSignIn {
  const existing = users.findByEmail(values.email);
  if (existing) {
    sendRegistrationAttemptMail(existing);
    console.log(`[oidc] registration attempt for the existing account ${existing.id}`);
    return hold(uid, existing.email, null);
  }
  const user = users.create({
    email: values.email,
    password: values.password,
    givenName: values.givenName,
    familyName: values.familyName,
    locale,
    emailVerified: false,
    ...(Object.keys(marketing).length > 0 ? { marketing } : {}),
  });
  console.log(
    `[oidc] registered ${user.email} (${user.id})${
      user.marketing ? ` with ${JSON.stringify(user.marketing)}` : ''
    }`,
  );
  sendAddressConfirmationMail(user);
  return hold(uid, user.email, user.id);
}

/** The password was right but the address is unconfirmed: the interaction waits for it. */
export const holdSignIn = (uid: string, user: UserRecord): PendingSignIn =>
  hold(uid, user.email, user.id);

export const pendingSignIn = (uid: string): PendingSignIn | undefined =>
  pendingSignIns.findById(uid);

/** The account the interaction may now sign in: its password was proven here, its address since. */
export function confirmedAccount(uid: string): UserRecord | undefined {
  const pending = pendingSignIns.findById(uid);
  const user = pending?.userId ? users.findById(pending.userId) : undefined;
  return user && isVerified(user) && user.email === pending?.email ? user : undefined;
}

export const endPending = (uid: string): void => pendingSignIns.remove(uid);

/** "Send the link again": the same answer for a new account and for a taken address. */
export function resend(uid: string): MailOutcome | undefined {
  const pending = pendingSignIns.findById(uid);
  if (!pending) return undefined;
  const user = pending.userId ? users.findById(pending.userId) : users.findByEmail(pending.email);
  if (!user) return undefined;
  if (!pending.userId) return sendRegistrationAttemptMail(user);
  return isVerified(user) ? { sent: true } : sendAddressConfirmationMail(user);
}

/** The newest interaction that waits for this account: where "Continue" after confirming goes. */
export function waitingInteraction(userId: string): string | undefined {
  return pendingSignIns
    .where((p) => p.userId === userId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .at(-1)?.id;
}
