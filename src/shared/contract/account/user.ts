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

export const userEndpoints = {
  getUser: endpoint({
    method: 'GET',
    path: '/getUser',
    auth: 'bearer',
    response: SignedInUserSchema,
  }),
  updateNames: endpoint({
    method: 'POST',
    path: '/updateNames',
    auth: 'bearer',
    body: UpdateNamesSchema,
    response: AccountUserSchema,
    errors: [400],
  }),
  updateEmail: endpoint({
    sendsMail: true,
    method: 'POST',
    path: '/updateEmail',
    auth: 'bearer',
    body: UpdateEmailSchema,
    response: AccountUserSchema,
    errors: [400],
  }),
  sendPasswordReset: endpoint({
    sendsMail: true,
    method: 'POST',
    path: '/sendPasswordReset',
    auth: 'bearer',
    response: PasswordResetSentSchema,
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/deleteAccount',
    auth: 'bearer',
    response: null,
    status: 204,
    errors: [409],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/logout',
    auth: 'bearer',
    response: null,
    status: 204,
  }),
};
