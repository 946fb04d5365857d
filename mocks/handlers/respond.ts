/**
 * Response shapes of the mock APIs: payloads in `{ data }`, errors as `{ message }` (plus `fields`
 * for validation failures), 204 without a body.
 */
import { HttpResponse, type JsonBodyType } from 'msw';

export const ok = <T extends JsonBodyType>(data: T, status = 200) =>
  HttpResponse.json({ data }, { status });

export const created = <T extends JsonBodyType>(data: T) => ok(data, 201);

export const noContent = () => new HttpResponse(null, { status: 204 });

export const fail = (status: number, message: string, extra: Record<string, JsonBodyType> = {}) =>
  HttpResponse.json({ message, ...extra }, { status });

export const validationFailed = (fields: Record<string, string>) =>
  fail(400, 'Validation failed', { fields });

export const companyNotFound = () => fail(404, 'Company not found');

/** The JSON body as an object, or null when it is missing, unreadable or not an object. */
export async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
