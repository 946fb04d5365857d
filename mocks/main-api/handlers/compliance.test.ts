/**
 * The compliance endpoints of the mock main API at the HTTP level: markets and registration
 * numbers, who may read and change them, the checks the contract and the service make. Obligations,
 * reports and documents, and support are in the test files beside it.
 */
import { markets, registrations } from '../data/compliance';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { obligationOf } from '../data/obligations';
import { call, data } from '../testing/http-call';

const { alpenglueck, nordlicht, kowalski } = COMPANY_IDS;

const FACTS = {
  packagingEndUse: 'both',
  productEndUse: 'both',
  role: 'manufacturer',
  channels: [],
};

describe('markets', () => {
  it('[OBL-2][RULE-2] an owner replaces the markets; a kept market keeps its date, a new one without a sales start counts from before last year', async () => {
    const before = markets.findById(alpenglueck)!.markets.find((m) => m.country === 'AT')!.since;
    const result = await call(USER_IDS.owner, `/companies/${alpenglueck}/markets`, {
      method: 'PUT',
      body: {
        facts: FACTS,
        establishments: ['at'],
        markets: [
          { country: 'at', streams: ['packaging', 'batteries'] },
          { country: 'fr', streams: ['textiles'] },
        ],
      },
    });
    expect(result.status).toBe(200);
    const saved = data<{ markets: { country: string; since: string }[] }>(result);
    expect(saved.markets.map((m) => m.country)).toEqual(['AT', 'FR']);
    expect(saved.markets[0]!.since).toBe(before);
    expect(saved.markets[1]!.since).toBe(`${new Date().getUTCFullYear() - 1}-01-01`);
    expect(obligationOf(alpenglueck, 'DE', 'packaging').status).toBe('notApplicable');
  });

  it('[OBL-2] a country twice or a market without streams is refused with field reasons', async () => {
    const put = (list: unknown) =>
      call(USER_IDS.owner, `/companies/${alpenglueck}/markets`, {
        method: 'PUT',
        body: { facts: FACTS, establishments: [], markets: list },
      });
    const twice = await put([
      { country: 'AT', streams: ['packaging'] },
      { country: 'at', streams: ['weee'] },
    ]);
    expect(twice).toMatchObject({ status: 400, body: { fields: { markets: 'invalid' } } });
    const empty = await put([{ country: 'AT', streams: [] }]);
    expect(empty.body?.fields).toEqual({ 'markets.0.streams': 'required' });
  });

  it('[OBL-2][PERM-1][X-OBL-3] an adviser without editCompany may read but not change them (403 with the reason)', async () => {
    expect((await call(USER_IDS.pro, `/companies/${kowalski}/markets`)).status).toBe(200);
    const result = await call(USER_IDS.pro, `/companies/${kowalski}/markets`, {
      method: 'PUT',
      body: { facts: FACTS, establishments: [], markets: [] },
    });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ reason: 'adviserPermissionMissing' });
  });

  it('[DOM-2] markets kept from before end use was asked come unconfirmed; saving stores the facts and confirms them', async () => {
    const rheinperle = COMPANY_IDS.rheinperle;
    const before = await call(USER_IDS.flagsOff, `/companies/${rheinperle}/markets`);
    const kept = data<{ markets: { confirmed: boolean; facts: { packagingEndUse: string } }[] }>(
      before,
    );
    expect(kept.markets.map((m) => m.confirmed)).toEqual([false, false]);
    expect(kept.markets[0]!.facts.packagingEndUse).toBe('households');
    const result = await call(USER_IDS.flagsOff, `/companies/${rheinperle}/markets`, {
      method: 'PUT',
      body: {
        facts: { ...FACTS, packagingEndUse: 'businesses' },
        establishments: ['DE'],
        markets: [{ country: 'DE', streams: ['packaging'] }],
      },
    });
    expect(result.status).toBe(200);
    expect(data(result)).toMatchObject({
      markets: [{ country: 'DE', confirmed: true, facts: { packagingEndUse: 'businesses' } }],
    });
    // Packaging that ends up with businesses only: no dual system, LUCID and take-back.
    expect(obligationOf(rheinperle, 'DE', 'packaging').duties).toEqual([
      { id: 'registration', state: 'fulfilled' },
      { id: 'takeBack', state: 'ownResponsibility' },
    ]);
  });

  it('[LOADER-6] another company’s markets are not found', async () => {
    expect((await call(USER_IDS.flagsOff, `/companies/${nordlicht}/markets`)).status).toBe(404);
  });
});

