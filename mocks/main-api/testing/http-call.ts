/** A call to the mock main API as a user (or none) over fetch, with its JSON body if it has one. */
import { config } from '../../../src/shared/config/config';
import { testTokenFor } from '../../common/data/auth-tokens';

export async function call(
  userId: string | null,
  path: string,
  options: { method?: string; body?: unknown } = {},
) {
  const headers = new Headers({ Accept: 'application/json' });
  if (userId) headers.set('Authorization', `Bearer ${testTokenFor(userId)}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${config.mainApiUrl}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const type = response.headers.get('Content-Type') ?? '';
  const body = type.includes('json') ? ((await response.json()) as Record<string, unknown>) : null;
  return { status: response.status, body, response };
}

export const data = <T>(result: { body: Record<string, unknown> | null }) => result.body?.data as T;
