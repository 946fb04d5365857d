/**
 * The answers kept for `Idempotency-Key` (TRUST-4, IETF draft "The Idempotency-Key HTTP Header
 * Field"): per caller, method, path and key, the request's fingerprint and the first answer, for
 * 24 hours. `mocks/common/route.ts` reads and writes them.
 */
import { clientAddressOf } from '../client-address';
import { table } from './table';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface StoredAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

export interface IdempotencyRecord {
  /** Caller (a user id, or a visitor's client address), method, path with query string, key. */
  id: string;
  /** The request body, canonical JSON: the same key with another body is refused (422). */
  fingerprint: string;
  storedAt: number;
  /** `null` while the first request is still being processed (a repeat then gets 409). */
  answer: StoredAnswer | null;
}

export const idempotencyRecords = table<IdempotencyRecord>(() => []);

/**
 * The idempotency scope of a signed-out caller (TRUST-14): per client address, so one visitor can
 * never be given another visitor's stored answer by reusing (or guessing) their key.
 */
export const visitorScope = (request: Request): string =>
  `visitor:${clientAddressOf(request) ?? 'local'}`;

/** JSON with object keys sorted, so the same body always gives the same fingerprint. */
export function fingerprintOf(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(canonical(value ?? null));
}
