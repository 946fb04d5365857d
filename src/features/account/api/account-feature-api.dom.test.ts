/**
 * Every account API call of spec section 7, end to end: RTK Query endpoint -> base query -> the
 * shared msw handlers -> in-memory db. A real store per test; assertions on results and on the db.
 */
import { waitFor } from '@testing-library/dom';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/common/node';
import {
  affiliations,
  companies,
  invitations,
  memberships,
  outbox,
  users,
} from '../../../../mocks/common/data/db';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { PRO_IDS } from '../../../../mocks/common/data/fixtures/pros';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { config } from '@/shared/config/config';
import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { errorOf, recordRequests, stopRecording } from '@/testing/request-log';
import { accountApi } from '@/shared/api/account-api';
import { isApiError } from '@/shared/api/api-error';
import { companiesApi } from '@/shared/api/companies-api';
import { userApi } from '@/shared/api/user-api';
import { APPLICATION_ID, type CompanyInput } from '@/shared/contract/account/companies';
import { adminApi } from '@/features/admin/api';
import { advisersApi } from '@/features/advisers/api';
import { companySettingsApi } from '@/features/company/api';
import { teamApi } from '@/features/team/api';
import { accountFeatureApi } from './account-feature-api';

type Store = ReturnType<typeof makeTestStore>['store'];
const e = {
  ...userApi.endpoints,
  ...companiesApi.endpoints,
  ...accountFeatureApi.endpoints,
  ...companySettingsApi.endpoints,
  ...teamApi.endpoints,
  ...advisersApi.endpoints,
  ...adminApi.endpoints,
};
const { alpenglueck, nordlicht, altmann, solYMar, kowalski, maisonLavande, rheinperle } =
  COMPANY_IDS;

afterEach(() => {
  stopRecording();
  jest.useRealTimers();
});

const accountPath = (path: string) => `${new URL(config.accountApiUrl).pathname}${path}`;

const newCompany: CompanyInput = {
  name: 'Brandenburger Kaffeerösterei GmbH',
  legalForm: 'GmbH',
  country: 'DE',
  address: {
    street: 'Friedrich-Ebert-Straße 61',
    postalCode: '14469',
    city: 'Potsdam',
    country: 'DE',
  },
  vatId: 'DE276184593',
  commercialRegister: 'HRB 31874 P',
  contact: { email: 'info@brandenburger-roesterei.de', phone: '+49 331 2708461' },
};

interface EndpointCase {
  endpoint: string;
  user: string;
  method: string;
  path: string;
  search?: string;
  /** Whether the call reads a payload from `data` (void calls answer 204). */
  readsData: boolean;
  run: (store: Store) => Promise<unknown>;
  check: (data: unknown) => void;
}

const altmannUpdate: CompanyInput = {
  name: 'Altmann Holzspielwaren e.K.',
  legalForm: 'e.K.',
  country: 'DE',
  address: { street: 'Fürther Straße 212', postalCode: '90429', city: 'Nürnberg', country: 'DE' },
  vatId: 'DE284615937',
  commercialRegister: 'HRA 18652',
  contact: { email: 'info@altmann-holzspielwaren.de', phone: '+49 911 3267418' },
};

