/**
 * Response shapes of the mock APIs: payloads in `{ data }`, errors as `{ message }` (plus `fields`
 * for a refused body), 204 without a body.
 */
import { HttpResponse, type JsonBodyType } from 'msw';
import type { EndpointSpec } from '../../src/shared/contract/endpoint';
import type { FieldErrors } from '../../src/shared/contract/primitives';
import { takeMailAllowance } from './data/mail-rate-limit';

export const ok = <T extends JsonBodyType>(data: T, status = 200) =>
  HttpResponse.json({ data }, { status });

export const created = <T extends JsonBodyType>(data: T) => ok(data, 201);

export const noContent = () => new HttpResponse(null, { status: 204 });

export const fail = (status: number, message: string, extra: Record<string, JsonBodyType> = {}) =>
  HttpResponse.json({ message, ...extra }, { status });

export const validationFailed = (fields: FieldErrors) => fail(400, 'Validation failed', { fields });

export const forbidden = (message: string, extra: Record<string, JsonBodyType> = {}) =>
  fail(403, message, extra);

export const companyNotFound = () => fail(404, 'Company not found');

/**
 * A mail-sending request over its rate limit (TRUST-8): 429 with `Retry-After` in seconds, or
 * `null` when the request may go on (and has been counted).
 */
export function mailLimited(
  spec: Pick<EndpointSpec, 'method' | 'path' | 'sendsMail'>,
  who: {
    addresses: readonly string[];
    userId?: string;
    /** A visitor's client address (`clientAddressOf(request)`, TRUST-13). */
    clientAddress?: string | null;
  },
): Response | null {
  // The contract documents the 429 of mail-sending endpoints (OpenAPI): one that sends mail
  // without saying so is a contract bug, found by the first test that reaches it.
  if (!spec.sendsMail)
    throw new Error(`${spec.method} ${spec.path} sends mail: mark it sendsMail in the contract`);
  const allowance = takeMailAllowance(who);
  if (allowance.ok) return null;
  return HttpResponse.json(
    { message: 'Too many mails, try again later', reason: 'rateLimited' },
    { status: 429, headers: { 'Retry-After': String(allowance.retryAfterSeconds) } },
  );
}