describe('registrations', () => {
  const put = (userId: string, companyId: string, country: string, stream: string, body: unknown) =>
    call(userId, `/companies/${companyId}/registrations/${country}/${stream}`, {
      method: 'PUT',
      body,
    });

  it('[OBL-3] a number in the country’s format is saved, as printed on invoices too', async () => {
    const result = await put(USER_IDS.owner, alpenglueck, 'de', 'packaging', {
      number: ' LUCID: DE 1234567890123 ',
    });
    expect(result.status).toBe(200);
    expect(data(result)).toMatchObject({
      country: 'DE',
      stream: 'packaging',
      number: 'LUCID: DE 1234567890123',
    });
    expect(registrations.findById(`${alpenglueck}/DE/packaging`)).toBeDefined();
  });

  it('[OBL-3] a number of another format is refused: 400 with the field reason', async () => {
    const result = await put(USER_IDS.owner, alpenglueck, 'DE', 'packaging', { number: 'DE123' });
    expect(result).toMatchObject({ status: 400, body: { fields: { number: 'invalid' } } });
    expect(
      (await put(USER_IDS.owner, alpenglueck, 'DE', 'packaging', { number: '' })).body?.fields,
    ).toEqual({ number: 'required' });
  });

  it('[DOM-6] AT GLN with a wrong GS1 check digit is refused: 400 fields.number', async () => {
    const wrong = await put(USER_IDS.owner, alpenglueck, 'AT', 'packaging', {
      number: '9008390456711',
    });
    expect(wrong).toMatchObject({ status: 400, body: { fields: { number: 'invalid' } } });
    const right = await put(USER_IDS.owner, alpenglueck, 'AT', 'packaging', {
      number: 'GLN 9008390456712',
    });
    expect(right.status).toBe(200);
  });

  it('[OBL-3] where the fee level decides, the company’s reporting frequency is kept; elsewhere none', async () => {
    const at = await put(USER_IDS.owner, alpenglueck, 'AT', 'packaging', {
      number: '9008390456712',
      reportingFrequency: 'quarterly',
    });
    expect(data(at)).toMatchObject({ reportingFrequency: 'quarterly' });
    const de = await put(USER_IDS.owner, nordlicht, 'DE', 'weee', {
      number: 'DE52741963',
      reportingFrequency: 'monthly',
    });
    expect(data(de)).toMatchObject({ reportingFrequency: null });
  });

  it('[OBL-3] a stream without an obligation there, or no stream at all, is not found', async () => {
    expect((await put(USER_IDS.owner, alpenglueck, 'DE', 'textiles', { number: 'x' })).status).toBe(
      404,
    );
    expect((await put(USER_IDS.owner, alpenglueck, 'DE', 'paper', { number: 'x' })).status).toBe(
      404,
    );
  });

  it('[OBL-3][PERM-1] an adviser without editCompany cannot change a number (403); removing one works for an owner', async () => {
    expect(
      (await put(USER_IDS.pro, kowalski, 'PL', 'packaging', { number: '123456789' })).status,
    ).toBe(403);
    const removed = await call(USER_IDS.owner, `/companies/${nordlicht}/registrations/DE/weee`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect(registrations.findById(`${nordlicht}/DE/weee`)).toBeUndefined();
  });
});