const cases: EndpointCase[] = [
  {
    endpoint: 'getUser',
    user: USER_IDS.owner,
    method: 'GET',
    path: '/getUser',
    readsData: true,
    run: (s) => s.dispatch(e.getUser.initiate()).unwrap(),
    check: (data) => {
      expect(data).toEqual({
        id: USER_IDS.owner,
        email: 'owner@example.com',
        pendingEmail: null,
        givenName: 'Olivia',
        familyName: 'Owner',
        locale: 'en',
        isAdmin: false,
        proId: null,
        createdAt: '2024-02-12T09:15:00.000Z',
        pendingInvitations: [],
      });
      expect(data).not.toHaveProperty('password');
    },
  },
  {
    endpoint: 'updateNames',
    user: USER_IDS.owner,
    method: 'POST',
    path: '/updateNames',
    readsData: true,
    run: (s) =>
      s.dispatch(e.updateNames.initiate({ givenName: 'Olivia', familyName: 'Obermayr' })).unwrap(),
    check: (data) => {
      expect(data).toMatchObject({ givenName: 'Olivia', familyName: 'Obermayr' });
      expect(users.findById(USER_IDS.owner)?.familyName).toBe('Obermayr');
    },
  },
  {
    endpoint: 'updateEmail',
    user: USER_IDS.owner,
    method: 'POST',
    path: '/updateEmail',
    readsData: true,
    run: (s) =>
      s.dispatch(e.updateEmail.initiate({ email: 'olivia.obermayr@example.com' })).unwrap(),
    check: (data) => {
      // The address changes only once the link mailed to the new one is followed.
      expect(data).toMatchObject({
        email: 'owner@example.com',
        pendingEmail: 'olivia.obermayr@example.com',
      });
      expect(users.findById(USER_IDS.owner)?.email).toBe('owner@example.com');
      expect(outbox.all()).toContainEqual(
        expect.objectContaining({ to: 'olivia.obermayr@example.com', kind: 'emailChange' }),
      );
    },
  },
  {
    endpoint: 'deleteAccount',
    user: USER_IDS.newbie,
    method: 'POST',
    path: '/deleteAccount',
    readsData: false,
    run: (s) => s.dispatch(e.deleteAccount.initiate()).unwrap(),
    check: (data) => {
      expect(data).toBeUndefined();
      expect(users.findById(USER_IDS.newbie)).toBeUndefined();
    },
  },
  {
    endpoint: 'sendPasswordReset',
    user: USER_IDS.owner,
    method: 'POST',
    path: '/sendPasswordReset',
    readsData: true,
    run: (s) => s.dispatch(e.sendPasswordReset.initiate()).unwrap(),
    check: (data) => {
      expect(data).toEqual({ email: 'owner@example.com' });
      expect(outbox.all()).toEqual([
        expect.objectContaining({ to: 'owner@example.com', kind: 'passwordReset' }),
      ]);
    },
  },
  {
    endpoint: 'getCompanies',
    user: USER_IDS.owner,
    method: 'GET',
    path: '/companies',
    readsData: true,
    run: (s) => s.dispatch(e.getCompanies.initiate()).unwrap(),
    check: (data) => {
      expect(data).toEqual([
        expect.objectContaining({
          id: alpenglueck,
          name: 'Alpenglück Naturkosmetik GmbH',
          country: 'AT',
          access: { via: 'membership', role: 'owner' },
        }),
        expect.objectContaining({
          id: nordlicht,
          name: 'Nordlicht Versand GmbH',
          country: 'DE',
          access: { via: 'membership', role: 'owner' },
        }),
      ]);
    },
  },
  {
    endpoint: 'getApplicationCompanies',
    user: USER_IDS.owner,
    method: 'GET',
    path: `/applications/${APPLICATION_ID}/companies`,
    readsData: true,
    run: (s) => s.dispatch(e.getApplicationCompanies.initiate()).unwrap(),
    check: (data) => {
      expect(APPLICATION_ID).toBe('epr-web');
      expect((data as { id: string }[]).map((c) => c.id)).toEqual([alpenglueck, nordlicht]);
    },
  },
  {
    endpoint: 'getCompany',
    user: USER_IDS.owner,
    method: 'GET',
    path: `/companies/${nordlicht}`,
    readsData: true,
    run: (s) => s.dispatch(e.getCompany.initiate(nordlicht)).unwrap(),
    check: (data) => {
      expect(data).toMatchObject({
        id: nordlicht,
        vatId: 'DE318245671',
        address: { city: 'Hamburg', postalCode: '22767' },
        commercialRegister: 'HRB 164821',
        needsUpdate: false,
      });
    },
  },
  {
    endpoint: 'createCompany',
    user: USER_IDS.newbie,
    method: 'POST',
    path: '/companies',
    readsData: true,
    run: (s) => s.dispatch(e.createCompany.initiate(newCompany)).unwrap(),
    check: (data) => {
      const company = data as { id: string };
      expect(data).toMatchObject({ ...newCompany, needsUpdate: false });
      expect(companies.findById(company.id)?.name).toBe(newCompany.name);
      expect(memberships.find(USER_IDS.newbie, company.id)?.role).toBe('owner');
    },
  },
  {
    endpoint: 'updateCompany',
    user: USER_IDS.outdated,
    method: 'PUT',
    path: `/companies/${altmann}`,
    readsData: true,
    run: (s) =>
      s.dispatch(e.updateCompany.initiate({ id: altmann, company: altmannUpdate })).unwrap(),
    check: (data) => {
      expect(data).toMatchObject({ id: altmann, vatId: 'DE284615937', needsUpdate: false });
      expect(companies.findById(altmann)).toMatchObject({
        vatId: 'DE284615937',
        needsUpdate: false,
      });
    },
  },
  {
    endpoint: 'deleteCompany',
    user: USER_IDS.owner,
    method: 'DELETE',
    path: `/companies/${nordlicht}`,
    readsData: false,
    run: (s) => s.dispatch(e.deleteCompany.initiate(nordlicht)).unwrap(),
    check: () => {
      expect(companies.findById(nordlicht)).toBeUndefined();
      expect(memberships.forCompany(nordlicht)).toEqual([]);
      expect(invitations.forCompany(nordlicht)).toEqual([]);
      expect(affiliations.forCompany(nordlicht)).toEqual([]);
    },
  },
  {
    endpoint: 'getInvitations',
    user: USER_IDS.owner,
    method: 'GET',
    path: `/companies/${nordlicht}/invitations`,
    readsData: true,
    run: (s) => s.dispatch(e.getInvitations.initiate(nordlicht)).unwrap(),
    check: (data) => {
      expect(data).toEqual([
        expect.objectContaining({
          id: 'inv-0001',
          companyName: 'Nordlicht Versand GmbH',
          email: 'lena.schroeder@nordlicht-versand.de',
          status: 'pending',
        }),
      ]);
    },
  },
  {
    endpoint: 'createInvitation',
    user: USER_IDS.owner,
    method: 'POST',
    path: `/companies/${nordlicht}/invitations`,
    readsData: true,
    run: (s) =>
      s
        .dispatch(
          e.createInvitation.initiate({
            companyId: nordlicht,
            email: 'Jan.Petersen@nordlicht-versand.de',
            role: 'admin',
          }),
        )
        .unwrap(),
    check: (data) => {
      const invitation = data as { id: string };
      expect(data).toMatchObject({
        email: 'jan.petersen@nordlicht-versand.de',
        role: 'admin',
        status: 'pending',
        invitedBy: USER_IDS.owner,
      });
      expect(invitations.findById(invitation.id)?.companyId).toBe(nordlicht);
      expect(outbox.all()).toEqual([
        expect.objectContaining({ to: 'jan.petersen@nordlicht-versand.de', ref: invitation.id }),
      ]);
    },
  },
  {
    endpoint: 'deleteInvitation',
    user: USER_IDS.owner,
    method: 'DELETE',
    path: `/companies/${nordlicht}/invitations/inv-0001`,
    readsData: false,
    run: (s) =>
      s
        .dispatch(e.deleteInvitation.initiate({ companyId: nordlicht, invitationId: 'inv-0001' }))
        .unwrap(),
    check: () => expect(invitations.findById('inv-0001')?.status).toBe('revoked'),
  },
  {
    endpoint: 'getReceivedInvitation',
    user: USER_IDS.newbie,
    method: 'GET',
    path: `/invitations/${alpenglueck}/inv-0002`,
    readsData: true,
    run: (s) =>
      s
        .dispatch(
          e.getReceivedInvitation.initiate({ companyId: alpenglueck, invitationId: 'inv-0002' }),
        )
        .unwrap(),
    check: (data) => {
      expect(data).toMatchObject({
        companyName: 'Alpenglück Naturkosmetik GmbH',
        role: 'member',
        status: 'pending',
        inviter: { givenName: 'Olivia', familyName: 'Owner' },
      });
      expect(invitations.findById('inv-0002')?.status).toBe('pending');
    },
  },
  {
    endpoint: 'declineInvitation',
    user: USER_IDS.newbie,
    method: 'DELETE',
    path: `/invitations/${alpenglueck}/inv-0002`,
    readsData: false,
    run: (s) =>
      s
        .dispatch(
          e.declineInvitation.initiate({ companyId: alpenglueck, invitationId: 'inv-0002' }),
        )
        .unwrap(),
    check: () => {
      expect(invitations.findById('inv-0002')?.status).toBe('declined');
      expect(memberships.find(USER_IDS.newbie, alpenglueck)).toBeUndefined();
    },
  },
  {
    endpoint: 'acceptInvitation',
    user: USER_IDS.newbie,
    method: 'PUT',
    path: `/invitations/${alpenglueck}/inv-0002`,
    readsData: true,
    run: (s) =>
      s
        .dispatch(e.acceptInvitation.initiate({ companyId: alpenglueck, invitationId: 'inv-0002' }))
        .unwrap(),
    check: (data) => {
      expect(data).toMatchObject({
        id: alpenglueck,
        access: { via: 'membership', role: 'member' },
      });
      expect(memberships.find(USER_IDS.newbie, alpenglueck)?.role).toBe('member');
      expect(invitations.findById('inv-0002')?.status).toBe('accepted');
    },
  },
  {
    endpoint: 'getMembers',
    user: USER_IDS.owner,
    method: 'GET',
    path: `/companies/${alpenglueck}/members`,
    readsData: true,
    run: (s) => s.dispatch(e.getMembers.initiate(alpenglueck)).unwrap(),
    check: (data) => {
      expect(data).toEqual([
        expect.objectContaining({ id: 'mem-0001', email: 'owner@example.com', role: 'owner' }),
        expect.objectContaining({
          id: 'mem-0002',
          email: 'jonas.berger@alpenglueck-naturkosmetik.at',
          role: 'admin',
        }),
      ]);
    },
  },
  {
    endpoint: 'deleteMember',
    user: USER_IDS.owner,
    method: 'DELETE',
    path: `/companies/${alpenglueck}/members/mem-0002`,
    readsData: false,
    run: (s) =>
      s
        .dispatch(e.deleteMember.initiate({ companyId: alpenglueck, memberId: 'mem-0002' }))
        .unwrap(),
    check: () => expect(memberships.findById('mem-0002')).toBeUndefined(),
  },
  {
    endpoint: 'logout',
    user: USER_IDS.owner,
    method: 'POST',
    path: '/logout',
    readsData: false,
    run: (s) => s.dispatch(e.logout.initiate()).unwrap(),
    check: (data) => expect(data).toEqual({ status: 204 }),
  },
  {
    endpoint: 'searchAdminCompanies',
    user: USER_IDS.admin,
    method: 'GET',
    path: '/admin/companies',
    search: '?query=Graz',
    readsData: true,
    run: (s) => s.dispatch(e.searchAdminCompanies.initiate('Graz')).unwrap(),
    check: (data) => {
      expect(data).toEqual([
        {
          id: alpenglueck,
          name: 'Alpenglück Naturkosmetik GmbH',
          legalForm: 'GmbH',
          country: 'AT',
          city: 'Graz',
          vatId: 'ATU73528461',
          needsUpdate: false,
          createdAt: '2024-02-12T09:31:00.000Z',
          memberCount: 2,
          ownerEmails: ['owner@example.com'],
          members: [
            {
              userId: USER_IDS.owner,
              email: 'owner@example.com',
              givenName: 'Olivia',
              familyName: 'Owner',
              role: 'owner',
            },
            {
              userId: USER_IDS.alpenglueckStaff,
              email: 'jonas.berger@alpenglueck-naturkosmetik.at',
              givenName: 'Jonas',
              familyName: 'Berger',
              role: 'admin',
            },
          ],
        },
      ]);
    },
  },
  {
    endpoint: 'getAffiliations',
    user: USER_IDS.owner,
    method: 'GET',
    path: `/companies/${alpenglueck}/affiliations`,
    readsData: true,
    run: (s) => s.dispatch(e.getAffiliations.initiate(alpenglueck)).unwrap(),
    check: (data) => {
      expect(data).toEqual([
        expect.objectContaining({
          id: 'aff-0004',
          proId: PRO_IDS.prado,
          proName: 'Prado Cumplimiento Ambiental S.L.',
          status: 'pending',
        }),
      ]);
    },
  },
  {
    endpoint: 'createAffiliation',
    user: USER_IDS.owner,
    method: 'POST',
    path: `/companies/${alpenglueck}/affiliations`,
    readsData: true,
    run: (s) =>
      s
        .dispatch(
          e.createAffiliation.initiate({
            companyId: alpenglueck,
            proId: PRO_IDS.graz,
            permissions: ['viewCompany', 'submitReports'],
          }),
        )
        .unwrap(),
    check: (data) => {
      const affiliation = data as { id: string };
      expect(data).toMatchObject({ proId: PRO_IDS.graz, status: 'pending' });
      expect(affiliations.findById(affiliation.id)?.companyId).toBe(alpenglueck);
    },
  },
  {
    endpoint: 'updateAffiliation',
    user: USER_IDS.pro,
    method: 'PUT',
    path: `/companies/${alpenglueck}/affiliations/aff-0004`,
    readsData: true,
    run: (s) =>
      s
        .dispatch(
          e.updateAffiliation.initiate({
            companyId: alpenglueck,
            affiliationId: 'aff-0004',
            status: 'active',
          }),
        )
        .unwrap(),
    check: (data) => {
      expect(data).toMatchObject({ id: 'aff-0004', status: 'active' });
      expect(affiliations.findById('aff-0004')?.status).toBe('active');
    },
  },
  {
    endpoint: 'deleteAffiliation',
    user: USER_IDS.owner,
    method: 'DELETE',
    path: `/companies/${nordlicht}/affiliations/aff-0005`,
    readsData: false,
    run: (s) =>
      s
        .dispatch(
          e.deleteAffiliation.initiate({
            companyId: nordlicht,
            affiliationId: 'aff-0005',
            proId: PRO_IDS.hamburg,
          }),
        )
        .unwrap(),
    check: () => expect(affiliations.findById('aff-0005')).toBeUndefined(),
  },
  {
    endpoint: 'getPros',
    user: USER_IDS.owner,
    method: 'GET',
    path: '/pros',
    readsData: true,
    run: (s) => s.dispatch(e.getPros.initiate({})).unwrap(),
    check: (data) => {
      expect((data as { id: string }[]).map((p) => p.id).sort()).toEqual(
        Object.values(PRO_IDS).sort(),
      );
    },
  },
  {
    endpoint: 'getPro',
    user: USER_IDS.owner,
    method: 'GET',
    path: '/pros/ES/CEM-28-14573',
    readsData: true,
    run: (s) => s.dispatch(e.getPro.initiate({ country: 'ES', code: 'CEM-28-14573' })).unwrap(),
    check: (data) => {
      expect(data).toMatchObject({
        id: PRO_IDS.prado,
        name: 'Prado Cumplimiento Ambiental S.L.',
        city: 'Madrid',
        services: expect.arrayContaining(['authorisedRepresentative', 'nieNifApplication']),
      });
    },
  },
  {
    endpoint: 'searchUserByEmailAndCompany',
    user: USER_IDS.owner,
    method: 'POST',
    path: '/searchUserByEmailAndCompany',
    readsData: true,
    run: (s) =>
      s
        .dispatch(
          e.searchUserByEmailAndCompany.initiate({
            email: 'jonas.berger@alpenglueck-naturkosmetik.at',
            companyId: alpenglueck,
          }),
        )
        .unwrap(),
    check: (data) => {
      expect(data).toEqual({
        user: {
          id: USER_IDS.alpenglueckStaff,
          email: 'jonas.berger@alpenglueck-naturkosmetik.at',
          givenName: 'Jonas',
          familyName: 'Berger',
        },
        role: 'admin',
        pendingInvitationId: null,
      });
    },
  },
];

