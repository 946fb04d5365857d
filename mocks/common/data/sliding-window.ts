/**
 * Counters in sliding windows, for the mock services' rate limits (TRUST-8 mails, TRUST-13 sign-in
 * and registration): each key keeps the instants it was counted at, and a limit allows at most
 * `max` of them within the last `windowMs`. Every set of counters registers here, so `resetDb()`
 * (jest, `POST /__test/reset`) clears all of them with `resetSlidingWindows()`.
 */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

export interface CountedKey {
  key: string;
  limit: WindowLimit;
}

export interface SlidingWindows {
  /** Seconds until every key is under its limit again; 0 when all of them are already. */
  waitSeconds(keys: readonly CountedKey[], now?: number): number;
  /** Counts one event for each key. */
  count(keys: readonly CountedKey[], now?: number): void;
  /** Forgets the counts of one key (e.g. the failed sign-ins of an address after a good one). */
  forget(key: string): void;
  reset(): void;
}

const registry = new Set<SlidingWindows>();

export function slidingWindows(): SlidingWindows {
  let seen = new Map<string, number[]>();
  const recent = ({ key, limit }: CountedKey, now: number) => {
    const kept = (seen.get(key) ?? []).filter((at) => at > now - limit.windowMs);
    seen.set(key, kept);
    return kept;
  };
  const windows: SlidingWindows = {
    waitSeconds(keys, now = Date.now()) {
      let waitMs = 0;
      for (const counted of keys) {
        const kept = recent(counted, now);
        const { max, windowMs } = counted.limit;
        if (kept.length >= max) {
          // The oldest counted instant that keeps the key at its limit must leave the window.
          waitMs = Math.max(waitMs, kept[kept.length - max]! + windowMs - now);
        }
      }
      return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
    },
    count(keys, now = Date.now()) {
      for (const counted of keys) recent(counted, now).push(now);
    },
    forget(key) {
      seen.delete(key);
    },
    reset() {
      seen = new Map();
    },
  };
  registry.add(windows);
  return windows;
}

export function resetSlidingWindows(): void {
  registry.forEach((windows) => windows.reset());
}
