/**
 * TRUST-13 (issue 31): `POST /updateEmail` must not tell a signed-in user which addresses have
 * accounts. An address of another account is answered as a free one, changes nothing, and its
 * owner is mailed instead of a confirmation link.
 */
import { config } from '../../../src/shared/config/config';
import { testTokenFor } from '../../common/data/auth-tokens';
import { outbox, users } from '../../common/data/db';
import { USER_IDS } from '../../common/data/fixtures/users';
import { accountLinks, emailChanges } from '../data/account-links';

async function call(userId: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${config.accountApiUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${testTokenFor(userId)}`,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as { data?: Record<string, unknown> }) : null,
  };
}

const changeEmail = (userId: string, email: string) =>
  call(userId, 'POST', '/updateEmail', { email });

/** The answer with the parts that name the requester or the address left out. */
const shape = (answer: Awaited<ReturnType<typeof call>>) => ({
  status: answer.status,
  keys: Object.keys(answer.body?.data ?? {}).sort(),
});

describe('[TRUST-13] an e-mail change to an address of another account', () => {
  it('[TRUST-13] answers exactly like one to a free address (200, pending) and changes nothing', async () => {
    const free = await changeEmail(USER_IDS.newbie, 'noah@newman-family.example');
    const taken = await changeEmail(USER_IDS.owner, 'Outdated@Example.com');

    expect(taken.status).toBe(200);
    expect(shape(taken)).toEqual(shape(free));
    expect(taken.body?.data).toMatchObject({
      email: 'owner@example.com',
      pendingEmail: 'outdated@example.com',
    });
    expect(free.body?.data).toMatchObject({ pendingEmail: 'noah@newman-family.example' });
    expect((await call(USER_IDS.owner, 'GET', '/getUser')).body?.data).toMatchObject({
      email: 'owner@example.com',
      pendingEmail: 'outdated@example.com',
    });
    expect(users.findById(USER_IDS.owner)?.email).toBe('owner@example.com');
    expect(users.findById(USER_IDS.outdated)?.email).toBe('outdated@example.com');
  });

  it('[TRUST-13] mails the address’s owner a notice in their language and no link that could move it; the requester gets the usual notice', async () => {
    await changeEmail(USER_IDS.owner, 'outdated@example.com');

    expect(outbox.all().map((m) => [m.kind, m.to])).toEqual([
      ['emailChangeAttempt', 'outdated@example.com'],
      ['emailChangeNotice', 'owner@example.com'],
    ]);
    const [attempt, notice] = outbox.all();
    expect(attempt).toMatchObject({
      subject: 'Jemand wollte sein Konto auf Ihre Adresse umstellen',
      links: [{ label: 'Profil öffnen', url: `${config.accountServiceUrl}/profile?locale=de` }],
    });
    expect(attempt!.text).toContain('Guten Tag Ottilie Altmann');
    expect(attempt!.text).toContain('Es hat sich nichts geändert');
    // The owner learns nothing about who asked.
    expect(attempt!.text).not.toContain('owner@example.com');
    expect(attempt!.text).not.toContain('Olivia');
    // The notice claims no more than that a change was requested.
    expect(notice).toMatchObject({ subject: 'A change of your e-mail address was requested' });
    expect(notice!.text).toContain('to outdated@example.com was requested');
    expect(notice!.text).toContain('Nothing changes unless the new address is confirmed.');

    // The pending request was never mailed as a link; even its token cannot move the address.
    const [link] = emailChanges.all();
    expect(accountLinks.confirmEmailChange(link!.id)).toEqual({ ok: false, problem: 'taken' });
    expect(users.findById(USER_IDS.owner)?.email).toBe('owner@example.com');
  });

  it('[TRUST-13] counts against the mail limits like a free address: the fourth request to it is 429 either way', async () => {
    const statuses = async (userId: string, email: string) => {
      const out: number[] = [];
      for (let i = 0; i < 4; i += 1) out.push((await changeEmail(userId, email)).status);
      return out;
    };
    const taken = await statuses(USER_IDS.owner, 'outdated@example.com');
    const free = await statuses(USER_IDS.newbie, 'noah@newman-family.example');

    expect(taken).toEqual([200, 200, 200, 429]);
    expect(free).toEqual(taken);
    expect(outbox.all().filter((m) => m.to === 'outdated@example.com')).toHaveLength(3);
  });

  it('[TRUST-13] the own current address is still no change and sends nothing', async () => {
    const answer = await changeEmail(USER_IDS.owner, 'OWNER@example.com');
    expect(answer.status).toBe(200);
    expect(answer.body?.data).toMatchObject({ email: 'owner@example.com', pendingEmail: null });
    expect(outbox.all()).toEqual([]);
  });
});
