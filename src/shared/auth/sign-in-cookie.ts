/**
 * The sign-in indicator cookie: tells the provider's public website that someone
 * is signed in here. It carries no secret, only a flag. Lifetime 1800 s.
 */
export const SIGN_IN_COOKIE = 'signedIn';
export const SIGN_IN_COOKIE_MAX_AGE_SECONDS = 1800;

const secure = () => (window.location.protocol === 'https:' ? '; Secure' : '');

export function setSignInCookie(): void {
  document.cookie = `${SIGN_IN_COOKIE}=true; Max-Age=${SIGN_IN_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure()}`;
}

export function clearSignInCookie(): void {
  document.cookie = `${SIGN_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure()}`;
}

export function hasSignInCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${SIGN_IN_COOKIE}=true`);
}
