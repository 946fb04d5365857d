/**
 * In-memory store behind the mock APIs and the local identity provider, seeded from fixtures.
 * One instance per process: jest resets it between tests (`resetDb`), the dev server keeps it for
 * its lifetime (a restart brings the fixtures back).
 */
import { userFixtures, type UserRecord } from './fixtures/users';

const clone = <T>(value: T): T => structuredClone(value);

function seed() {
  return {
    users: clone(userFixtures),
  };
}

let state = seed();

export function resetDb(): void {
  state = seed();
}

let counter = 0;
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter.toString(36).padStart(3, '0')}`;
}

export const users = {
  all: (): UserRecord[] => state.users,
  findById: (id: string): UserRecord | undefined => state.users.find((u) => u.id === id),
  findByEmail: (email: string): UserRecord | undefined =>
    state.users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase()),
  create(input: Omit<UserRecord, 'id' | 'createdAt' | 'isAdmin' | 'proId'>): UserRecord {
    const user: UserRecord = {
      ...input,
      email: input.email.trim().toLowerCase(),
      id: newId('usr'),
      createdAt: new Date().toISOString(),
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
  remove(id: string): void {
    state.users = state.users.filter((u) => u.id !== id);
  },
};
