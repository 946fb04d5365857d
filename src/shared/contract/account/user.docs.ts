/**
 * The OpenAPI texts of `./user`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  AccountUserSchema,
  PasswordResetSentSchema,
  SignedInUserSchema,
  UpdateEmailSchema,
  UpdateNamesSchema,
  type userEndpoints,
} from './user';

const tags = ['User'] as const;

export const userDocs: EndpointDocs<typeof userEndpoints> = {
  getUser: { summary: 'The signed-in user, with the open invitations to their address', tags },
  updateNames: {
    summary: "Change the signed-in user's given and family name",
    tags,
    example: { body: { givenName: 'Olivia', familyName: 'Owner' } },
  },
  updateEmail: {
    summary:
      'Mail a link confirming a new e-mail address (403 recentSignInRequired when the sign-in ' +
      'is older than 5 minutes, then 409 when taken)',
    tags,
    example: { body: { email: 'olivia.owner@example.com' } },
  },
  sendPasswordReset: {
    summary: "Send a password reset link to the signed-in user's address",
    tags,
  },
  deleteAccount: {
    summary:
      'Delete the account (403 recentSignInRequired when the sign-in is older than 5 minutes, ' +
      'then 409 while the user is the last owner of a company with other members)',
    tags,
  },
  logout: { summary: 'End the session at the account service; callers accept any answer', tags },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const userComponents = {
  AccountUserSchema,
  PasswordResetSentSchema,
  SignedInUserSchema,
  UpdateEmailSchema,
  UpdateNamesSchema,
};
