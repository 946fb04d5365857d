/**
 * The reference data's change log (CHG-1): when a rule, a deadline, a threshold, a register or a
 * representative duty changes, an entry says what changed, since when, before and after, and the
 * source. A company sees the entries that touch its markets (country and stream; an `EU` entry
 * touches every market in an EU member state). Entries no source confirmed stay marked
 * (`verified: false`). EU-5: the log also lists each rule's last reading against its legal texts
 * (`checked`), so a company sees when the rules of its markets were checked, not only changed.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { CountryCodeSchema } from '../primitives';
import { StreamSchema } from '../reference';

const IsoDateSchema = v.pipe(v.string(), v.isoDate());

/** What part of the rules changed; also the text key `reminders:changes.kinds.<kind>`. */
export const CHANGE_KINDS = [
  'scope',
  'legalBasis',
  'register',
  'deadline',
  'threshold',
  'representative',
  'fee',
  /** EU-5: the rule was read against its legal texts again (what was confirmed, `facts`). */
  'checked',
] as const;

export const ReferenceChangeSchema = v.object({
  /** Stable; also the text key `reminders:changes.entries.<id>` (what changed, before, after). */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  /** The rule's country, or `EU` for a change of EU law that touches every member state. */
  country: CountryCodeSchema,
  stream: StreamSchema,
  kind: v.picklist(CHANGE_KINDS),
  /** Since when the change applies (the day the new rule binds). */
  effective: IsoDateSchema,
  /** When the reference data took the change in: mails list what was recorded since the last one. */
  recorded: IsoDateSchema,
  /** Where the change is written; a public page. */
  source: v.pipe(v.string(), v.url()),
  /**
   * Derived: true only where the source is primary (a quoted legal basis, or an official host);
   * false for secondary sources (a consultant's page) and conflicting pages.
   */
  verified: v.boolean(),
  /** A `checked` entry: of the facts the rule states, how many a primary source confirmed. */
  facts: v.optional(
    v.object({
      stated: v.pipe(v.number(), v.integer(), v.minValue(0)),
      verified: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
  ),
});
export type ReferenceChange = v.InferOutput<typeof ReferenceChangeSchema>;

export const CompanyChangeListSchema = v.object({
  /** Newest first (by `effective`, then `recorded`). */
  changes: v.array(ReferenceChangeSchema),
});
export type CompanyChangeList = v.InferOutput<typeof CompanyChangeListSchema>;

export const changeEndpoints = {
  getCompanyChanges: endpoint({
    method: 'GET',
    path: '/companies/:companyId/reference-changes',
    auth: 'bearer',
    response: CompanyChangeListSchema,
    errors: [404],
  }),
};
