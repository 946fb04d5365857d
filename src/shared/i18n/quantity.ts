/**
 * Quantities typed the way the user's language writes numbers: `1.234,5` in German, `1,234.5` in
 * English, `1 234,5` in French, `1234,5` or `1.234,5` in Spanish. One strict pair of parse and
 * format, used by every quantity input, so what the field shows parses back to the same number.
 *
 * Strict on purpose: a group separator must separate groups of three digits, so `1.5` in German
 * is refused rather than guessed as 1.5 or 1,500.
 */

interface Separators {
  decimal: string;
  group: string;
}

const separators = new Map<string, Separators>();

function separatorsOf(language: string): Separators {
  let found = separators.get(language);
  if (!found) {
    const parts = new Intl.NumberFormat(language, { useGrouping: true }).formatToParts(1234567.5);
    found = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
    };
    separators.set(language, found);
  }
  return found;
}

/** Every kind of space people (and Intl) put between digit groups. */
const SPACES = /[\s\u00a0\u202f\u2009]/g;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type ParsedQuantity =
  { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid' };

/**
 * Reads a typed quantity (kg, at most `decimals` decimals, not negative). Spaces of any kind count
 * as group separators; a trailing `kg` is allowed.
 */
export function parseQuantity(text: string, language: string, decimals = 3): ParsedQuantity {
  const { decimal, group } = separatorsOf(language);
  const spaceGroup = /^[\s\u00a0\u202f\u2009]$/.test(group);
  // Spaces are group separators where the language groups with a space; elsewhere only padding.
  let compact = text.trim().replace(/\s*kg$/i, '');
  if (compact === '') return { kind: 'empty' };
  compact = compact.replace(SPACES, spaceGroup ? ' ' : '');
  const groupChar = spaceGroup ? ' ' : group;
  const integer = `(?:\\d+|\\d{1,3}(?:${escape(groupChar)}\\d{3})+)`;
  const pattern = new RegExp(`^(${integer})(?:${escape(decimal)}(\\d{1,${decimals}}))?$`);
  const match = pattern.exec(compact);
  if (!match) return { kind: 'invalid' };
  const digits = match[1]!.split(groupChar).join('');
  const value = Number(`${digits}.${match[2] ?? '0'}`);
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid' };
}

/** A quantity as the language writes it, with up to `decimals` decimals (`1.234,5`). */
export function formatQuantity(value: number, language: string, decimals = 3): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: decimals }).format(value);
}
