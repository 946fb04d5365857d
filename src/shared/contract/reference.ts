/**
 * The reference data of EPR obligations per country and stream. Every country-specific
 * figure lives in the data (`mocks/main-api/data/fixtures/reference.ts`) and its texts in the `reference`
 * namespace; this file only fixes the shape, so screens can never bake a country's rule into code.
 *
 * Relative imports only: the mock backend loads this file with esbuild-register, which does not
 * resolve the `@/` alias. The vocabulary (streams, countries, services, frequencies) is the
 * domain's data (`src/domain/vocabulary`, RULE-4); the picklists here are made from it.
 */
import * as v from 'valibot';
import { ProducerTiersSchema } from './producer-size';
import { endpoint } from './endpoint';
import { CountryCodeSchema } from './primitives';
import { RegistrationNumberFormatSchema, formatMatches } from './registration-number-format';
import {
  AudienceSchema,
  IsoDateSchema,
  UrlSchema,
  DeadlineRuleSchema,
  ThresholdConditionSchema,
} from './deadline-rules';
import { ProvenanceFields } from './legal-basis';
import { STREAMS } from '../../domain/vocabulary/streams';
import { SERVICE_IDS } from '../../domain/vocabulary/services';
import { RULE_FREQUENCIES } from '../../domain/vocabulary/frequencies';

// The reference data's parts, one import away.
export {
  AudienceSchema,
  DEADLINE_KINDS,
  DeadlineRuleSchema,
  ScheduleSchema,
  ThresholdConditionSchema,
  type Audience,
  type DeadlineRule,
  type Schedule,
  type ThresholdCondition,
} from './deadline-rules';
export {
  FACT_PATTERN,
  LegalBasisSchema,
  MARK_REASONS,
  type LegalBasis,
  type Mark,
} from './legal-basis';
export {
  RegistrationNumberFormatSchema,
  gs1CheckDigit,
  type RegistrationNumberFormat,
} from './registration-number-format';

export { STREAMS, SERVICE_IDS };
export { SECTION_COUNTRIES, type SectionCountry } from '../../domain/vocabulary/countries';

export const StreamSchema = v.picklist(STREAMS);

export type Stream = v.InferOutput<typeof StreamSchema>;

/**
 * Not an ISO country: the rules every EU member state starts from.
 */
export const EU_BASELINE = 'EU';

/** ISO 3166-1 alpha-2, upper case; `EU` for the baseline (two letters too). */
export { CountryCodeSchema };

export const ServiceIdSchema = v.picklist(SERVICE_IDS);

export type ServiceId = v.InferOutput<typeof ServiceIdSchema>;

/** The company's role on a market: who places the product there first. */
export const PRODUCER_ROLES = [
  'manufacturer',
  'importer',
  'distanceSeller',
  'marketplaceSeller',
] as const;

export const ProducerRoleSchema = v.picklist(PRODUCER_ROLES, 'invalid');

export type ProducerRole = v.InferOutput<typeof ProducerRoleSchema>;

/**
 * The separate duties a rule sets where one stream has more than one (German packaging:
 * registration for every producer, system participation only for packaging that ends up with
 * private end consumers, take-back for the rest). Without `duties` a rule has one: registration
 * through its `service`.
 */
export const DUTY_IDS = ['registration', 'systemParticipation', 'takeBack'] as const;

export const DutyRuleSchema = v.object({
  id: v.picklist(DUTY_IDS),
  audience: AudienceSchema,
  /** The platform's process that fulfils it; null: fulfilled by a recorded number, or the company's own (take-back). */
  service: v.nullable(ServiceIdSchema),
  /** The day the duty starts where it is younger than the rule (German batteries' PRO: 2026). */
  since: v.optional(IsoDateSchema),
  /**
   * Binds only when last year's quantities reach a figure (Norway: at least 1,000 kg of one
   * packaging type makes membership of a return company a duty); unknown quantities: it binds,
   * and the company is asked for them.
   */
  condition: v.optional(ThresholdConditionSchema),
  source: v.nullable(UrlSchema),
});

export type DutyRule = v.InferOutput<typeof DutyRuleSchema>;

/**
 * When a company without an establishment needs a representative, by its role and end use
 * (Austria: distance sellers to consumers must appoint one, §16b VerpackVO; suppliers of
 * businesses may, §16a). The first entry that matches decides; none: the rule's
 * `authorisedRepresentative`.
 */
export const RepresentativeConditionSchema = v.object({
  roles: v.array(ProducerRoleSchema),
  audience: AudienceSchema,
  need: v.picklist(['required', 'optional']),
  /** Where the company is established, where the law sets it apart (Denmark: EU sellers only). */
  from: v.optional(v.picklist(['eu', 'thirdCountry'])),
  /** The day a new act's duty starts (VerpackDG § 5(2) from 12 August 2026); before it, the next entry. */
  since: v.optional(IsoDateSchema),
  source: v.nullable(UrlSchema),
});

/**
 * An EU regulation's own representative duty, directly applicable in every member state from
 * `since` (PPWR Art. 45(3)), whatever the national rule says; `suspended`: an adopted act that
 * postpones it (a proposal does not count).
 */
export const MemberStateRepresentativeSchema = v.object({
  provision: v.string(),
  since: IsoDateSchema,
  suspended: v.nullable(
    v.object({ act: v.string(), until: v.nullable(IsoDateSchema), source: UrlSchema }),
  ),
  /** A pending proposal to change it, named so the screens and docs can say so. */
  pending: v.nullable(v.object({ act: v.string(), source: UrlSchema })),
  source: UrlSchema,
});

export type MemberStateRepresentative = v.InferOutput<typeof MemberStateRepresentativeSchema>;

