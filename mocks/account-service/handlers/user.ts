/** The signed-in user: names, e-mail, password reset, deletion, logout. */
import { userEndpoints } from '../../../src/shared/contract/account/user';
import { accountLinks } from '../data/account-links';
import { companies, memberships, users } from '../../common/data/db';
import { HttpResponse } from 'msw';
import type { TokenInfo } from '../../common/data/auth-tokens';
import { mailLimited, noContent, ok } from '../../common/respond';
import { route } from '../../common/route';
import { sendEmailChangeAttemptMails, sendEmailChangeMails, sendPasswordResetMail } from './mails';
import { accountUrl, conflict, ownersOf } from './rules';
import { toAccountUser, toSignedInUser } from './views';

/**
 * TRUST-10: an e-mail change needs a sign-in (password entered) at most this long ago; TRUST-13:
 * so does deleting the account.
 */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

/**
 * 403 `recentSignInRequired` unless the user entered their password within `RECENT_SIGN_IN_MS`
 * (the token's `auth_time`; a renewal keeps it). The challenge says so as RFC 9470 does
 * (`insufficient_user_authentication`, `max_age`); the body's reason is what the app reads.
 */
function staleSignIn(token: TokenInfo, message: string): Response | null {
  if (token.authTime !== undefined && Date.now() - token.authTime <= RECENT_SIGN_IN_MS) return null;
  const maxAge = RECENT_SIGN_IN_MS / 1000;
  return HttpResponse.json(
    {
      message,
      reason: 'recentSignInRequired',
      maxAgeSeconds: maxAge,
    },
    {
      status: 403,
      headers: {
        'WWW-Authenticate': `Bearer error="insufficient_user_authentication", error_description="A more recent sign-in is required", max_age=${maxAge}`,
      },
    },
  );
}

export const userHandlers = [
  route(accountUrl, userEndpoints.getUser, ({ user }) => ok(toSignedInUser(user))),

  route(accountUrl, userEndpoints.updateNames, ({ user, body }) =>
    ok(toAccountUser(users.update(user.id, body) ?? user)),
  ),

  /**
   * The address changes only when the link mailed to the new one is followed; asking needs a
   * recent sign-in (TRUST-10), checked before anything about the address is said. TRUST-13: an
   * address of another account is answered as a free one (pending, same limits), so a signed-in
   * user cannot learn which addresses have accounts; its owner is mailed instead of a link, and
   * the pending request can never be confirmed.
   */
  route(accountUrl, userEndpoints.updateEmail, ({ user, body, token }) => {
    const stale = staleSignIn(token, 'Sign in again to change the e-mail address');
    if (stale) return stale;
    const holder = users.findByEmail(body.email);
    if (holder?.id === user.id) return ok(toAccountUser(user));
    const limited = mailLimited(userEndpoints.updateEmail, {
      addresses: [body.email, user.email],
      userId: user.id,
    });
    if (limited) return limited;
    const link = accountLinks.requestEmailChange(user.id, body.email);
    if (holder) sendEmailChangeAttemptMails(user, holder, link);
    else sendEmailChangeMails(user, link);
    return ok(toAccountUser(user));
  }),

  route(accountUrl, userEndpoints.sendPasswordReset, ({ user }) => {
    const limited = mailLimited(userEndpoints.sendPasswordReset, {
      addresses: [user.email],
      userId: user.id,
    });
    if (limited) return limited;
    sendPasswordResetMail(user, accountLinks.requestPasswordReset(user.id));
    return ok({ email: user.email });
  }),

  /**
   * TRUST-13: a stolen session (an open tab, a token) must not be enough to delete the account:
   * a recent sign-in is checked first, before anything about the companies is said.
   */
  route(accountUrl, userEndpoints.deleteAccount, ({ user, token }) => {
    const stale = staleSignIn(token, 'Sign in again to delete the account');
    if (stale) return stale;
    // A company must keep an owner: the last owner of a company with other members must hand
    // ownership over first. Companies the user is alone in go with the account.
    const own = memberships.forUser(user.id).filter((m) => m.role === 'owner');
    const blocking = own.filter(
      (m) => ownersOf(m.companyId).length === 1 && memberships.forCompany(m.companyId).length > 1,
    );
    if (blocking.length) {
      return conflict(409, 'soleOwner', 'Transfer ownership before deleting the account', {
        companyIds: blocking.map((m) => m.companyId),
      });
    }
    own
      .filter((m) => memberships.forCompany(m.companyId).length === 1)
      .forEach((m) => companies.remove(m.companyId));
    users.remove(user.id);
    return noContent();
  }),

  route(accountUrl, userEndpoints.logout, () => noContent()),
];
