/**
 * The mock account service at the HTTP level: who may edit or delete a company, remove members,
 * and delete their account (X-ACC-2).
 */
import { companies, memberships, users } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { call } from '../testing/account-call';

const { alpenglueck, nordlicht, altmann, solYMar } = COMPANY_IDS;

describe('company permissions', () => {
  it('[X-ACC-2] a member may not edit, an adviser with editCompany may', async () => {
    const lisa = users.create({
      email: 'lisa.wagner@example.com',
      password: 'demo',
      givenName: 'Lisa',
      familyName: 'Wagner',
      locale: 'de',
    });
    memberships.add(lisa.id, alpenglueck, 'member');
    const {
      id: _i,
      needsUpdate: _n,
      createdAt: _c,
      ...alpInput
    } = companies.findById(alpenglueck)!;
    expect(
      (await call(lisa.id, `/companies/${alpenglueck}`, { method: 'PUT', body: alpInput })).status,
    ).toBe(403);

    const { id: _j, needsUpdate: _m, createdAt: _d, ...solInput } = companies.findById(solYMar)!;
    const byAdviser = await call(USER_IDS.pro, `/companies/${solYMar}`, {
      method: 'PUT',
      body: { ...solInput, contact: { ...solInput.contact, phone: '+34 963 528418' } },
    });
    expect(byAdviser.status).toBe(200);
    expect(companies.findById(solYMar)?.contact.phone).toBe('+34 963 528418');
  });

  it('[X-ACC-2] only an owner deletes the company; an admin gets 403', async () => {
    expect(
      (await call(USER_IDS.alpenglueckStaff, `/companies/${alpenglueck}`, { method: 'DELETE' }))
        .status,
    ).toBe(403);
    expect(companies.findById(alpenglueck)).toBeDefined();
    expect(
      (await call(USER_IDS.owner, `/companies/${alpenglueck}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(companies.findById(alpenglueck)).toBeUndefined();
  });

  it('[X-ACC-2] the last owner cannot be removed; a member may leave; an admin may not remove the owner', async () => {
    expect(
      (
        await call(USER_IDS.alpenglueckStaff, `/companies/${alpenglueck}/members/mem-0001`, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(403);
    expect(
      await call(USER_IDS.owner, `/companies/${alpenglueck}/members/mem-0001`, {
        method: 'DELETE',
      }),
    ).toEqual({
      status: 409,
      body: { message: 'The last owner cannot be removed', reason: 'lastOwner' },
    });
    expect(
      (
        await call(USER_IDS.alpenglueckStaff, `/companies/${alpenglueck}/members/mem-0002`, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(204);
    expect(memberships.forCompany(alpenglueck).map((m) => m.id)).toEqual(['mem-0001']);
  });

  it('[X-ACC-2] a member id of another company is 404 Member not found', async () => {
    expect(
      await call(USER_IDS.owner, `/companies/${alpenglueck}/members/mem-0003`, {
        method: 'DELETE',
      }),
    ).toEqual({ status: 404, body: { message: 'Member not found' } });
  });

  it('[X-ACC-2][LOADER-6] an admin of the platform is still limited to own companies', async () => {
    expect(await call(USER_IDS.admin, `/companies/${nordlicht}`)).toEqual({
      status: 404,
      body: { message: 'Company not found' },
    });
  });

  it('[X-ACC-2] deleting the account: blocked while the sole owner of a company with members', async () => {
    const blocked = await call(USER_IDS.owner, '/deleteAccount', { method: 'POST' });
    expect(blocked).toEqual({
      status: 409,
      body: {
        message: 'Transfer ownership before deleting the account',
        reason: 'soleOwner',
        companyIds: [alpenglueck, nordlicht],
      },
    });
    expect(users.findById(USER_IDS.owner)).toBeDefined();
  });

  it('[X-ACC-2] deleting the account removes the companies the user was alone in', async () => {
    expect((await call(USER_IDS.outdated, '/deleteAccount', { method: 'POST' })).status).toBe(204);
    expect(users.findById(USER_IDS.outdated)).toBeUndefined();
    expect(companies.findById(altmann)).toBeUndefined();
  });
});
