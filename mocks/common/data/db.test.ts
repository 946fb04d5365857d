/**
 * The in-memory db and its fixtures: the demo users of the product issue exist with the data their
 * scenarios need, and `resetDb()` brings everything back.
 */
import {
  affiliations,
  companies,
  companiesOf,
  featureFlags,
  invitations,
  memberships,
  outbox,
  resetDb,
  users,
} from './db';
import { COMPANY_IDS, companyFixtures } from './fixtures/companies';
import { FEATURE_FLAG_NAMES } from '../../../src/shared/contract/main/feature-flags';
import { PRO_IDS, proFixtures } from './fixtures/pros';
import { USER_IDS } from './fixtures/users';

const byEmail = (email: string) => {
  const user = users.findByEmail(email);
  if (!user) throw new Error(`fixture user ${email} missing`);
  return user;
};

describe('fixtures of the product issue', () => {
  it('[X-MOCK-1] owner@example.com: an Austrian and a German company, every flag on', () => {
    const owner = byEmail('owner@example.com');
    expect(owner.id).toBe(USER_IDS.owner);
    const list = companiesOf(owner).map(({ company }) => company);
    expect(list.map((c) => [c.name, c.country, c.address.city])).toEqual([
      ['Alpenglück Naturkosmetik GmbH', 'AT', 'Graz'],
      ['Nordlicht Versand GmbH', 'DE', 'Hamburg'],
    ]);
    const flags = featureFlags.forUser(owner.id);
    expect(Object.keys(flags).sort()).toEqual([...FEATURE_FLAG_NAMES].sort());
    expect(Object.values(flags).every(Boolean)).toBe(true);
  });

  it('[X-MOCK-1] newbie@example.com has no company', () => {
    expect(companiesOf(byEmail('newbie@example.com'))).toEqual([]);
  });

  it('[X-MOCK-1] outdated@example.com has one company whose needsUpdate is true', () => {
    const list = companiesOf(byEmail('outdated@example.com'));
    expect(list.map(({ company }) => [company.id, company.needsUpdate])).toEqual([
      [COMPANY_IDS.altmann, true],
    ]);
    expect(companyFixtures.filter((c) => c.needsUpdate)).toHaveLength(1);
  });

  it('[X-MOCK-1] flagsoff@example.com has one company and every flag off', () => {
    const user = byEmail('flagsoff@example.com');
    expect(companiesOf(user)).toHaveLength(1);
    const flags = featureFlags.forUser(user.id);
    expect(FEATURE_FLAG_NAMES.map((f) => flags[f])).toEqual(FEATURE_FLAG_NAMES.map(() => false));
  });

  it('[X-MOCK-1][LOADER-6] pro@example.com works for pro-0001, which has exactly three active clients', () => {
    const pro = byEmail('pro@example.com');
    expect(pro.proId).toBe(PRO_IDS.prado);
    const list = companiesOf(pro);
    expect(list.map(({ company }) => company.id)).toEqual([
      COMPANY_IDS.solYMar,
      COMPANY_IDS.kowalski,
      COMPANY_IDS.maisonLavande,
    ]);
    expect(list.every(({ access }) => access.via === 'affiliation')).toBe(true);
  });

  it('[X-MOCK-1][API-7] admin@example.com is the platform administrator, and the only one', () => {
    expect(byEmail('admin@example.com').isAdmin).toBe(true);
    expect(users.all().filter((u) => u.isAdmin)).toHaveLength(1);
  });

  it('[X-MOCK-1] commercial register entries and VAT ids are shaped like real ones', () => {
    for (const company of companyFixtures) {
      if (company.commercialRegister) expect(company.commercialRegister).toMatch(/^\S.{1,58}\S$/);
      if (company.vatId) expect(company.vatId.slice(0, 2)).toBe(company.country);
      expect(company.address.country).toBe(company.country);
      expect(company.country).toMatch(/^[A-Z]{2}$/);
    }
    const codes = proFixtures.map((p) => `${p.country}/${p.code}`);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('[X-MOCK-1] every company has an owner; every membership and affiliation points at real records', () => {
    for (const company of companies.all()) {
      expect(memberships.forCompany(company.id).some((m) => m.role === 'owner')).toBe(true);
    }
    for (const m of memberships.all()) {
      expect(users.findById(m.userId)).toBeDefined();
      expect(companies.findById(m.companyId)).toBeDefined();
    }
    for (const a of affiliations.all()) {
      expect(companies.findById(a.companyId)).toBeDefined();
      expect(proFixtures.some((p) => p.id === a.proId)).toBe(true);
    }
  });

  it('[X-MOCK-1][FLAG-1] a user without a map gets the default; the public map is separate', () => {
    const flags = featureFlags.forUser(USER_IDS.admin);
    expect(flags.at_licensing_enabled).toBe(true);
    expect(flags.ame_enabled).toBe(false);
    expect(featureFlags.public()).toMatchObject({
      at_licensing_enabled: true,
      ame_enabled: false,
      es_nieNifApplication_enabled: false,
    });
  });

  it('[X-MOCK-1] fixture invitations are dated relative to now: pending ones are valid, one has expired', () => {
    const open = invitations.all().filter((i) => !invitations.isExpired(i));
    expect(open.map((i) => i.id).sort()).toEqual(['inv-0001', 'inv-0002']);
    expect(invitations.isExpired(invitations.findById('inv-0003')!)).toBe(true);
  });
});

describe('db rules', () => {
  it('[X-MOCK-2] creating a company makes the creator its owner', () => {
    const company = companies.create(
      {
        name: 'Donau Feinkost OG',
        legalForm: 'OG',
        country: 'AT',
        address: { street: 'Landstraße 12', postalCode: '4020', city: 'Linz', country: 'AT' },
        vatId: 'ATU68423917',
        commercialRegister: null,
        contact: { email: 'office@donau-feinkost.at', phone: '' },
      },
      USER_IDS.newbie,
    );
    expect(company).toMatchObject({ needsUpdate: false, name: 'Donau Feinkost OG' });
    expect(memberships.find(USER_IDS.newbie, company.id)?.role).toBe('owner');
    expect(companiesOf(users.findById(USER_IDS.newbie)!).map((c) => c.company.id)).toEqual([
      company.id,
    ]);
  });

  it('[X-MOCK-2] replacing a company clears needsUpdate', () => {
    const before = companies.findById(COMPANY_IDS.altmann)!;
    const { id: _id, needsUpdate: _n, createdAt: _c, ...input } = before;
    expect(
      companies.replace(COMPANY_IDS.altmann, { ...input, vatId: 'DE284615937' }),
    ).toMatchObject({ vatId: 'DE284615937', needsUpdate: false });
  });

  it('[X-MOCK-2] resetDb restores every fixture and forgets changes, mails and flag overrides', () => {
    companies.remove(COMPANY_IDS.nordlicht);
    users.update(USER_IDS.owner, { givenName: 'Changed' });
    featureFlags.setForUser(USER_IDS.owner, { ame_enabled: false });
    featureFlags.setPublic({ ame_enabled: true });
    affiliations.update('aff-0004', { status: 'active' });
    outbox.send({ to: 'owner@example.com', kind: 'passwordReset' });

    resetDb();

    expect(companies.findById(COMPANY_IDS.nordlicht)?.name).toBe('Nordlicht Versand GmbH');
    expect(memberships.find(USER_IDS.owner, COMPANY_IDS.nordlicht)?.role).toBe('owner');
    expect(users.findById(USER_IDS.owner)?.givenName).toBe('Olivia');
    expect(featureFlags.forUser(USER_IDS.owner).ame_enabled).toBe(true);
    expect(featureFlags.public().ame_enabled).toBe(false);
    expect(affiliations.findById('aff-0004')?.status).toBe('pending');
    expect(outbox.all()).toEqual([]);
  });

  it('[X-MOCK-2] changes to records never leak into the fixtures', () => {
    companies.update(COMPANY_IDS.alpenglueck, { name: 'Renamed' });
    expect(companyFixtures.find((c) => c.id === COMPANY_IDS.alpenglueck)?.name).toBe(
      'Alpenglück Naturkosmetik GmbH',
    );
  });
});
