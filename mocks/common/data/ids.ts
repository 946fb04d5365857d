/** Ids of new records: a prefix, the time and a counter, unique within the process. */
let counter = 0;
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter.toString(36).padStart(3, '0')}`;
}