describe('every call of spec section 7', () => {
  it('[API-1] the table covers every endpoint of the account API', () => {
    expect(cases.map((c) => c.endpoint).sort()).toEqual(Object.keys(accountApi.endpoints).sort());
    expect(cases).toHaveLength(28);
  });

  it.each(cases)(
    '[API-1][API-5] $endpoint: $method $path with the bearer token, body read from data',
    async ({ user, method, path, search, run, check }) => {
      const seen = recordRequests();
      const { store, auth } = makeTestStore({ auth: new FakeAuth(user) });
      const data = await run(store);
      check(data);
      expect(
        seen.map(({ method, path, search, authorization }) => ({
          method,
          path,
          search,
          authorization,
        })),
      ).toEqual([
        {
          method,
          path: accountPath(path),
          search: search ?? '',
          authorization: `Bearer ${auth.token}`,
        },
      ]);
    },
  );

  it.each(cases.filter((c) => c.readsData && c.endpoint !== 'logout'))(
    '[API-1][ERR-4] $endpoint: a 2xx body of the wrong shape is an unexpected error',
    async ({ user, run }) => {
      server.use(
        http.all(`${config.accountApiUrl}/*`, () =>
          HttpResponse.json({ data: { unexpected: true } }),
        ),
      );
      const { store } = makeTestStore({ auth: new FakeAuth(user) });
      const failure = await run(store).then(
        () => null,
        (error: unknown) => error,
      );
      expect(isApiError(failure) && failure.kind).toBe('unexpected');
    },
  );
});

