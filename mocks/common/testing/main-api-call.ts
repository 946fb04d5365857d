/** Plain fetch against the mock main API as a fixture user, for the mock services' own tests. */
import { config } from '../../../src/shared/config/config';
import { testTokenFor } from '../data/auth-tokens';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  data: T;
  body: { data?: T; message?: string; fields?: Record<string, string> } | null;
}

export async function callMainApi<T = Record<string, unknown>>(
  userId: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const headers = new Headers({ Accept: 'application/json' });
  if (userId) headers.set('Authorization', `Bearer ${testTokenFor(userId)}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${config.mainApiUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed =
    text && response.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : null;
  return { status: response.status, data: parsed?.data as T, body: parsed };
}

/** The raw answer (files). */
export const fetchMainApi = (userId: string, path: string) =>
  fetch(`${config.mainApiUrl}${path}`, {
    headers: { Authorization: `Bearer ${testTokenFor(userId)}` },
  });

/** A small file as the upload endpoints take it. */
export const pdfUpload = (fileName = 'document.pdf') => ({
  fileName,
  contentType: 'application/pdf',
  content: Buffer.from('%PDF-1.4 example').toString('base64'),
});
