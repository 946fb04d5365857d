/**
 * PERM-1: runs rows of the permission table against the mock account service: each answers with
 * its status (and reason when refused), and a refusal changes nothing.
 */
import { testTokenFor } from '../../common/data/auth-tokens';
import { affiliations, companies, invitations, memberships } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { config } from '../../../src/shared/config/config';

async function call(userId: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${config.accountApiUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${testTokenFor(userId)}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    reason: text ? (JSON.parse(text) as { reason?: string }).reason : undefined,
  };
}

const companyInput = (id: string) => {
  const { id: _i, needsUpdate: _n, createdAt: _c, ...input } = companies.findById(id)!;
  return input;
};

export type Case = [
  who: string,
  userId: string,
  method: string,
  path: string,
  body: unknown,
  status: number,
  reason?: string,
];

/** The rows as one test each, titled by who does what. */
export function enforcesPermissionTable(cases: readonly Case[]): void {
  describe('PERM-1: the permission table, enforced by the account service', () => {
    it.each([...cases])(
      '[PERM-1][X-PERM-1] %s',
      async (...[_who, userId, method, path, body, status, reason]: Case) => {
        const before = JSON.stringify([
          companies.all(),
          memberships.all(),
          invitations.all(),
          affiliations.all(),
        ]);
        const payload =
          typeof body === 'string'
            ? companyInput(COMPANY_IDS[body as keyof typeof COMPANY_IDS])
            : body;
        const result = await call(userId, method, path, payload);
        expect(result).toEqual({ status, reason: status >= 400 ? reason : undefined });
        if (status === 403) {
          const after = JSON.stringify([
            companies.all(),
            memberships.all(),
            invitations.all(),
            affiliations.all(),
          ]);
          expect(after).toBe(before);
        }
      },
    );
  });
}
