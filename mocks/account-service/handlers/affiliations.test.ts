/**
 * The mock account service at the HTTP level: adviser affiliations (X-ACC-4) and the pro directory.
 */
import { affiliations } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { PRO_IDS } from '../../common/data/fixtures/pros';
import { USER_IDS } from '../../common/data/fixtures/users';
import { call } from '../testing/account-call';

const { alpenglueck, nordlicht, solYMar } = COMPANY_IDS;

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
