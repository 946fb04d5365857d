/**
 * RULE-1: the provision one fact of a rule rests on, as data, and the marks of the facts that no
 * primary source confirmed yet. The shape is shared by the engineers researching quotes (their
 * files in `mocks/main-api/data/fixtures/bases/`), so its fields are fixed: keep them as they are.
 *
 * Relative imports only (the mock backend loads this file with esbuild-register).
 */
import * as v from 'valibot';
import { IsoDateSchema, UrlSchema } from './deadline-rules';

export const LegalBasisSchema = v.object({
  /** The act's official short name and number: 'Verpackungsgesetz (VerpackG)'. */
  act: v.pipe(v.string(), v.nonEmpty()),
  /** Article/paragraph as the act numbers it: '§ 9(1)', 'Art. 55(1)', 'Anlage 5'. */
  provision: v.pipe(v.string(), v.nonEmpty()),
  /** Where the official text is published. */
  url: UrlSchema,
  /** The sentence the fact rests on, verbatim, in the original language ('…' trims only). */
  quote: v.string(),
  /** ISO 639-1 of the quote. */
  lang: v.pipe(v.string(), v.regex(/^[a-z]{2}$/)),
  /** An English gloss of the quote. */
  gloss: v.string(),
  /** The day the quote was read. */
  checked: IsoDateSchema,
  /** Where the quote was actually read, when not at `url` (a verbatim reproduction); disclosed. */
  readAt: v.optional(UrlSchema),
  /** Leads (consultants, schemes' FAQs): listed beside, never verify. */
  secondary: v.optional(v.array(UrlSchema)),
});

export type LegalBasis = v.InferOutput<typeof LegalBasisSchema>;

/** The facts of a rule that are its own fields. */
export const FIELD_FACTS = [
  'since',
  'legalBasis',
  'register',
  'registrationNumber',
  'schemes',
  'reportingFrequency',
  'authorisedRepresentative',
  'audience',
  'fines',
  'thresholds',
  'memberStateRepresentative',
  'representativeWhen',
] as const;

/**
 * A fact of one rule: a field, `deadline:<deadline id>` or `duty:<duty id>`. Keys of the global
 * bases map prefix it with `<CC>/<stream>/`.
 */
export const FACT_PATTERN = new RegExp(
  `^(?:${FIELD_FACTS.join('|')}|deadline:[a-z0-9]+(?:-[a-z0-9]+)*|duty:(?:registration|systemParticipation|takeBack))$`,
);

export const FactSchema = v.pipe(v.string(), v.regex(FACT_PATTERN));

/**
 * Why a fact is unconfirmed: `notResearched` no primary text has been looked for yet;
 * `secondaryOnly` its basis cites no quote at an official host (leads only); `notFound` it was
 * looked for and not found (the mark's `note` says where and why).
 */
export const MARK_REASONS = ['notResearched', 'secondaryOnly', 'notFound'] as const;

export const MarkSchema = v.object({
  fact: FactSchema,
  reason: v.picklist(MARK_REASONS),
  /** The research note, in English as written by whoever looked (like a basis's gloss). */
  note: v.nullable(v.string()),
});

export type Mark = v.InferOutput<typeof MarkSchema>;

/** A rule's bases by fact, and a mark for every fact it states without a primary basis. */
export const ProvenanceFields = {
  bases: v.record(FactSchema, LegalBasisSchema),
  marks: v.array(MarkSchema),
};
