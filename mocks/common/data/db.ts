/**
 * In-memory store behind the mock APIs and the local identity provider, seeded from fixtures.
 * One instance per process: jest resets it between tests (`resetDb`), the dev server keeps it for
 * its lifetime (a restart brings the fixtures back).
 *
 * The repositories below hold data rules (a new company gets its creator as owner, deleting a
 * company removes what hangs off it); HTTP concerns (who may call what, status codes) live in the
 * handlers.
 */
import type { CompanyRole } from '../../../src/shared/contract/account/access';
import type { CompanyData } from '../../../src/shared/contract/account/companies';
import {
  INVITATION_VALIDITY_MS,
  companyFixtures,
  invitationFixtures,
  membershipFixtures,
  type CompanyRecord,
  type InvitationRecord,
  type MembershipRecord,
} from './fixtures/companies';
import { featureFlags, resetFeatureFlags } from './feature-flags';
import { newId } from './ids';
import { clearOutbox } from './outbox';
import {
  affiliationFixtures,
  proFixtures,
  type AffiliationRecord,
  type ProRecord,
} from './fixtures/pros';
import { userFixtures, type UserRecord } from './fixtures/users';
import { resetTables } from './table';
import { resetSlidingWindows } from './sliding-window';

export type {
  AffiliationRecord,
  CompanyRecord,
  InvitationRecord,
  MembershipRecord,
  ProRecord,
  UserRecord,
};
// The store's other parts have modules of their own; db stays the one door the handlers use.
export { featureFlags } from './feature-flags';
export { newId } from './ids';
export { outbox, type SentMail } from './outbox';

const clone = <T>(value: T): T => structuredClone(value);

function seed() {
  return {
    users: clone(userFixtures),
    companies: clone(companyFixtures),
    memberships: clone(membershipFixtures),
    invitations: invitationFixtures(Date.now()),
    pros: clone(proFixtures),
    affiliations: clone(affiliationFixtures),
  };
}

let state = seed();

/** Back to the fixtures: every change, every sent mail and every flag override is forgotten. */
export function resetDb(): void {
  state = seed();
  resetFeatureFlags();
  clearOutbox();
  resetTables();
  resetSlidingWindows();
}

const now = () => new Date().toISOString();
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const users = {
  all: (): UserRecord[] => state.users,
  findById: (id: string): UserRecord | undefined => state.users.find((u) => u.id === id),
  findByEmail: (email: string): UserRecord | undefined =>
    state.users.find((u) => sameEmail(u.email, email)),
  create(input: Omit<UserRecord, 'id' | 'createdAt' | 'isAdmin' | 'proId'>): UserRecord {
    const user: UserRecord = {
      ...input,
      email: input.email.trim().toLowerCase(),
      id: newId('usr'),
      createdAt: now(),
      isAdmin: false,
      proId: null,
    };
    state.users.push(user);
    return user;
  },
  update(id: string, patch: Partial<UserRecord>): UserRecord | undefined {
    const user = state.users.find((u) => u.id === id);
    if (user) Object.assign(user, patch);
    return user;
  },
  /** Removes the user with their memberships and flag map. */
  remove(id: string): void {
    state.users = state.users.filter((u) => u.id !== id);
    state.memberships = state.memberships.filter((m) => m.userId !== id);
    featureFlags.forget(id);
  },
};

export const companies = {
  all: (): CompanyRecord[] => state.companies,
  findById: (id: string): CompanyRecord | undefined => state.companies.find((c) => c.id === id),
  /** Creates the company with `ownerId` as its owner. */
  create(input: CompanyData, ownerId: string): CompanyRecord {
    const company: CompanyRecord = {
      ...clone(input),
      id: newId('cmp'),
      needsUpdate: false,
      createdAt: now(),
    };
    state.companies.push(company);
    memberships.add(ownerId, company.id, 'owner');
    return company;
  },
  /** Replaces the company's data; the review the service asked for is thereby done. */
  replace(id: string, input: CompanyData): CompanyRecord | undefined {
    const company = companies.findById(id);
    if (!company) return undefined;
    Object.assign(company, clone(input), { needsUpdate: false });
    return company;
  },
  update(id: string, patch: Partial<CompanyRecord>): CompanyRecord | undefined {
    const company = companies.findById(id);
    if (company) Object.assign(company, patch);
    return company;
  },
  /** Removes the company with its memberships, invitations and affiliations. */
  remove(id: string): void {
    state.companies = state.companies.filter((c) => c.id !== id);
    state.memberships = state.memberships.filter((m) => m.companyId !== id);
    state.invitations = state.invitations.filter((i) => i.companyId !== id);
    state.affiliations = state.affiliations.filter((a) => a.companyId !== id);
  },
  /** Admin search: case-insensitive match on name, id, VAT id and city; empty query lists all. */
  search(query: string): CompanyRecord[] {
    const q = query.trim().toLowerCase();
    const hits = q
      ? state.companies.filter((c) =>
          [c.name, c.id, c.vatId ?? '', c.address.city].some((f) => f.toLowerCase().includes(q)),
        )
      : state.companies;
    return [...hits].sort((a, b) => a.name.localeCompare(b.name));
  },
};

