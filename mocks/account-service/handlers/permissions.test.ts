/**
 * The permission table (src/shared/contract/account/permissions.ts, printed in the README) as the
 * mock account service enforces it: every refusal is 403 with its reason, and nothing changes.
 * This file: company data and members; `permissions-invitations.test.ts`: invitations, advisers
 * and platform administration.
 */
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { enforcesPermissionTable, type Case } from '../testing/permission-cases';

const { alpenglueck, nordlicht, solYMar, kowalski } = COMPANY_IDS;

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
];

enforcesPermissionTable(cases);
