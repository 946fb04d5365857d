/**
 * TRUST-12: the one-time links that prove a registered address. A new account's `emailVerified`
 * is false until its owner follows the mailed link and confirms with a button (a mere GET changes
 * nothing: mail scanners follow links). A link works once, for one hour; a new one replaces the
 * account's earlier ones.
 */
import { users } from '../../common/data/db';
import { table } from '../../common/data/table';
import { newToken, type Redeemed } from './account-links';

export const ADDRESS_VERIFICATION_VALIDITY_MS = 60 * 60 * 1000;

export interface AddressVerificationRecord {
  id: string;
  userId: string;
  /** The address the link proves: a later change of the account's address voids the link. */
  email: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export const addressVerifications = table<AddressVerificationRecord>(() => []);

const stamp = (at: number) => new Date(at).toISOString();

export const addressLinks = {
  request(userId: string): AddressVerificationRecord {
    addressVerifications
      .where((v) => v.userId === userId && !v.usedAt)
      .forEach((v) => addressVerifications.remove(v.id));
    const at = Date.now();
    return addressVerifications.insert({
      id: newToken(),
      userId,
      email: users.findById(userId)?.email ?? '',
      createdAt: stamp(at),
      expiresAt: stamp(at + ADDRESS_VERIFICATION_VALIDITY_MS),
      usedAt: null,
    });
  },

  open(id: string): Redeemed<AddressVerificationRecord> {
    const link = addressVerifications.findById(id);
    const user = link ? users.findById(link.userId) : undefined;
    if (!link || link.usedAt || !user || user.email !== link.email || user.emailVerified !== false)
      return { ok: false, problem: 'unknown' };
    return Date.parse(link.expiresAt) > Date.now()
      ? { ok: true, link }
      : { ok: false, problem: 'expired' };
  },

  /** Following the link and pressing the button proves the mailbox: the address is verified. */
  confirm(id: string): Redeemed<AddressVerificationRecord> {
    const opened = addressLinks.open(id);
    if (!opened.ok) return opened;
    users.update(opened.link.userId, { emailVerified: true });
    addressVerifications.update(id, { usedAt: stamp(Date.now()) });
    return opened;
  },
};
