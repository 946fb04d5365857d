/**
 * One `Idempotency-Key` per user action (TRUST-4). A create request gets a key when it is first
 * sent; the same request (same address and body) sent again while its outcome is unknown (a
 * timeout, a lost connection, a 5xx, a sign-in in between) gets the same key, whether RTK Query
 * or the user repeats it, so the service answers the first result instead of creating twice. A
 * definite answer (2xx, 4xx) ends the action: the next submit is a new action with a new key.
 */
const pending = new Map<string, string>();

const newKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** The key of this request: the pending one of the same request, else a new one. */
export function idempotencyKeyFor(url: string, body: unknown): string {
  const action = `${url}\n${JSON.stringify(body ?? null)}`;
  let key = pending.get(action);
  if (!key) {
    key = newKey();
    pending.set(action, key);
  }
  return key;
}

/** The answer was definite: the action is over and its key is not sent again. */
export function settleIdempotencyKey(key: string): void {
  for (const [action, k] of pending) if (k === key) pending.delete(action);
}

/** Whether an answer ends the action (a retry would not change it): 2xx and 4xx but 401. */
export const isDefiniteAnswer = (status: number | string | undefined): boolean =>
  typeof status === 'number' && status < 500 && status !== 401;

/** The header value: a structured-field string, as the draft writes it. */
export const idempotencyHeader = (key: string) => `"${key}"`;
