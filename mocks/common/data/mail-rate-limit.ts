/**
 * Rate limits of every endpoint that sends mail (TRUST-8): per recipient address and per signed-in
 * user, in sliding windows. A request over a limit sends nothing and gets 429 with `Retry-After`
 * (seconds until the oldest counted mail leaves its window). The limits are data; `resetDb()` (jest,
 * `POST /__test/reset`) clears the counts, and the `mailRateLimits` test switch turns them off.
 */
import { testSwitches } from './test-switches';

export const MAIL_RATE_LIMITS = {
  /** Mails one address may be sent (invitations, confirmations, notices ...). */
  perAddress: { max: 3, windowMs: 60 * 60 * 1000 },
  /** Mail-sending requests one signed-in user may make. */
  perUser: { max: 20, windowMs: 60 * 60 * 1000 },
} as const;

let sent = new Map<string, number[]>();

export function resetMailRateLimits(): void {
  sent = new Map();
}

/**
 * Counts one mail-sending request to `addresses` by `userId` (absent for visitors) if every limit
 * allows it; otherwise counts nothing and says in how many seconds to try again.
 */
export function takeMailAllowance(
  { addresses, userId }: { addresses: readonly string[]; userId?: string },
  now = Date.now(),
): { ok: true } | { ok: false; retryAfterSeconds: number } {
  if (!testSwitches.mailRateLimits) return { ok: true };
  const keys = [...new Set(addresses.map((a) => a.trim().toLowerCase()).filter(Boolean))].map(
    (a): { key: string; limit: { max: number; windowMs: number } } => ({
      key: `address:${a}`,
      limit: MAIL_RATE_LIMITS.perAddress,
    }),
  );
  if (userId) keys.push({ key: `user:${userId}`, limit: MAIL_RATE_LIMITS.perUser });
  let waitMs = 0;
  for (const { key, limit } of keys) {
    const recent = (sent.get(key) ?? []).filter((at) => at > now - limit.windowMs);
    sent.set(key, recent);
    if (recent.length >= limit.max) {
      waitMs = Math.max(waitMs, recent[recent.length - limit.max]! + limit.windowMs - now);
    }
  }
  if (waitMs > 0) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  for (const { key } of keys) sent.get(key)!.push(now);
  return { ok: true };
}
