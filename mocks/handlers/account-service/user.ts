/** The signed-in user: names, e-mail, password reset, deletion, logout. */
import { userEndpoints } from '../../../src/shared/contract/account/user';
import { accountLinks } from '../../data/account-links';
import { companies, memberships, users } from '../../data/db';
import { mailLimited, noContent, ok } from '../respond';
import { route } from '../route';
import { sendEmailChangeMails, sendPasswordResetMail } from './mails';
import { accountUrl, conflict, ownersOf } from './rules';
import { toAccountUser } from './views';

export const userHandlers = [
  route(accountUrl, userEndpoints.getUser, ({ user }) => ok(toAccountUser(user))),

  route(accountUrl, userEndpoints.updateNames, ({ user, body }) =>
    ok(toAccountUser(users.update(user.id, body) ?? user)),
  ),

  /** The address changes only when the link mailed to the new one is followed. */
  route(accountUrl, userEndpoints.updateEmail, ({ user, body }) => {
    const holder = users.findByEmail(body.email);
    if (holder && holder.id !== user.id) {
      return conflict(409, 'emailTaken', 'Email address already in use', {
        fields: { email: 'taken' },
      });
    }
    if (holder) return ok(toAccountUser(user));
    const limited = mailLimited({ addresses: [body.email, user.email], userId: user.id });
    if (limited) return limited;
    sendEmailChangeMails(user, accountLinks.requestEmailChange(user.id, body.email));
    return ok(toAccountUser(user));
  }),

  route(accountUrl, userEndpoints.sendPasswordReset, ({ user }) => {
    const limited = mailLimited({ addresses: [user.email], userId: user.id });
    if (limited) return limited;
    sendPasswordResetMail(user, accountLinks.requestPasswordReset(user.id));
    return ok({ email: user.email });
  }),

  route(accountUrl, userEndpoints.deleteAccount, ({ user }) => {
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
