import { getResponse } from 'msw';
import { testTokenFor } from '../data/auth-tokens';
import { USER_IDS } from '../data/fixtures/users';
import { testSwitches } from '../data/test-switches';
import { handlers } from '../handlers';
import { faultSwitchHandler, parseFaultRules } from './fault-switch';
import { applySwitches } from './test-routes';

const ORIGIN = 'http://localhost:8080';

const get = (path: string) =>
  getResponse(
    [faultSwitchHandler, ...handlers],
    new Request(`${ORIGIN}${path}`, {
      headers: { Authorization: `Bearer ${testTokenFor(USER_IDS.owner)}` },
    }),
  );

describe('the faults switch of the dev backend', () => {
  // The dev backend logs every fault it injects; not needed here.
  beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => undefined));

  it('[FAULT-1] a matching request gets the fault, "times" times, then the service answers again', async () => {
    applySwitches({
      faults: [{ method: 'GET', path: '/api/account/companies', fault: 'serverError', times: 2 }],
    });
    expect((await get('/api/account/companies'))?.status).toBe(500);
    expect((await get('/api/account/getUser'))?.status).toBe(200);
    expect((await get('/api/account/companies'))?.status).toBe(500);
    expect((await get('/api/account/companies'))?.status).toBe(200);
    expect(testSwitches.faults).toEqual([]);
  });

  it('[FAULT-1] a wrong shape is one the endpoint’s contract refuses; a 400 carries the fields', async () => {
    applySwitches({
      faults: [
        { path: '/api/account/companies/:id', fault: 'wrongShape' },
        { path: '/api/account/getUser', fault: 'invalid', fields: { givenName: 'tooLong' } },
      ],
    });
    const company = await get('/api/account/companies/cmp-0002');
    expect(company?.status).toBe(200);
    expect(await company?.json()).toEqual({ data: 42 });
    const user = await get('/api/account/getUser');
    expect(user?.status).toBe(400);
    expect(await user?.json()).toEqual({
      message: 'Validation failed',
      fields: { givenName: 'tooLong' },
    });
  });

  it('[FAULT-1] a bad rule is refused with a reason and changes nothing', () => {
    expect(parseFaultRules([{ path: '/api/x', fault: 'meltdown' }])).toMatch(
      /fault must be one of/,
    );
    expect(parseFaultRules([{ path: 'api/x', fault: 'timeout' }])).toMatch(/path/);
    expect(parseFaultRules([{ path: '/api/x', fault: 'timeout', times: 0 }])).toMatch(/times/);
    expect(parseFaultRules({ path: '/api/x' })).toMatch(/list/);
    expect(() => applySwitches({ faults: [{ path: '/api/x', fault: 'nope' }] })).toThrow();
    expect(testSwitches.faults).toEqual([]);
  });
});
