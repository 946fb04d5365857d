/**
 * Spanish identity and tax numbers and their check characters, as the Spanish rules define them:
 * - DNI: 8 digits + letter `TRWAGMYFPDXBNJZSQVHLCKE`[number mod 23];
 * - NIE: X/Y/Z + 7 digits + letter, with X→0, Y→1, Z→2 and the same mod-23 rule;
 * - entity NIF (Orden EHA/451/2008): letter of the legal form + 7 digits + control: over the 7
 *   digits, A = sum of the digits in even positions, B = sum of the digit sums of the doubled digits
 *   in odd positions, D = (10 − (A + B) mod 10) mod 10; the control is the digit D for A, B, E, H,
 *   the letter `JABCDEFGHI`[D] for N, P, Q, R, S, W (N: per secondary sources), either for others.
 */
import { isEeaCountry } from './vocabulary/countries';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

const ENTITY_LETTERS = 'JABCDEFGHI';

const ENTITY_DIGIT_CONTROL = 'ABEH';

const ENTITY_LETTER_CONTROL = 'NPQRSW';

/** Upper case without spaces, dots and hyphens, as IDs are printed in many ways. */
export const compactId = (value: string) => value.toUpperCase().replace(/[\s.-]/g, '');

/** The check letter of an 8-digit number. */
export const dniLetter = (digits: string): string => DNI_LETTERS[Number(digits) % 23]!;

export function isValidDni(value: string): boolean {
  const id = compactId(value);
  return /^\d{8}[A-Z]$/.test(id) && dniLetter(id.slice(0, 8)) === id[8];
}

/**
 * An "M" NIF: the tax number the AEAT assigns to a foreign person without an NIE on form 030
 * (M + 7 digits + check letter; the letter by the DNI rule over the 7 digits, as NIE validators
 * such as python-stdnum compute it for K, L and M).
 */
export function isValidMNif(value: string): boolean {
  const id = compactId(value);
  return /^M\d{7}[A-Z]$/.test(id) && dniLetter(id.slice(1, 8)) === id[8];
}

export function isValidNie(value: string): boolean {
  const id = compactId(value);
  if (!/^[XYZ]\d{7}[A-Z]$/.test(id)) return false;
  const number = `${'XYZ'.indexOf(id[0]!)}${id.slice(1, 8)}`;
  return dniLetter(number) === id[8];
}

/** D of the entity NIF rule for its 7 digits. */
export function entityControlDigit(digits: string): number {
  let even = 0;
  let odd = 0;
  [...digits].forEach((ch, index) => {
    const digit = Number(ch);
    // Positions count from 1: index 0 is position 1 (odd).
    if (index % 2 === 1) even += digit;
    else {
      const doubled = digit * 2;
      odd += Math.floor(doubled / 10) + (doubled % 10);
    }
  });
  return (10 - ((even + odd) % 10)) % 10;
}

/** The control character an entity NIF with this letter and digits carries (a letter where both are allowed). */
export function entityNifControl(letter: string, digits: string): string {
  const d = entityControlDigit(digits);
  return ENTITY_DIGIT_CONTROL.includes(letter) ? String(d) : ENTITY_LETTERS[d]!;
}

export function isValidEntityNif(value: string): boolean {
  const id = compactId(value);
  if (!/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(id)) return false;
  const letter = id[0]!;
  const d = entityControlDigit(id.slice(1, 8));
  const control = id[8]!;
  const asDigit = control === String(d);
  const asLetter = control === ENTITY_LETTERS[d];
  if (ENTITY_DIGIT_CONTROL.includes(letter)) return asDigit;
  if (ENTITY_LETTER_CONTROL.includes(letter)) return asLetter;
  return asDigit || asLetter;
}

/**
 * Ley 58/2003 art. 47(2) asks a tax representative in Spain of non-residents outside the European
 * Economic Area (the vocabulary's EEA membership, RULE-4).
 */
export const needsTaxRepresentative = (seatCountry: string) =>
  /^[A-Z]{2}$/.test(seatCountry) && !isEeaCountry(seatCountry);
