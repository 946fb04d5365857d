/**
 * The one-time links the account service mails: password resets and e-mail changes. A link's id is
 * its secret token; it works once and until it expires. The identity provider's pages
 * (`mocks/identity-provider/account-pages.ts`) redeem them.
 */
import { users } from '../../common/data/db';
import { table } from '../../common/data/table';

/** A reset link works for one hour, an e-mail confirmation for a day. */
export const PASSWORD_RESET_VALIDITY_MS = 60 * 60 * 1000;
export const EMAIL_CHANGE_VALIDITY_MS = 24 * 60 * 60 * 1000;

export interface PasswordResetRecord {
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface EmailChangeRecord {
  id: string;
  userId: string;
  newEmail: string;
  createdAt: string;
  expiresAt: string;
  confirmedAt: string | null;
}

export const passwordResets = table<PasswordResetRecord>(() => []);
export const emailChanges = table<EmailChangeRecord>(() => []);

/** 128 random bits, URL-safe: the link is the only proof of owning the mailbox. */
export function newToken(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const stamp = (at: number) => new Date(at).toISOString();
const isOpen = (link: { expiresAt: string }, at = Date.now()) => Date.parse(link.expiresAt) > at;

export type Redeemed<T> = { ok: true; link: T } | { ok: false; problem: 'unknown' | 'expired' };

export const accountLinks = {
  requestPasswordReset(userId: string): PasswordResetRecord {
    const at = Date.now();
    return passwordResets.insert({
      id: newToken(),
      userId,
      createdAt: stamp(at),
      expiresAt: stamp(at + PASSWORD_RESET_VALIDITY_MS),
      usedAt: null,
    });
  },

  /** The reset link if it can still be used (for the page that asks for the new password). */
  openPasswordReset(id: string): Redeemed<PasswordResetRecord> {
    const link = passwordResets.findById(id);
    if (!link || link.usedAt || !users.findById(link.userId))
      return { ok: false, problem: 'unknown' };
    return isOpen(link) ? { ok: true, link } : { ok: false, problem: 'expired' };
  },

  resetPassword(id: string, password: string): Redeemed<PasswordResetRecord> {
    const opened = accountLinks.openPasswordReset(id);
    if (!opened.ok) return opened;
    // TRUST-10, TRUST-13: whoever signed in with the old password is signed out everywhere: their
    // tokens (`mocks/common/auth.ts`, `findAccount`) and the provider's sessions
    // (`mocks/identity-provider/session-revocation.ts`). TRUST-12: the link came through the
    // mailbox, so it proves the address as a confirmation link does.
    users.update(opened.link.userId, {
      password,
      sessionsRevokedAt: Date.now(),
      emailVerified: true,
    });
    passwordResets.update(id, { usedAt: stamp(Date.now()) });
    return opened;
  },

  /** A new request replaces the user's earlier ones: only the latest address can be confirmed. */
  requestEmailChange(userId: string, newEmail: string): EmailChangeRecord {
    emailChanges
      .where((c) => c.userId === userId && !c.confirmedAt)
      .forEach((c) => emailChanges.remove(c.id));
    const at = Date.now();
    return emailChanges.insert({
      id: newToken(),
      userId,
      newEmail,
      createdAt: stamp(at),
      expiresAt: stamp(at + EMAIL_CHANGE_VALIDITY_MS),
      confirmedAt: null,
    });
  },

  /** The address waiting for confirmation, if any. */
  pendingEmailOf(userId: string): string | null {
    return (
      emailChanges.where((c) => c.userId === userId && !c.confirmedAt && isOpen(c)).at(-1)
        ?.newEmail ?? null
    );
  },

  openEmailChange(id: string): Redeemed<EmailChangeRecord> {
    const link = emailChanges.findById(id);
    if (!link || link.confirmedAt || !users.findById(link.userId)) {
      return { ok: false, problem: 'unknown' };
    }
    return isOpen(link) ? { ok: true, link } : { ok: false, problem: 'expired' };
  },

  /** The address changes now, unless another account took it in the meantime. */
  confirmEmailChange(id: string): Redeemed<EmailChangeRecord> | { ok: false; problem: 'taken' } {
    const opened = accountLinks.openEmailChange(id);
    if (!opened.ok) return opened;
    const holder = users.findByEmail(opened.link.newEmail);
    if (holder && holder.id !== opened.link.userId) return { ok: false, problem: 'taken' };
    // TRUST-10: following the link proves the mailbox: the address is now the confirmed one.
    // TRUST-13: and whoever was signed in under the old address is signed out everywhere.
    users.update(opened.link.userId, {
      email: opened.link.newEmail,
      emailVerified: true,
      sessionsRevokedAt: Date.now(),
    });
    emailChanges.update(id, { confirmedAt: stamp(Date.now()) });
    return opened;
  },
};
