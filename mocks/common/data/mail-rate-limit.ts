/**
 * Rate limits of every endpoint that sends mail (TRUST-8): per recipient address and per signed-in
 * user, in sliding windows; a visitor's (signed-out) request also per client address (TRUST-13),
 * so that one machine cannot mail many addresses a few times each. A request over a limit sends
 * nothing and gets 429 with `Retry-After` (seconds until the oldest counted mail leaves its
 * window). The limits are data; `resetDb()` (jest, `POST /__test/reset`) clears the counts, and
 * the `mailRateLimits` test switch turns them off.
 */
import { slidingWindows, type CountedKey } from './sliding-window';
import { testSwitches } from './test-switches';

export const MAIL_RATE_LIMITS = {
  /** Mails one address may be sent (invitations, confirmations, notices ...). */
  perAddress: { max: 3, windowMs: 60 * 60 * 1000 },
  /** Mail-sending requests one signed-in user may make. */
  perUser: { max: 20, windowMs: 60 * 60 * 1000 },
  /** Mail-sending requests visitors (signed out) from one client address (IP) may make. */
  perClientAddress: { max: 10, windowMs: 60 * 60 * 1000 },
} as const;

// Cleared by `resetDb()` through `resetSlidingWindows()`.
const sent = slidingWindows();

/**
 * Counts one mail-sending request to `addresses` by `userId` (absent for visitors) from
 * `clientAddress` (a visitor's IP, `./client-address`) if every limit allows it; otherwise counts
 * nothing and says in how many seconds to try again. A signed-in user's requests are limited per
 * user instead of per client address (colleagues behind one office address share it).
 */
export function takeMailAllowance(
  {
    addresses,
    userId,
    clientAddress,
  }: { addresses: readonly string[]; userId?: string; clientAddress?: string | null },
  now = Date.now(),
): { ok: true } | { ok: false; retryAfterSeconds: number } {
  if (!testSwitches.mailRateLimits) return { ok: true };
  const keys: CountedKey[] = [
    ...new Set(addresses.map((a) => a.trim().toLowerCase()).filter(Boolean)),
  ].map((a) => ({ key: `address:${a}`, limit: MAIL_RATE_LIMITS.perAddress }));
  if (userId) keys.push({ key: `user:${userId}`, limit: MAIL_RATE_LIMITS.perUser });
  else if (clientAddress)
    keys.push({ key: `client:${clientAddress}`, limit: MAIL_RATE_LIMITS.perClientAddress });
  const wait = sent.waitSeconds(keys, now);
  if (wait > 0) return { ok: false, retryAfterSeconds: wait };
  sent.count(keys, now);
  return { ok: true };
}
