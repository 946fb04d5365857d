/**
 * The mock account service at the HTTP level: accepting and sending invitations (X-ACC-3), and the
 * user lookup by e-mail that must not open a directory of accounts (TRUST-2).
 */
import { invitations, users } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { call } from '../testing/account-call';

const { alpenglueck, nordlicht } = COMPANY_IDS;

const validCompany = {
  name: 'Bodensee Outdoor GmbH',
  legalForm: 'GmbH',
  country: 'de',
  address: { street: 'Seestraße 18', postalCode: '88045', city: 'Friedrichshafen', country: 'de' },
  vatId: 'de 274 918 365',
  commercialRegister: '  HRB   731 442 ',
  contact: { email: 'Info@Bodensee-Outdoor.de', phone: '+49 7541 38270' },
};

describe('invitations: PUT /invitations/{companyId}/{invitationId}', () => {
  it('[X-ACC-3] only the invited address may accept; others get 404', async () => {
    expect(
      await call(USER_IDS.owner, `/invitations/${alpenglueck}/inv-0002`, { method: 'PUT' }),
    ).toEqual({ status: 404, body: { message: 'Invitation not found' } });
    expect(
      (await call(USER_IDS.newbie, `/invitations/${nordlicht}/inv-0002`, { method: 'PUT' })).status,
    ).toBe(404);
    expect(invitations.findById('inv-0002')?.status).toBe('pending');
  });

  it('[X-ACC-3] accepting twice is 409; an expired invitation is 410 and shown as expired', async () => {
    expect(
      (await call(USER_IDS.newbie, `/invitations/${alpenglueck}/inv-0002`, { method: 'PUT' }))
        .status,
    ).toBe(200);
    expect(
      (await call(USER_IDS.newbie, `/invitations/${alpenglueck}/inv-0002`, { method: 'PUT' }))
        .status,
    ).toBe(409);

    const markus = users.create({
      email: 'markus.steiner@alpenglueck-naturkosmetik.at',
      password: 'demo',
      givenName: 'Markus',
      familyName: 'Steiner',
      locale: 'de',
    });
    expect(
      await call(markus.id, `/invitations/${alpenglueck}/inv-0003`, { method: 'PUT' }),
    ).toEqual({
      status: 410,
      body: { message: 'Invitation expired', reason: 'invitationExpired' },
    });
    const list = await call(USER_IDS.owner, `/companies/${alpenglueck}/invitations`);
    expect(
      (list.body?.data as { id: string; status: string }[]).map((i) => [i.id, i.status]),
    ).toEqual([
      ['inv-0002', 'accepted'],
      ['inv-0003', 'expired'],
    ]);
  });

  it('[X-ACC-3] inviting a member or an address already invited is 409; members may not invite', async () => {
    expect(
      (
        await call(USER_IDS.owner, `/companies/${alpenglueck}/invitations`, {
          method: 'POST',
          body: { email: 'jonas.berger@alpenglueck-naturkosmetik.at', role: 'member' },
        })
      ).body,
    ).toEqual({
      message: 'Already a member of this company',
      reason: 'alreadyMember',
      fields: { email: 'taken' },
    });
    expect(
      (
        await call(USER_IDS.owner, `/companies/${alpenglueck}/invitations`, {
          method: 'POST',
          body: { email: 'NEWBIE@example.com', role: 'admin' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(USER_IDS.owner, `/companies/${alpenglueck}/invitations`, {
          method: 'POST',
          body: { email: 'someone@example.com', role: 'boss' },
        })
      ).body,
    ).toEqual({ message: 'Validation failed', fields: { role: 'invalid' } });
  });

  it('[X-ACC-3] the user search reports a pending invitation', async () => {
    const result = await call(USER_IDS.owner, '/searchUserByEmailAndCompany', {
      method: 'POST',
      body: { email: 'lena.schroeder@nordlicht-versand.de', companyId: nordlicht },
    });
    expect(result.body?.data).toEqual({ user: null, role: null, pendingInvitationId: 'inv-0001' });
  });
});

describe('[TRUST-2] user lookup by e-mail', () => {
  const lookUp = (userId: string, email: string, companyId: string) =>
    call(userId, '/searchUserByEmailAndCompany', { method: 'POST', body: { email, companyId } });
  const unknown = { user: null, role: null, pendingInvitationId: null };

  it('[TRUST-2] a user who is neither member nor invitee gets the answer of an unknown address', async () => {
    const someoneElse = await lookUp(USER_IDS.owner, 'flagsoff@example.com', alpenglueck);
    const nobody = await lookUp(USER_IDS.owner, 'no-such-user@example.com', alpenglueck);
    expect(someoneElse).toEqual(nobody);
    expect(someoneElse.body?.data).toEqual(unknown);
  });

  it('[TRUST-2] a new company of its own opens no directory of accounts', async () => {
    const founded = await call(USER_IDS.newbie, '/companies', {
      method: 'POST',
      body: validCompany,
    });
    expect(founded.status).toBe(201);
    const companyId = (founded.body?.data as { id: string }).id;
    const result = await lookUp(USER_IDS.newbie, 'owner@example.com', companyId);
    expect(result).toEqual({ status: 200, body: { data: unknown } });
  });

  it('[TRUST-2] members and invitees are found', async () => {
    const member = await lookUp(
      USER_IDS.owner,
      'jonas.berger@alpenglueck-naturkosmetik.at',
      alpenglueck,
    );
    expect(member.body?.data).toMatchObject({
      user: { email: 'jonas.berger@alpenglueck-naturkosmetik.at' },
      role: 'admin',
    });
    const invitee = await lookUp(USER_IDS.owner, 'newbie@example.com', alpenglueck);
    expect(invitee.body?.data).toMatchObject({ user: { email: 'newbie@example.com' }, role: null });
    expect(
      (invitee.body?.data as { pendingInvitationId: string | null }).pendingInvitationId,
    ).not.toBeNull();
    // The same address for a company that never invited it: unknown.
    const elsewhere = await lookUp(USER_IDS.owner, 'newbie@example.com', nordlicht);
    expect(elsewhere.body?.data).toEqual(unknown);
  });

  it('[TRUST-2] platform administrators still look up anyone', async () => {
    const result = await lookUp(USER_IDS.admin, 'flagsoff@example.com', nordlicht);
    expect(result.body?.data).toMatchObject({ user: { email: 'flagsoff@example.com' } });
  });
});
