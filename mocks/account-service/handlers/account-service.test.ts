/**
 * The mock account service and main API at the HTTP level (plain fetch, no store): the bearer-token
 * check every protected handler shares, and the rules the handlers decide where the spec is
 * silent (validation, permissions, invitations, affiliations, account deletion).
 */
import { testTokenFor } from '../../common/data/auth-tokens';
import { affiliations, companies, invitations, memberships, users } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { PRO_IDS } from '../../common/data/fixtures/pros';
import { USER_IDS } from '../../common/data/fixtures/users';
import { testSwitches } from '../../common/data/test-switches';
import { config } from '../../../src/shared/config/config';

const { alpenglueck, nordlicht, altmann, solYMar } = COMPANY_IDS;

interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string | null;
}

async function call(userId: string | null, path: string, options: CallOptions = {}) {
  const token = options.token !== undefined ? options.token : userId && testTokenFor(userId);
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(path.startsWith('http') ? path : `${config.accountApiUrl}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
  };
}

const validCompany = {
  name: 'Bodensee Outdoor GmbH',
  legalForm: 'GmbH',
  country: 'de',
  address: { street: 'Seestraße 18', postalCode: '88045', city: 'Friedrichshafen', country: 'de' },
  vatId: 'de 274 918 365',
  commercialRegister: '  HRB   731 442 ',
  contact: { email: 'Info@Bodensee-Outdoor.de', phone: '+49 7541 38270' },
};

describe('bearer token check (mocks/common/auth.ts)', () => {
  it('[API-5] no Authorization header: 401', async () => {
    expect(await call(null, '/getUser')).toEqual({
      status: 401,
      body: { message: 'Missing bearer token' },
    });
  });

  it('[API-5] a token the verifier does not know: 401', async () => {
    expect((await call(null, '/companies', { token: 'not-a-test-token' })).status).toBe(401);
  });

  it('[API-5] an expired token: 401', async () => {
    const token = testTokenFor(USER_IDS.owner, Date.now() - 301_000, 300);
    expect(await call(null, '/companies', { token })).toEqual({
      status: 401,
      body: { message: 'Token expired' },
    });
  });

  it('[API-5] a valid token of a user who no longer exists: 401', async () => {
    users.remove(USER_IDS.outdated);
    expect((await call(USER_IDS.outdated, '/getUser')).status).toBe(401);
  });

  it('[AUTH-12] forbidTokensIssuedBefore: older tokens get 403, newer ones pass', async () => {
    const old = testTokenFor(USER_IDS.owner, Date.now() - 1_000);
    testSwitches.forbidTokensIssuedBefore = Date.now();
    const fresh = testTokenFor(USER_IDS.owner, Date.now() + 1);
    expect((await call(null, '/getUser', { token: old })).status).toBe(403);
    expect((await call(null, '/getUser', { token: fresh })).status).toBe(200);
  });

  it('[FLAG-1][API-5] the signed-in features URL needs the token; the public one does not', async () => {
    expect((await call(null, `${config.mainApiUrl}/user/config/features`)).status).toBe(401);
    const pub = await call(null, `${config.mainApiUrl}/config/features`);
    expect(pub.status).toBe(200);
    expect(pub.body?.data).toMatchObject({ de_licensing_enabled: true, ame_enabled: false });
  });

  it('[API-1] never answers with the password', async () => {
    const { body } = await call(USER_IDS.owner, '/getUser');
    expect(JSON.stringify(body)).not.toMatch(/password|demo/);
  });
});

describe('validation (400 with field errors)', () => {
  it('[X-ACC-1] a company without required fields: 400 naming each field', async () => {
    const result = await call(USER_IDS.newbie, '/companies', {
      method: 'POST',
      body: { name: ' ', address: { city: 'Wien' }, contact: {} },
    });
    expect(result).toEqual({
      status: 400,
      body: {
        message: 'Validation failed',
        fields: {
          name: 'required',
          legalForm: 'required',
          country: 'required',
          'address.street': 'required',
          'address.postalCode': 'required',
          'address.country': 'required',
          'contact.email': 'required',
        },
      },
    });
    expect(memberships.forUser(USER_IDS.newbie)).toEqual([]);
  });

  it('[X-ACC-1][COMPANY-1] malformed VAT id, commercial register entry and e-mail are refused', async () => {
    const result = await call(USER_IDS.newbie, '/companies', {
      method: 'POST',
      body: {
        ...validCompany,
        vatId: 'DE12345',
        commercialRegister: 'HR',
        contact: { email: 'not-an-address', phone: 'call me' },
      },
    });
    expect(result.status).toBe(400);
    expect(result.body?.fields).toEqual({
      vatId: 'invalid',
      commercialRegister: 'tooShort',
      'contact.email': 'invalid',
      'contact.phone': 'invalid',
    });
    const long = await call(USER_IDS.newbie, '/companies', {
      method: 'POST',
      body: { ...validCompany, commercialRegister: 'x'.repeat(61) },
    });
    expect(long.body?.fields).toEqual({ commercialRegister: 'tooLong' });
  });

  it('[X-ACC-1][X-MOCK-2] a valid company is normalised, created (201) and owned by its creator', async () => {
    const result = await call(USER_IDS.newbie, '/companies', {
      method: 'POST',
      body: validCompany,
    });
    expect(result.status).toBe(201);
    const data = result.body?.data as { id: string };
    expect(data).toMatchObject({
      country: 'DE',
      vatId: 'DE274918365',
      commercialRegister: 'HRB 731 442',
      contact: { email: 'info@bodensee-outdoor.de', phone: '+49 7541 38270' },
      needsUpdate: false,
      access: { via: 'membership', role: 'owner' },
    });
    expect(memberships.find(USER_IDS.newbie, data.id)?.role).toBe('owner');
  });

  it('[X-ACC-1][PROFILE-1] names and e-mail changes are validated', async () => {
    expect(
      (
        await call(USER_IDS.owner, '/updateNames', {
          method: 'POST',
          body: { givenName: 'Olivia' },
        })
      ).body,
    ).toEqual({ message: 'Validation failed', fields: { familyName: 'required' } });
    expect(
      (await call(USER_IDS.owner, '/updateEmail', { method: 'POST', body: { email: 'nope' } })).body
        ?.fields,
    ).toEqual({ email: 'invalid' });
    expect(users.findById(USER_IDS.owner)?.email).toBe('owner@example.com');
  });
});

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

describe('affiliations', () => {
  it('[X-ACC-4] the adviser accepts a pending affiliation and then reaches the company', async () => {
    expect((await call(USER_IDS.pro, `/companies/${alpenglueck}`)).status).toBe(404);
    const accepted = await call(USER_IDS.pro, `/companies/${alpenglueck}/affiliations/aff-0004`, {
      method: 'PUT',
      body: { status: 'active' },
    });
    expect(accepted.status).toBe(200);
    expect((await call(USER_IDS.pro, `/companies/${alpenglueck}`)).status).toBe(200);
  });

  it('[X-ACC-4] the company cannot accept on the adviser’s behalf; the adviser cannot change permissions', async () => {
    expect(
      (
        await call(USER_IDS.owner, `/companies/${alpenglueck}/affiliations/aff-0004`, {
          method: 'PUT',
          body: { status: 'active' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(USER_IDS.pro, `/companies/${solYMar}/affiliations/aff-0001`, {
          method: 'PUT',
          body: { permissions: ['viewCompany'] },
        })
      ).status,
    ).toBe(403);
    expect(affiliations.findById('aff-0004')?.status).toBe('pending');
  });

  it('[X-ACC-4][LOADER-6] revoking ends the adviser’s access', async () => {
    expect(
      (
        await call(USER_IDS.solYMarOwner, `/companies/${solYMar}/affiliations/aff-0001`, {
          method: 'PUT',
          body: { status: 'revoked' },
        })
      ).status,
    ).toBe(200);
    expect(await call(USER_IDS.pro, `/companies/${solYMar}`)).toEqual({
      status: 404,
      body: { message: 'Company not found' },
    });
  });

  it('[X-ACC-4] an unknown adviser or a duplicate affiliation is refused', async () => {
    expect(
      (
        await call(USER_IDS.owner, `/companies/${nordlicht}/affiliations`, {
          method: 'POST',
          body: { proId: 'pro-9999', permissions: ['viewCompany'] },
        })
      ).body,
    ).toEqual({ message: 'Validation failed', fields: { proId: 'invalid' } });
    expect(
      (
        await call(USER_IDS.owner, `/companies/${nordlicht}/affiliations`, {
          method: 'POST',
          body: { proId: PRO_IDS.hamburg, permissions: ['viewCompany'] },
        })
      ).status,
    ).toBe(409);
  });

  it('[X-ACC-4] the pro directory filters by country; a pro is found by country and code', async () => {
    const at = await call(USER_IDS.owner, '/pros?country=at');
    expect((at.body?.data as { id: string }[]).map((p) => p.id)).toEqual([PRO_IDS.graz]);
    expect((await call(USER_IDS.owner, '/pros/de/stbk-hh-20417')).body?.data).toMatchObject({
      id: PRO_IDS.hamburg,
    });
    expect(await call(USER_IDS.owner, '/pros/DE/unknown')).toEqual({
      status: 404,
      body: { message: 'Pro not found' },
    });
  });
});

describe('application companies', () => {
  it('[API-1] an application other than epr-web is 404', async () => {
    expect(await call(USER_IDS.owner, '/applications/other-app/companies')).toEqual({
      status: 404,
      body: { message: 'Application not found' },
    });
  });
});
