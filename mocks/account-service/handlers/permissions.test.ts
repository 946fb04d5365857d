/**
 * The permission table (src/shared/contract/account/permissions.ts, printed in the README) as the
 * mock account service enforces it: every refusal is 403 with its reason, and nothing changes.
 */
import { testTokenFor } from '../../common/data/auth-tokens';
import { affiliations, companies, invitations, memberships } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { PRO_IDS } from '../../common/data/fixtures/pros';
import { USER_IDS } from '../../common/data/fixtures/users';
import { config } from '../../../src/shared/config/config';

const { alpenglueck, nordlicht, solYMar, kowalski } = COMPANY_IDS;

async function call(userId: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${config.accountApiUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${testTokenFor(userId)}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    reason: text ? (JSON.parse(text) as { reason?: string }).reason : undefined,
  };
}

const companyInput = (id: string) => {
  const { id: _i, needsUpdate: _n, createdAt: _c, ...input } = companies.findById(id)!;
  return input;
};

type Case = [
  who: string,
  userId: string,
  method: string,
  path: string,
  body: unknown,
  status: number,
  reason?: string,
];

const cases: Case[] = [
  // Company data
  ['owner edits', USER_IDS.owner, 'PUT', `/companies/${alpenglueck}`, 'alpenglueck', 200],
  [
    'admin edits',
    USER_IDS.alpenglueckStaff,
    'PUT',
    `/companies/${alpenglueck}`,
    'alpenglueck',
    200,
  ],
  [
    'member edits',
    USER_IDS.nordlichtMember,
    'PUT',
    `/companies/${nordlicht}`,
    'nordlicht',
    403,
    'managersOnly',
  ],
  ['adviser with editCompany edits', USER_IDS.pro, 'PUT', `/companies/${solYMar}`, 'solYMar', 200],
  [
    'adviser without editCompany edits',
    USER_IDS.pro,
    'PUT',
    `/companies/${kowalski}`,
    'kowalski',
    403,
    'adviserPermissionMissing',
  ],
  [
    'admin deletes the company',
    USER_IDS.alpenglueckStaff,
    'DELETE',
    `/companies/${alpenglueck}`,
    undefined,
    403,
    'ownersOnly',
  ],
  [
    'member deletes the company',
    USER_IDS.nordlichtMember,
    'DELETE',
    `/companies/${nordlicht}`,
    undefined,
    403,
    'ownersOnly',
  ],
  [
    'adviser deletes the company',
    USER_IDS.pro,
    'DELETE',
    `/companies/${solYMar}`,
    undefined,
    403,
    'teamOnly',
  ],
  // Members
  [
    'member lists members',
    USER_IDS.nordlichtMember,
    'GET',
    `/companies/${nordlicht}/members`,
    undefined,
    200,
  ],
  [
    'adviser lists members',
    USER_IDS.pro,
    'GET',
    `/companies/${solYMar}/members`,
    undefined,
    403,
    'teamOnly',
  ],
  [
    'member removes the owner',
    USER_IDS.nordlichtMember,
    'DELETE',
    `/companies/${nordlicht}/members/mem-0003`,
    undefined,
    403,
    'managersOnly',
  ],
  [
    'admin removes the owner',
    USER_IDS.alpenglueckStaff,
    'DELETE',
    `/companies/${alpenglueck}/members/mem-0001`,
    undefined,
    403,
    'ownersOnly',
  ],
  [
    'the last owner leaves',
    USER_IDS.owner,
    'DELETE',
    `/companies/${nordlicht}/members/mem-0003`,
    undefined,
    409,
    'lastOwner',
  ],
  // Invitations
  [
    'member lists invitations',
    USER_IDS.nordlichtMember,
    'GET',
    `/companies/${nordlicht}/invitations`,
    undefined,
    200,
  ],
  [
    'adviser lists invitations',
    USER_IDS.pro,
    'GET',
    `/companies/${solYMar}/invitations`,
    undefined,
    403,
    'teamOnly',
  ],
  [
    'member invites',
    USER_IDS.nordlichtMember,
    'POST',
    `/companies/${nordlicht}/invitations`,
    { email: 'x@example.com', role: 'member' },
    403,
    'managersOnly',
  ],
  [
    'admin invites an admin',
    USER_IDS.alpenglueckStaff,
    'POST',
    `/companies/${alpenglueck}/invitations`,
    { email: 'x@example.com', role: 'admin' },
    201,
  ],
  [
    'admin invites an owner',
    USER_IDS.alpenglueckStaff,
    'POST',
    `/companies/${alpenglueck}/invitations`,
    { email: 'x@example.com', role: 'owner' },
    403,
    'ownersOnly',
  ],
  [
    'owner invites an owner',
    USER_IDS.owner,
    'POST',
    `/companies/${alpenglueck}/invitations`,
    { email: 'x@example.com', role: 'owner' },
    201,
  ],
  [
    'member withdraws an invitation',
    USER_IDS.nordlichtMember,
    'DELETE',
    `/companies/${nordlicht}/invitations/inv-0001`,
    undefined,
    403,
    'managersOnly',
  ],
  // Advisers
  [
    'member lists advisers',
    USER_IDS.nordlichtMember,
    'GET',
    `/companies/${nordlicht}/affiliations`,
    undefined,
    200,
  ],
  [
    'adviser lists the company’s advisers',
    USER_IDS.pro,
    'GET',
    `/companies/${solYMar}/affiliations`,
    undefined,
    403,
    'teamOnly',
  ],
  [
    'member adds an adviser',
    USER_IDS.nordlichtMember,
    'POST',
    `/companies/${nordlicht}/affiliations`,
    { proId: PRO_IDS.graz, permissions: ['viewCompany'] },
    403,
    'managersOnly',
  ],
  [
    'member ends an affiliation',
    USER_IDS.nordlichtMember,
    'DELETE',
    `/companies/${nordlicht}/affiliations/aff-0005`,
    undefined,
    403,
    'managersOnly',
  ],
  [
    'member changes permissions',
    USER_IDS.nordlichtMember,
    'PUT',
    `/companies/${nordlicht}/affiliations/aff-0005`,
    { permissions: ['viewCompany'] },
    403,
    'managersOnly',
  ],
  [
    'owner accepts for the adviser',
    USER_IDS.owner,
    'PUT',
    `/companies/${alpenglueck}/affiliations/aff-0004`,
    { status: 'active' },
    403,
    'adviserOnly',
  ],
  // Platform administration
  [
    'an owner searches all companies',
    USER_IDS.owner,
    'GET',
    '/admin/companies?query=',
    undefined,
    403,
    'platformAdminsOnly',
  ],
  [
    'a member looks up a user',
    USER_IDS.nordlichtMember,
    'POST',
    '/searchUserByEmailAndCompany',
    { email: 'owner@example.com', companyId: nordlicht },
    403,
    'managersOnly',
  ],
  [
    'a platform administrator looks up a user',
    USER_IDS.admin,
    'POST',
    '/searchUserByEmailAndCompany',
    { email: 'owner@example.com', companyId: nordlicht },
    200,
  ],
];

describe('PERM-1: the permission table, enforced by the account service', () => {
  it.each(cases)(
    '[PERM-1][X-PERM-1] %s',
    async (...[_who, userId, method, path, body, status, reason]: Case) => {
      const before = JSON.stringify([
        companies.all(),
        memberships.all(),
        invitations.all(),
        affiliations.all(),
      ]);
      const payload =
        typeof body === 'string'
          ? companyInput(COMPANY_IDS[body as keyof typeof COMPANY_IDS])
          : body;
      const result = await call(userId, method, path, payload);
      expect(result).toEqual({ status, reason: status >= 400 ? reason : undefined });
      if (status === 403) {
        const after = JSON.stringify([
          companies.all(),
          memberships.all(),
          invitations.all(),
          affiliations.all(),
        ]);
        expect(after).toBe(before);
      }
    },
  );
});
