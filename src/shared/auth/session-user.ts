import type { User } from 'oidc-client-ts';
import type { SessionProfile } from './auth-slice';

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);

/** The serializable copy of an oidc-client-ts `User` that Redux holds: never a token. */
export function toSessionCopy(user: User): { profile: SessionProfile; expiresAt: number | null } {
  const p = user.profile;
  const profile: SessionProfile = { sub: p.sub };
  const fields: [keyof SessionProfile, unknown][] = [
    ['email', p.email],
    ['name', p.name],
    ['givenName', p.given_name],
    ['familyName', p.family_name],
    ['locale', p.locale],
  ];
  for (const [key, value] of fields) {
    const s = str(value);
    if (s) profile[key] = s;
  }
  return { profile, expiresAt: user.expires_at ?? null };
}
