/** The signed-in user as the account service knows them, and what they change about themselves. */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import {
  EmailSchema,
  IdSchema,
  LanguageSchema,
  TimestampSchema,
  requiredText,
} from '../primitives';
import { ReceivedInvitationSchema } from './team';

export const AccountUserSchema = v.object({
  id: IdSchema,
  email: v.string(),
  /** A new address waiting for its confirmation link to be followed; until then `email` holds. */
  pendingEmail: v.nullable(v.string()),
  givenName: v.string(),
  familyName: v.string(),
  locale: LanguageSchema,
  /** Platform administrator: may use the admin company search. */
  isAdmin: v.boolean(),
  /** The adviser firm ('pro') this user works for, if any. */
  proId: v.nullable(v.string()),
  createdAt: TimestampSchema,
});
export type AccountUser = v.InferOutput<typeof AccountUserSchema>;

/**
 * `GET /getUser`: the user and the invitations to their address still open (pending, not
 * expired), so the app shows them where the user is (UX-8) rather than only behind the mailed
 * link. Accepting and declining are the invitation calls (`PUT`/`DELETE /invitations/{a}/{b}`).
 */
export const SignedInUserSchema = v.object({
  ...AccountUserSchema.entries,
  pendingInvitations: v.array(ReceivedInvitationSchema),
});
export type SignedInUser = v.InferOutput<typeof SignedInUserSchema>;

export const UpdateNamesSchema = v.object({
  givenName: requiredText(100),
  familyName: requiredText(100),
});
export type UpdateNamesRequest = v.InferInput<typeof UpdateNamesSchema>;

export const UpdateEmailSchema = v.object({ email: EmailSchema });
export type UpdateEmailRequest = v.InferInput<typeof UpdateEmailSchema>;

export const PasswordResetSentSchema = v.object({
  /** Where the reset link went: always the signed-in user's address. */
  email: v.string(),
});
export type PasswordResetSent = v.InferOutput<typeof PasswordResetSentSchema>;

const tags = ['User'] as const;

export const userEndpoints = {
  getUser: endpoint({
    method: 'GET',
    path: '/getUser',
    summary: 'The signed-in user, with the open invitations to their address',
    auth: 'bearer',
    response: SignedInUserSchema,
    tags,
  }),
  updateNames: endpoint({
    method: 'POST',
    path: '/updateNames',
    summary: "Change the signed-in user's given and family name",
    auth: 'bearer',
    body: UpdateNamesSchema,
    response: AccountUserSchema,
    errors: [400],
    example: { body: { givenName: 'Olivia', familyName: 'Owner' } },
    tags,
  }),
  updateEmail: endpoint({
    sendsMail: true,
    method: 'POST',
    path: '/updateEmail',
    summary:
      'Mail a link confirming a new e-mail address (403 recentSignInRequired when the sign-in ' +
      'is older than 5 minutes, then 409 when taken)',
    auth: 'bearer',
    body: UpdateEmailSchema,
    response: AccountUserSchema,
    errors: [400, 409],
    example: { body: { email: 'olivia.owner@example.com' } },
    tags,
  }),
  sendPasswordReset: endpoint({
    sendsMail: true,
    method: 'POST',
    path: '/sendPasswordReset',
    summary: "Send a password reset link to the signed-in user's address",
    auth: 'bearer',
    response: PasswordResetSentSchema,
    tags,
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/deleteAccount',
    summary:
      'Delete the account (409 while the user is the last owner of a company with other members)',
    auth: 'bearer',
    response: null,
    status: 204,
    errors: [409],
    tags,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/logout',
    summary: 'End the session at the account service; callers accept any answer',
    auth: 'bearer',
    response: null,
    status: 204,
    tags,
  }),
};
