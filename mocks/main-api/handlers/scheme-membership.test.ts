/**
 * RULE-2 through the main API: a scheme membership booked outside the platform, recorded with its
 * number per country and stream, fulfils system participation.
 */
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { callMainApi } from '../../common/testing/main-api-call';
import { licences } from '../data/licensing';
import { processes } from '../data/processes';
import type { Obligation } from '../../../src/shared/contract/main/obligations';
import type { SchemeContract } from '../../../src/shared/contract/main/scheme-contracts';

const { alpenglueck } = COMPANY_IDS;
const atPackaging = () =>
  callMainApi<Obligation>(
    USER_IDS.owner,
    'GET',
    `/companies/${alpenglueck}/obligations/AT/packaging`,
  );
const record = (body: unknown) =>
  callMainApi<SchemeContract>(
    USER_IDS.owner,
    'PUT',
    `/companies/${alpenglueck}/scheme-contracts/AT/packaging`,
    body,
  );

describe('[RULE-2] participation booked elsewhere through the main API', () => {
  beforeEach(() => {
    // No licence of ours: participation can only come from what the company records.
    for (const l of licences.where((l) => l.companyId === alpenglueck)) licences.remove(l.id);
    for (const p of processes.where((p) => p.companyId === alpenglueck)) processes.remove(p.id);
  });

  it('[RULE-2] an Austrian member of ARA records scheme and number: participation is fulfilled', async () => {
    const before = (await atPackaging()).data;
    expect(before.duties.find((d) => d.id === 'systemParticipation')!.state).not.toBe('fulfilled');

    const saved = await record({ scheme: ' ARA ', membershipNumber: ' ARA-100234 ', dates: {} });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ scheme: 'ARA', membershipNumber: 'ARA-100234' });
    const listed = await callMainApi<SchemeContract[]>(
      USER_IDS.owner,
      'GET',
      `/companies/${alpenglueck}/scheme-contracts`,
    );
    expect(listed.data).toContainEqual(
      expect.objectContaining({
        country: 'AT',
        stream: 'packaging',
        membershipNumber: 'ARA-100234',
      }),
    );

    const after = (await atPackaging()).data;
    expect(after.duties.find((d) => d.id === 'systemParticipation')!.state).toBe('fulfilled');
    expect(after.reasons).toContain('participationBookedElsewhere');
  });

  it('[RULE-2] a membership without its number is refused with the field, and nothing counts', async () => {
    const refused = await record({ scheme: 'ARA', membershipNumber: '  ', dates: {} });
    expect(refused).toMatchObject({
      status: 400,
      body: { fields: { membershipNumber: 'required' } },
    });
    const after = (await atPackaging()).data;
    expect(after.reasons).not.toContain('participationBookedElsewhere');
  });

  it('[RULE-2] a market without a scheme to join has no membership to record (404)', async () => {
    const textiles = await callMainApi(
      USER_IDS.owner,
      'PUT',
      `/companies/${alpenglueck}/scheme-contracts/DE/textiles`,
      { scheme: 'Other', membershipNumber: 'X-1', dates: {} },
    );
    expect(textiles.status).toBe(404);
  });
});