export const memberships = {
  all: (): MembershipRecord[] => state.memberships,
  findById: (id: string): MembershipRecord | undefined =>
    state.memberships.find((m) => m.id === id),
  forUser: (userId: string): MembershipRecord[] =>
    state.memberships.filter((m) => m.userId === userId),
  forCompany: (companyId: string): MembershipRecord[] =>
    state.memberships.filter((m) => m.companyId === companyId),
  find: (userId: string, companyId: string): MembershipRecord | undefined =>
    state.memberships.find((m) => m.userId === userId && m.companyId === companyId),
  add(userId: string, companyId: string, role: CompanyRole): MembershipRecord {
    const membership: MembershipRecord = {
      id: newId('mem'),
      userId,
      companyId,
      role,
      joinedAt: now(),
    };
    state.memberships.push(membership);
    return membership;
  },
  remove(id: string): void {
    state.memberships = state.memberships.filter((m) => m.id !== id);
  },
};

export const invitations = {
  all: (): InvitationRecord[] => state.invitations,
  findById: (id: string): InvitationRecord | undefined =>
    state.invitations.find((i) => i.id === id),
  forCompany: (companyId: string): InvitationRecord[] =>
    state.invitations.filter((i) => i.companyId === companyId),
  isExpired: (invitation: InvitationRecord, at = Date.now()): boolean =>
    Date.parse(invitation.expiresAt) <= at,
  /** A pending, unexpired invitation of this address to this company. */
  findOpen: (companyId: string, email: string): InvitationRecord | undefined =>
    state.invitations.find(
      (i) =>
        i.companyId === companyId &&
        i.status === 'pending' &&
        !invitations.isExpired(i) &&
        sameEmail(i.email, email),
    ),
  create(input: {
    companyId: string;
    email: string;
    role: CompanyRole;
    invitedBy: string;
  }): InvitationRecord {
    const createdAt = Date.now();
    const invitation: InvitationRecord = {
      ...input,
      email: input.email.trim().toLowerCase(),
      id: newId('inv'),
      status: 'pending',
      createdAt: new Date(createdAt).toISOString(),
      expiresAt: new Date(createdAt + INVITATION_VALIDITY_MS).toISOString(),
    };
    state.invitations.push(invitation);
    return invitation;
  },
  update(id: string, patch: Partial<InvitationRecord>): InvitationRecord | undefined {
    const invitation = invitations.findById(id);
    if (invitation) Object.assign(invitation, patch);
    return invitation;
  },
  remove(id: string): void {
    state.invitations = state.invitations.filter((i) => i.id !== id);
  },
};

export const pros = {
  all: (): ProRecord[] => state.pros,
  findById: (id: string): ProRecord | undefined => state.pros.find((p) => p.id === id),
  findByCode: (country: string, code: string): ProRecord | undefined =>
    state.pros.find(
      (p) =>
        p.country.toUpperCase() === country.toUpperCase() &&
        p.code.toUpperCase() === code.toUpperCase(),
    ),
};

export const affiliations = {
  all: (): AffiliationRecord[] => state.affiliations,
  findById: (id: string): AffiliationRecord | undefined =>
    state.affiliations.find((a) => a.id === id),
  forCompany: (companyId: string): AffiliationRecord[] =>
    state.affiliations.filter((a) => a.companyId === companyId),
  /** The adviser firm's affiliations that are in force. */
  activeForPro: (proId: string): AffiliationRecord[] =>
    state.affiliations.filter((a) => a.proId === proId && a.status === 'active'),
  create(input: Omit<AffiliationRecord, 'id' | 'createdAt' | 'status'>): AffiliationRecord {
    const affiliation: AffiliationRecord = {
      ...clone(input),
      id: newId('aff'),
      status: 'pending',
      createdAt: now(),
    };
    state.affiliations.push(affiliation);
    return affiliation;
  },
  update(id: string, patch: Partial<AffiliationRecord>): AffiliationRecord | undefined {
    const affiliation = affiliations.findById(id);
    if (affiliation) Object.assign(affiliation, clone(patch));
    return affiliation;
  },
  remove(id: string): void {
    state.affiliations = state.affiliations.filter((a) => a.id !== id);
  },
};

/** How a user reaches a company: membership, or an active affiliation of their adviser firm. */
export type CompanyAccessRecord =
  | { via: 'membership'; membership: MembershipRecord }
  | { via: 'affiliation'; affiliation: AffiliationRecord };

/** Spec: a user is limited to their own companies. Memberships win over affiliations. */
export function companyAccess(user: UserRecord, companyId: string): CompanyAccessRecord | null {
  if (!companies.findById(companyId)) return null;
  const membership = memberships.find(user.id, companyId);
  if (membership) return { via: 'membership', membership };
  const affiliation = user.proId
    ? affiliations.activeForPro(user.proId).find((a) => a.companyId === companyId)
    : undefined;
  return affiliation ? { via: 'affiliation', affiliation } : null;
}

/** Every company the user may work on, in a stable order (memberships first, then clients). */
export function companiesOf(
  user: UserRecord,
): { company: CompanyRecord; access: CompanyAccessRecord }[] {
  const ids = [
    ...memberships.forUser(user.id).map((m) => m.companyId),
    ...(user.proId ? affiliations.activeForPro(user.proId).map((a) => a.companyId) : []),
  ];
  return [...new Set(ids)].flatMap((id) => {
    const company = companies.findById(id);
    const access = companyAccess(user, id);
    return company && access ? [{ company, access }] : [];
  });
}
