/** A call to the mock account service as a user (or with a given token, or none) over fetch. */
import { testTokenFor } from '../../common/data/auth-tokens';
import { config } from '../../../src/shared/config/config';

interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string | null;
}

export async function call(userId: string | null, path: string, options: CallOptions = {}) {
  const token = options.token !== undefined ? options.token : userId && testTokenFor(userId);
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(path.startsWith('http') ? path : `${config.accountApiUrl}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}
