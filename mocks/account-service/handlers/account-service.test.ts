/**
 * The mock account service at the HTTP level (plain fetch, no store): the bearer-token check every
 * protected handler shares, validation (400 with field errors) and the application companies.
 * Permissions, invitations and affiliations are in the test files beside it.
 */
import { testTokenFor } from '../../common/data/auth-tokens';
import { memberships, users } from '../../common/data/db';
import { USER_IDS } from '../../common/data/fixtures/users';
import { testSwitches } from '../../common/data/test-switches';
import { config } from '../../../src/shared/config/config';
import { call } from '../testing/account-call';

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

describe('application companies', () => {
  it('[API-1] an application other than epr-web is 404', async () => {
    expect(await call(USER_IDS.owner, '/applications/other-app/companies')).toEqual({
      status: 404,
      body: { message: 'Application not found' },
    });
  });
});
