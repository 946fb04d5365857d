/**
 * TRUST-4: `Idempotency-Key` on every create request (one mechanism, `mocks/common/route.ts`),
 * and a running order for the same country and stream refused with 409.
 */
import { config } from '../../../src/shared/config/config';
import { mainApiContract, accountApiContract } from '../../../src/shared/contract/apis';
import { takesIdempotencyKey } from '../../../src/shared/contract/endpoint';
import { testTokenFor } from '../../common/data/auth-tokens';
import { invitations } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { processes } from '../data/processes';

const { nordlicht } = COMPANY_IDS;

async function post(base: string, path: string, body: unknown, key?: string) {
  const headers = new Headers({
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Bearer ${testTokenFor(USER_IDS.owner)}`,
  });
  if (key) headers.set('Idempotency-Key', `"${key}"`);
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    replayed: response.headers.get('Idempotent-Replayed'),
    body: text
      ? (JSON.parse(text) as {
          data?: { id: string };
          message?: string;
          reason?: string;
          processId?: string;
        })
      : null,
  };
}

const order = { selections: [{ country: 'AT', streams: ['packaging'] }], acceptTerms: true };
const orderPath = `/companies/${nordlicht}/representation-orders`;
const representativeProcesses = () =>
  processes.where((p) => p.companyId === nordlicht && p.service === 'authoriseme').length;

describe('[TRUST-4] Idempotency-Key', () => {
  it('[TRUST-4] the same representative order posted twice with one key: one order, the first answer again', async () => {
    const before = representativeProcesses();
    const first = await post(config.mainApiUrl, orderPath, order, 'order-key-1');
    const again = await post(config.mainApiUrl, orderPath, order, 'order-key-1');
    expect(first.status).toBe(201);
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(representativeProcesses()).toBe(before + 1);
  });

  it('[TRUST-4] the same key with another body: 422, nothing created', async () => {
    await post(config.mainApiUrl, orderPath, order, 'order-key-2');
    const before = representativeProcesses();
    const other = await post(
      config.mainApiUrl,
      orderPath,
      { ...order, selections: [{ country: 'FR', streams: ['packaging'] }] },
      'order-key-2',
    );
    expect(other.status).toBe(422);
    expect(representativeProcesses()).toBe(before);
  });

  it('[TRUST-4] a running order for the same country and stream: 409 naming it, without a key too', async () => {
    const first = await post(config.mainApiUrl, orderPath, order);
    expect(first.status).toBe(201);
    const second = await post(config.mainApiUrl, orderPath, order, 'another-action');
    expect(second).toMatchObject({
      status: 409,
      body: { reason: 'orderRunning', processId: first.body?.data?.id },
    });
  });

  it('[TRUST-4] an invitation sent twice with one key: one invitation, 201 both times', async () => {
    const body = { email: 'jan.petersen@nordlicht-versand.de', role: 'member' };
    const path = `/companies/${nordlicht}/invitations`;
    const first = await post(config.accountApiUrl, path, body, 'invite-key');
    const again = await post(config.accountApiUrl, path, body, 'invite-key');
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(invitations.forCompany(nordlicht).filter((i) => i.email === body.email)).toHaveLength(1);
  });

  it('[TRUST-4] every create endpoint of both APIs takes the key', () => {
    const creating = [mainApiContract, accountApiContract].flatMap((c) =>
      Object.entries(c.endpoints).filter(([, s]) => s.method === 'POST' && s.status === 201),
    );
    expect(creating.filter(([, s]) => !takesIdempotencyKey(s))).toEqual([]);
    expect(creating.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        'createLicence',
        'orderRegistration',
        'createNieNifApplication',
        'orderRepresentation',
        'createTicket',
        'createInvitation',
      ]),
    );
  });
});
