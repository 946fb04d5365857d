import { testTokenFor } from '../../common/data/auth-tokens';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { processes } from '../data/processes';
import { resetDb } from '../../common/data/db';
import { config } from '../../../src/shared/config/config';

const get = (userId: string | null, companyId: string) =>
  fetch(`${config.mainApiUrl}/companies/${companyId}/processes`, {
    headers: userId ? { Authorization: `Bearer ${testTokenFor(userId)}` } : {},
  });

describe('GET /companies/{companyId}/processes', () => {
  it('[X-PROC-1] lists the company’s processes, newest first', async () => {
    const response = await get(USER_IDS.owner, COMPANY_IDS.nordlicht);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { id: string; status: string }[] };
    expect(data.map((p) => [p.id, p.status])).toEqual([
      ['prc-0002', 'submitted'],
      ['prc-0001', 'active'],
    ]);
  });

  it('[LOADER-6][X-PROC-1] another company’s processes are not found; without a token, 401', async () => {
    expect((await get(USER_IDS.flagsOff, COMPANY_IDS.nordlicht)).status).toBe(404);
    expect((await get(null, COMPANY_IDS.nordlicht)).status).toBe(401);
  });

  it('[X-MOCK-2] resetDb brings the fixture processes back', () => {
    processes.update('prc-0003', { status: 'cancelled' });
    resetDb();
    expect(processes.findById('prc-0003')?.status).toBe('draft');
  });
});
