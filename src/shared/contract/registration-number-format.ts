/**
 * The format of a registration number as the reference data states it (label, anchored pattern,
 * example, check digit) and how a typed number is matched against it.
 */
import * as v from 'valibot';

/** Check-digit schemes a registration number format can name. */
export const CHECK_DIGITS = ['gs1Mod10'] as const;

export type CheckDigit = (typeof CHECK_DIGITS)[number];

/**
 * The GS1 check digit of the digits before it: from the right, weights 3, 1, 3, ...; the digit
 * that brings the sum up to a multiple of 10.
 */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

const CHECKS: Record<CheckDigit, (value: string) => boolean> = {
  gs1Mod10: (value) => {
    const digits = value.replace(/\D/g, '');
    return digits.length >= 2 && gs1CheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
  },
};

export const RegistrationNumberFormatSchema = v.pipe(
  v.object({
    /** Proper name as printed on invoices: 'LUCID', 'WEEE-Reg.-Nr.', 'BDO', 'IDU'. */
    label: v.pipe(v.string(), v.nonEmpty()),
    /** JS RegExp source, anchored, applied to the normalised value (see `registrationNumberMatches`). */
    pattern: v.nullable(
      v.pipe(
        v.string(),
        v.check((p) => p.startsWith('^') && p.endsWith('$') && compiles(p), 'Anchored RegExp.'),
      ),
    ),
    example: v.nullable(v.string()),
    /**
     * A check digit the number's last digit must equal, computed over its other digits:
     * `gs1Mod10` is the GS1 check digit of GLNs, GTINs and SSCCs (weights 3 and 1 from the right,
     * https://www.gs1.org/services/how-calculate-check-digit-manually). Absent: no check.
     */
    checkDigit: v.optional(v.picklist(CHECK_DIGITS)),
    /** RULE-1: derived, true only when the rule's `registrationNumber` fact has a primary basis. */
    verified: v.boolean(),
  }),
  v.check(
    (f) => f.example === null || (f.pattern !== null && formatMatches(f, f.example) === true),
    'An example needs a pattern and must match it.',
  ),
);

export type RegistrationNumberFormat = v.InferOutput<typeof RegistrationNumberFormatSchema>;

/**
 * Whether `value` has the format (see `registrationNumberMatches`); with a `checkDigit`, the
 * matching candidate's check digit must be right too.
 */
export function formatMatches(
  format: { label: string; pattern: string | null; checkDigit?: CheckDigit },
  value: string,
): boolean | null {
  if (format.pattern === null) return null;
  const pattern = new RegExp(format.pattern);
  const check = format.checkDigit ? CHECKS[format.checkDigit] : () => true;
  const compact = value.trim().toUpperCase().replace(/\s+/g, '');
  const label = format.label.toUpperCase().replace(/\s+/g, '');
  const candidates = [compact];
  if (label && compact.startsWith(label))
    candidates.push(compact.slice(label.length).replace(/^:/, ''));
  return candidates
    .flatMap((c) => [c, c.replace(/[.-]/g, '')])
    .some((c) => pattern.test(c) && check(c));
}

function compiles(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}
