/**
 * TRUST-12, the account service's part (defence in depth): an invitation is shown, read, accepted
 * and declined only by a user whose verified address is the invited one. A registration that
 * merely typed the address proves nothing until its confirmation link is followed.
 */
import { config } from '../../../src/shared/config/config';
import { testTokenFor } from '../../common/data/auth-tokens';
import { invitations, memberships, users } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { addressLinks } from '../data/address-verifications';

const INVITED = 'new.hire@victim.example';

async function call(userId: string, method: string, path: string) {
  const response = await fetch(`${config.accountApiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${testTokenFor(userId)}`, Accept: 'application/json' },
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const pendingOf = async (userId: string) =>
  ((await call(userId, 'GET', '/getUser')).body as { data: { pendingInvitations: unknown[] } }).data
    .pendingInvitations;

/** An owner invites `INVITED` as owner; someone registers the address without confirming it. */
function setUp() {
  const invitation = invitations.create({
    companyId: COMPANY_IDS.nordlicht,
    email: INVITED,
    role: 'owner',
    invitedBy: USER_IDS.owner,
  });
  const squatter = users.create({
    email: INVITED,
    password: 'squatter-password',
    givenName: 'Mallory',
    familyName: 'Squatter',
    locale: 'en',
    emailVerified: false,
  });
  const path = `/invitations/${invitation.companyId}/${invitation.id}`;
  return { invitation, squatter, path };
}

describe('[TRUST-12] invitations only for a verified address', () => {
  it('[TRUST-12] an unverified address is not offered the invitation on GET /getUser', async () => {
    const { squatter } = setUp();
    expect(await pendingOf(squatter.id)).toEqual([]);
  });

  it('[TRUST-12] an unverified address can neither read, accept nor decline the invitation (404, nothing changes)', async () => {
    const { invitation, squatter, path } = setUp();
    expect((await call(squatter.id, 'GET', path)).status).toBe(404);
    expect((await call(squatter.id, 'PUT', path)).status).toBe(404);
    expect((await call(squatter.id, 'DELETE', path)).status).toBe(404);
    expect(invitations.findById(invitation.id)?.status).toBe('pending');
    expect(memberships.find(squatter.id, invitation.companyId)).toBeUndefined();
  });

  it('[TRUST-12] once the address is confirmed through its link the invitation is offered and can be accepted', async () => {
    const { invitation, squatter, path } = setUp();
    const link = addressLinks.request(squatter.id);
    expect(addressLinks.confirm(link.id).ok).toBe(true);
    expect(await pendingOf(squatter.id)).toEqual([
      expect.objectContaining({ id: invitation.id, role: 'owner' }),
    ]);
    expect((await call(squatter.id, 'PUT', path)).status).toBe(200);
    expect(memberships.find(squatter.id, invitation.companyId)?.role).toBe('owner');
  });

  it('[TRUST-12] a fixture user (verified) still sees and declines the invitation to their address', async () => {
    const newbie = users.findById(USER_IDS.newbie)!;
    const invitation = invitations.create({
      companyId: COMPANY_IDS.nordlicht,
      email: newbie.email,
      role: 'member',
      invitedBy: USER_IDS.owner,
    });
    expect(await pendingOf(newbie.id)).toContainEqual(
      expect.objectContaining({ id: invitation.id }),
    );
    const path = `/invitations/${invitation.companyId}/${invitation.id}`;
    expect((await call(newbie.id, 'DELETE', path)).status).toBe(204);
    expect(invitations.findById(invitation.id)?.status).toBe('declined');
  });
});
