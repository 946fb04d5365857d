/**
 * PROOF-1: the ready texts of the marketplace proof pack (invoices, shop footer, terms), with the
 * numbers filled in, in the language of `t`. One function for the page and the service's PDF, so
 * both say the same. Relative imports only: the mock backend loads it with esbuild-register.
 */
import type { ProofEntry, ProofPack } from '../contract/main/proof-pack';
import { countryName } from '../i18n/format';

type AnyT = (key: string, options?: Record<string, unknown>) => string;

export const PROOF_TEXT_KINDS = ['invoice', 'footer', 'terms'] as const;
export type ProofTextKind = (typeof PROOF_TEXT_KINDS)[number];

/**
 * One number as printed: "LUCID DE1234567890123 (Germany, Packaging)". Where the reference data
 * knows no label for the number, the register's name stands for it (EU-3: the text names the
 * country's register), e.g. "Registro AEE IT0123 (Italy, WEEE)".
 */
export function proofLine(entry: ProofEntry, t: unknown, language: string): string {
  const tt = t as AnyT;
  const label = entry.label ?? entry.register?.name ?? null;
  return tt(label ? 'compliance:proof.line' : 'compliance:proof.lineWithoutLabel', {
    label,
    number: entry.number,
    country: countryName(entry.country, language),
    stream: tt(`reference:streams.${entry.stream}`),
  });
}

/** The three ready texts; none when the company holds no number yet. */
export function proofTexts(
  pack: ProofPack,
  t: unknown,
  language: string,
): Record<ProofTextKind, string> | null {
  if (pack.entries.length === 0) return null;
  const tt = t as AnyT;
  const numbers = pack.entries.map((e) => proofLine(e, t, language)).join('; ');
  const values = { company: pack.companyName, numbers };
  return {
    invoice: tt('compliance:proof.texts.invoice', values),
    footer: tt('compliance:proof.texts.footer', values),
    terms: tt('compliance:proof.texts.terms', values),
  };
}
