/**
 * The permission table (PERM-1) for invitations, advisers and platform administration, as the
 * mock account service enforces it: every refusal is 403 with its reason, and nothing changes.
 */
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { PRO_IDS } from '../../common/data/fixtures/pros';
import { USER_IDS } from '../../common/data/fixtures/users';
import { enforcesPermissionTable, type Case } from '../testing/permission-cases';

const { alpenglueck, nordlicht, solYMar } = COMPANY_IDS;

const cases: Case[] = [
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

enforcesPermissionTable(cases);