describe('logout accepts any status', () => {
  it.each([200, 204, 401, 403, 404, 500, 503])(
    '[API-6] POST /logout answered %i still resolves',
    async (status) => {
      const seen = recordRequests();
      server.use(
        http.post(`${config.accountApiUrl}/logout`, () =>
          status === 204
            ? new HttpResponse(null, { status })
            : HttpResponse.text(status >= 500 ? '<h1>Bad gateway</h1>' : 'bye', { status }),
        ),
      );
      const { store, auth } = makeTestStore();
      const result = await store.dispatch(e.logout.initiate());
      expect(result).toEqual({ data: { status } });
      // Reached with the bearer token, once: a 403 here does not start a session renewal.
      expect(seen).toEqual([expect.objectContaining({ path: accountPath('/logout') })]);
      expect(seen[0]?.authorization).toBe(`Bearer ${auth.token}`);
      expect(auth.renewals).toBe(0);
    },
  );

  it('[API-6] a network failure or a timeout of POST /logout still resolves', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    server.use(http.post(`${config.accountApiUrl}/logout`, () => HttpResponse.error()));
    const { store } = makeTestStore();
    expect(await store.dispatch(e.logout.initiate())).toEqual({ data: { status: 'FETCH_ERROR' } });

    server.use(
      http.post(`${config.accountApiUrl}/logout`, async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const pending = store.dispatch(e.logout.initiate());
    await jest.advanceTimersByTimeAsync(10_000);
    expect(await pending).toEqual({ data: { status: 'TIMEOUT_ERROR' } });
  });

  it('[API-6] signed out already (no token): logout still resolves', async () => {
    const { store } = makeTestStore({ auth: new FakeAuth(null) });
    expect(await store.dispatch(e.logout.initiate())).toEqual({ data: { status: 401 } });
  });
});

describe('admin company search', () => {
  it.each([
    ['name', 'nordlicht', [nordlicht]],
    ['city', 'köln', [rheinperle]],
    ['VAT id', 'ESB98765432', [solYMar]],
    ['id', COMPANY_IDS.kowalski, [kowalski]],
    ['legal-form words in the name', 'gmbh', [alpenglueck, nordlicht, rheinperle]],
  ])('[API-7] matches the %s: "%s"', async (_what, query, expected) => {
    const seen = recordRequests();
    const { store } = makeTestStore({ auth: new FakeAuth(USER_IDS.admin) });
    const result = await store.dispatch(e.searchAdminCompanies.initiate(query)).unwrap();
    expect(result.map((c) => c.id).sort()).toEqual([...expected].sort());
    expect(new URLSearchParams(seen[0]?.search).get('query')).toBe(query);
  });

  it('[API-7] an empty query lists every company, sorted by name', async () => {
    const { store } = makeTestStore({ auth: new FakeAuth(USER_IDS.admin) });
    const result = await store.dispatch(e.searchAdminCompanies.initiate('')).unwrap();
    expect(result).toHaveLength(7);
    expect(result.map((c) => c.name)).toEqual(
      [...result.map((c) => c.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it.each([USER_IDS.owner, USER_IDS.pro, USER_IDS.newbie])(
    '[API-7][TRUST-11] %s is not an administrator: 403 with its reason, without a renewal',
    async (userId) => {
      const { store, auth } = makeTestStore({ auth: new FakeAuth(userId) });
      const result = await store.dispatch(e.searchAdminCompanies.initiate('graz'));
      expect(errorOf(result)).toMatchObject({
        status: 403,
        message: 'Administrators only',
        reason: 'platformAdminsOnly',
      });
      expect(auth.renewals).toBe(0);
    },
  );
});

describe('a user is limited to their own companies', () => {
  const otherCompanyCalls: [string, (s: Store) => Promise<unknown>][] = [
    ['getCompany', (s) => s.dispatch(e.getCompany.initiate(solYMar)).unwrap()],
    [
      'updateCompany',
      (s) => s.dispatch(e.updateCompany.initiate({ id: solYMar, company: newCompany })).unwrap(),
    ],
    ['deleteCompany', (s) => s.dispatch(e.deleteCompany.initiate(solYMar)).unwrap()],
    ['getMembers', (s) => s.dispatch(e.getMembers.initiate(solYMar)).unwrap()],
    [
      'deleteMember',
      (s) =>
        s.dispatch(e.deleteMember.initiate({ companyId: solYMar, memberId: 'mem-0006' })).unwrap(),
    ],
    ['getInvitations', (s) => s.dispatch(e.getInvitations.initiate(solYMar)).unwrap()],
    [
      'createInvitation',
      (s) =>
        s
          .dispatch(
            e.createInvitation.initiate({
              companyId: solYMar,
              email: 'x@example.com',
              role: 'member',
            }),
          )
          .unwrap(),
    ],
    ['getAffiliations', (s) => s.dispatch(e.getAffiliations.initiate(solYMar)).unwrap()],
    [
      'createAffiliation',
      (s) =>
        s
          .dispatch(
            e.createAffiliation.initiate({
              companyId: solYMar,
              proId: PRO_IDS.graz,
              permissions: ['viewCompany'],
            }),
          )
          .unwrap(),
    ],
    [
      'deleteAffiliation',
      (s) =>
        s
          .dispatch(
            e.deleteAffiliation.initiate({
              companyId: solYMar,
              affiliationId: 'aff-0001',
              proId: PRO_IDS.prado,
            }),
          )
          .unwrap(),
    ],
    [
      'searchUserByEmailAndCompany',
      (s) =>
        s
          .dispatch(
            e.searchUserByEmailAndCompany.initiate({
              email: 'carmen.lopez@solymar-cosmetica.es',
              companyId: solYMar,
            }),
          )
          .unwrap(),
    ],
  ];

  it.each(otherCompanyCalls)(
    "[LOADER-6] %s on another user's company: 404 Company not found, nothing changed",
    async (_name, call) => {
      const { store } = makeTestStore({ auth: new FakeAuth(USER_IDS.owner) });
      const failure = await call(store).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toEqual({ kind: 'notFound', status: 404, message: 'Company not found' });
      expect(companies.findById(solYMar)?.name).toBe('Sol y Mar Cosmética S.L.');
      expect(memberships.findById('mem-0006')).toBeDefined();
      expect(affiliations.findById('aff-0001')?.status).toBe('active');
      expect(invitations.forCompany(solYMar)).toEqual([]);
    },
  );

  it('[LOADER-6] an unknown company id answers exactly like a foreign one', async () => {
    const { store } = makeTestStore();
    const unknown = await store.dispatch(e.getCompany.initiate('cmp-does-not-exist'));
    const foreign = await store.dispatch(e.getCompany.initiate(solYMar));
    expect(errorOf(unknown)).toEqual(errorOf(foreign));
  });

  it('[LOADER-6] the adviser sees exactly the three clients with an active affiliation', async () => {
    const { store } = makeTestStore({ auth: new FakeAuth(USER_IDS.pro) });
    const list = await store.dispatch(e.getCompanies.initiate()).unwrap();
    expect(list.map((c) => c.id)).toEqual([solYMar, kowalski, maisonLavande]);
    expect(
      list.every((c) => c.access.via === 'affiliation' && c.access.proId === PRO_IDS.prado),
    ).toBe(true);
    // Pending (Alpenglück) and revoked (Rheinperle) affiliations give no access.
    for (const id of [alpenglueck, rheinperle]) {
      const result = await store.dispatch(e.getCompany.initiate(id));
      expect(errorOf(result)).toMatchObject({ kind: 'notFound', message: 'Company not found' });
    }
    const client = await store.dispatch(e.getCompany.initiate(kowalski)).unwrap();
    expect(client.access).toEqual({
      via: 'affiliation',
      affiliationId: 'aff-0002',
      proId: PRO_IDS.prado,
      permissions: ['viewCompany', 'submitReports'],
    });
  });

  it('[X-MOCK-1] newbie@example.com has no company; outdated@example.com one that needs an update', async () => {
    const newbie = makeTestStore({ auth: new FakeAuth(USER_IDS.newbie) }).store;
    expect(await newbie.dispatch(e.getCompanies.initiate()).unwrap()).toEqual([]);
    const outdated = makeTestStore({ auth: new FakeAuth(USER_IDS.outdated) }).store;
    const list = await outdated.dispatch(e.getCompanies.initiate()).unwrap();
    expect(list.map((c) => [c.id, c.needsUpdate])).toEqual([[altmann, true]]);
  });
});

describe('cache tags: mutations refresh what they change', () => {
  it('[X-API-1] creating a company refreshes the company list', async () => {
    const { store } = makeTestStore({ auth: new FakeAuth(USER_IDS.owner) });
    const list = store.dispatch(e.getCompanies.initiate());
    expect((await list).data).toHaveLength(2);
    const created = await store.dispatch(e.createCompany.initiate(newCompany)).unwrap();
    await waitFor(() =>
      expect(
        e.getCompanies
          .select()(store.getState())
          .data?.map((c) => c.id),
      ).toContain(created.id),
    );
    list.unsubscribe();
  });

  it('[X-API-1] updating a company clears needsUpdate in the cached list and detail', async () => {
    const { store } = makeTestStore({ auth: new FakeAuth(USER_IDS.outdated) });
    const list = store.dispatch(e.getCompanies.initiate());
    const detail = store.dispatch(e.getCompany.initiate(altmann));
    expect((await detail).data?.needsUpdate).toBe(true);
    await list;
    await store
      .dispatch(e.updateCompany.initiate({ id: altmann, company: altmannUpdate }))
      .unwrap();
    await waitFor(() => {
      expect(e.getCompany.select(altmann)(store.getState()).data?.needsUpdate).toBe(false);
      expect(e.getCompanies.select()(store.getState()).data?.[0]?.needsUpdate).toBe(false);
    });
    list.unsubscribe();
    detail.unsubscribe();
  });

  it('[X-API-1] accepting an invitation refreshes the company list; the user is now a member', async () => {
    const { store } = makeTestStore({ auth: new FakeAuth(USER_IDS.newbie) });
    const list = store.dispatch(e.getCompanies.initiate());
    expect((await list).data).toEqual([]);
    await store
      .dispatch(e.acceptInvitation.initiate({ companyId: alpenglueck, invitationId: 'inv-0002' }))
      .unwrap();
    await waitFor(() =>
      expect(
        e.getCompanies
          .select()(store.getState())
          .data?.map((c) => c.id),
      ).toEqual([alpenglueck]),
    );
    list.unsubscribe();
  });

  it('[X-API-1] an adviser accepting an affiliation gains the client in the company list', async () => {
    const { store } = makeTestStore({ auth: new FakeAuth(USER_IDS.pro) });
    const list = store.dispatch(e.getCompanies.initiate());
    expect((await list).data).toHaveLength(3);
    await store
      .dispatch(
        e.updateAffiliation.initiate({
          companyId: alpenglueck,
          affiliationId: 'aff-0004',
          status: 'active',
        }),
      )
      .unwrap();
    await waitFor(() => expect(e.getCompanies.select()(store.getState()).data).toHaveLength(4));
    list.unsubscribe();
  });

  it('[X-API-1] changing names refreshes the cached user and member list', async () => {
    const { store } = makeTestStore({ auth: new FakeAuth(USER_IDS.owner) });
    const user = store.dispatch(e.getUser.initiate());
    const members = store.dispatch(e.getMembers.initiate(alpenglueck));
    await Promise.all([user, members]);
    await store
      .dispatch(e.updateNames.initiate({ givenName: 'Olivia', familyName: 'Obermayr' }))
      .unwrap();
    await waitFor(() => {
      expect(e.getUser.select()(store.getState()).data?.familyName).toBe('Obermayr');
      expect(e.getMembers.select(alpenglueck)(store.getState()).data?.[0]?.familyName).toBe(
        'Obermayr',
      );
    });
    user.unsubscribe();
    members.unsubscribe();
  });

  it('[X-API-1] removing a member and withdrawing an invitation refresh their lists', async () => {
    const { store } = makeTestStore({ auth: new FakeAuth(USER_IDS.owner) });
    const members = store.dispatch(e.getMembers.initiate(alpenglueck));
    const invites = store.dispatch(e.getInvitations.initiate(alpenglueck));
    expect((await members).data).toHaveLength(2);
    expect((await invites).data).toHaveLength(2);
    await store
      .dispatch(e.deleteMember.initiate({ companyId: alpenglueck, memberId: 'mem-0002' }))
      .unwrap();
    await store
      .dispatch(e.deleteInvitation.initiate({ companyId: alpenglueck, invitationId: 'inv-0003' }))
      .unwrap();
    await waitFor(() => {
      expect(e.getMembers.select(alpenglueck)(store.getState()).data).toHaveLength(1);
      expect(
        e.getInvitations
          .select(alpenglueck)(store.getState())
          .data?.map((i) => [i.id, i.status]),
      ).toEqual([
        ['inv-0002', 'pending'],
        ['inv-0003', 'revoked'],
      ]);
    });
    members.unsubscribe();
    invites.unsubscribe();
  });
});