export const ObligationRuleSchema = v.pipe(
  v.object({
    country: CountryCodeSchema,
    stream: StreamSchema,
    applicability: v.picklist(['inForce', 'planned', 'none']),
    /** When the obligation as described here (scope, audience, register) applies; null if unknown. */
    since: v.nullable(IsoDateSchema),
    /** Proper names ('VerpackG', 'Regulation (EU) 2023/1542'); shown as they are. */
    legalBasis: v.nullable(v.string()),
    register: v.nullable(
      v.object({
        name: v.string(),
        authority: v.string(),
        url: v.nullable(UrlSchema),
        /**
         * PROOF-1: where anyone can look a registered producer up (LUCID's public register);
         * absent where no public lookup is known.
         */
        lookup: v.optional(UrlSchema),
      }),
    ),
    registrationNumber: v.nullable(RegistrationNumberFormatSchema),
    schemes: v.array(v.string()),
    reportingFrequency: v.picklist(RULE_FREQUENCIES),
    deadlines: v.array(DeadlineRuleSchema),
    /** Whether a company without an establishment in the country must appoint one. */
    authorisedRepresentative: v.picklist([
      'required',
      'optional',
      'notAvailable',
      'contested',
      'unknown',
    ]),
    /** Whose sales make a producer obligated. */
    audience: AudienceSchema,
    /** The platform's process that fulfils the obligation. */
    service: v.nullable(ServiceIdSchema),
    /** Services needed first (a Spanish tax ID before registering in Spain). */
    prerequisites: v.array(ServiceIdSchema),
    /** Several duties of their own (see `DutyRuleSchema`); absent: one, through `service`. */
    duties: v.optional(v.array(DutyRuleSchema)),
    /** The representative duty by role and end use, where the law sets it apart. */
    representativeWhen: v.optional(v.array(RepresentativeConditionSchema)),
    /** On an EU baseline rule: a representative duty that binds in every member state. */
    memberStateRepresentative: v.optional(MemberStateRepresentativeSchema),
    /**
     * Where the law obligates producers by their size: its tiers and their figures, as data (UK
     * packaging: small and large producers; Ireland: the major producer).
     */
    producerTiers: v.optional(ProducerTiersSchema),
    /**
     * RULE-1: the legal basis of each fact, and a mark for each fact stated without a primary
     * basis (derived by the reference data, never set by hand; the UI shows "Unconfirmed").
     */
    ...ProvenanceFields,
    /**
     * EU-5: the day the rule was last read against its sources: the newest reading of its legal
     * bases, or the reference data's review if that is newer (derived, never set by hand).
     */
    checked: IsoDateSchema,
    sources: v.array(UrlSchema),
  }),
  v.check(
    (r) => r.applicability === 'inForce' || (r.deadlines.length === 0 && r.service === null),
    'Only an obligation in force has deadlines and a service.',
  ),
);

export type ObligationRule = v.InferOutput<typeof ObligationRuleSchema>;

/** The reference data with rules of the given schema, and the checks across its rules. */
const referenceDataOf = <
  R extends typeof ObligationRuleSchema | v.CustomSchema<ObligationRule, undefined>,
>(
  rule: R,
) =>
  v.pipe(
    v.object({ updated: IsoDateSchema, rules: v.array(rule) }),
    v.check(
      (d) => unique(d.rules.map((r) => `${r.country}/${r.stream}`)),
      'One rule per country and stream.',
    ),
    v.check(
      (d) => unique(d.rules.flatMap((r) => r.deadlines.map((dl) => dl.id))),
      'Deadline ids are unique.',
    ),
    v.check(
      (d) =>
        d.rules.every((r) =>
          r.deadlines.every(
            (dl) =>
              dl.schedule.type !== 'afterFiling' ||
              dl.schedule.of.every((id) =>
                r.deadlines.some(
                  (other) => other.id === id && other.schedule.type !== 'afterFiling',
                ),
              ),
          ),
        ),
      'A deadline due after filings names dated deadlines of its own rule.',
    ),
  );

export const ReferenceDataSchema = referenceDataOf(ObligationRuleSchema);

/**
 * The same reference data whose rules were each validated by `ObligationRuleSchema` already: only
 * its own fields and the checks across rules (HOUSE-6: the app validates the rules in slices,
 * `src/shared/api/sliced-validation.ts`).
 */
export const ReferenceDataOfValidRulesSchema = referenceDataOf(
  v.custom<ObligationRule>(() => true),
);

export type ReferenceData = v.InferOutput<typeof ReferenceDataSchema>;

export const ruleFor = (
  data: ReferenceData,
  country: string,
  stream: Stream,
): ObligationRule | undefined =>
  data.rules.find((r) => r.country === country.toUpperCase() && r.stream === stream);

/**
 * Whether a typed registration number has the rule's format; null when no format is known.
 *
 * People paste numbers the way invoices print them, so before matching: trim, upper-case, drop
 * all whitespace, and drop a leading copy of the label with an optional colon
 * ("WEEE-Reg.-Nr. DE 12345678", "BDO: 123456789"). Dots and hyphens are dropped only if the value
 * does not match with them: a format that uses them (the Finnish `1234567-8`) keeps them, one that
 * has none (LUCID) accepts `DE-1234...`. Underscores and slashes are always significant.
 */
export function registrationNumberMatches(rule: ObligationRule, value: string): boolean | null {
  return rule.registrationNumber ? formatMatches(rule.registrationNumber, value) : null;
}

const unique = (values: string[]) => new Set(values).size === values.length;

export const referenceEndpoints = {
  getReference: endpoint({
    method: 'GET',
    path: '/reference/obligations',
    auth: 'none',
    response: ReferenceDataSchema,
  }),
};
