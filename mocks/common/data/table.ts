/**
 * A table of the in-memory db: rows seeded from fixtures, back to the seed on `resetDb`. Each
 * domain keeps its tables in its own module (`mocks/main-api/data/<domain>.ts`), so adding a domain never
 * touches another's.
 */
const resets: (() => void)[] = [];

export interface Table<T extends { id: string }> {
  all(): T[];
  findById(id: string): T | undefined;
  where(predicate: (row: T) => boolean): T[];
  insert(row: T): T;
  /** Merges `patch` into the row; the changed row, or undefined when there is none. */
  update(id: string, patch: Partial<T>): T | undefined;
  remove(id: string): void;
}

/**
 * Rows are seeded on first use after a reset, not at the reset: jest resets the db after every
 * test, and most tests touch two or three of the tables (the deadline and booking fixtures are
 * computed from today's calendar).
 */
export function table<T extends { id: string }>(seed: () => T[]): Table<T> {
  let seeded: T[] | null = null;
  const rows = () => (seeded ??= seed());
  resets.push(() => {
    seeded = null;
  });
  return {
    all: () => rows(),
    findById: (id) => rows().find((row) => row.id === id),
    where: (predicate) => rows().filter(predicate),
    insert(row) {
      rows().push(row);
      return row;
    },
    update(id, patch) {
      const row = rows().find((r) => r.id === id);
      if (row) Object.assign(row, structuredClone(patch));
      return row;
    },
    remove(id) {
      seeded = rows().filter((row) => row.id !== id);
    },
  };
}

/** Every table back to its fixtures (part of `resetDb`). */
export function resetTables(): void {
  resets.forEach((reset) => reset());
}
