/**
 * The reference data of EPR obligations per country and stream. Every country-specific
 * figure lives in the data (`mocks/main-api/data/fixtures/reference.ts`) and its texts in the `reference`
 * namespace; this file only fixes the shape, so screens can never bake a country's rule into code.
 *
 * Relative imports only: the mock backend loads this file with esbuild-register, which does not
 * resolve the `@/` alias.
 */
import * as v from 'valibot';
import { endpoint } from './endpoint';
import { CountryCodeSchema } from './primitives';

export const STREAMS = ['packaging', 'weee', 'batteries', 'textiles'] as const;
export const StreamSchema = v.picklist(STREAMS);
export type Stream = v.InferOutput<typeof StreamSchema>;

/** The countries with their own dashboard section. */
export const SECTION_COUNTRIES = ['AT', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'PL', 'PT'] as const;
export type SectionCountry = (typeof SECTION_COUNTRIES)[number];

/**
 * Not an ISO country: the rules every EU member state starts from.
 */
export const EU_BASELINE = 'EU';

/** ISO 3166-1 alpha-2, upper case; `EU` for the baseline (two letters too). */
export { CountryCodeSchema };

/** The platform's services, named by their route segment. */
export const SERVICE_IDS = [
  'de-licensing-process',
  'at-licensing-process',
  'weee-de',
  'weee-at',
  'battery-de',
  'battery-at',
  'nie-nif-application',
  'authoriseme',
] as const;
export const ServiceIdSchema = v.picklist(SERVICE_IDS);
export type ServiceId = v.InferOutput<typeof ServiceIdSchema>;

/**
 * Whose products bind a rule, by the law's criterion of end use, not by who buys first:
 * `b2c` packaging that typically ends up with private end consumers or comparable places
 * (restaurants, hotels, hospitals: VerpackG §3(8), (11)), and equipment or batteries that can be
 * used in private households (dual use counts: ElektroG §3 No. 4); `b2b` what ends up with
 * businesses only; `all` either.
 */
export const AudienceSchema = v.picklist(['b2c', 'b2b', 'all']);

/** The company's role on a market: who places the product there first. */
export const PRODUCER_ROLES = [
  'manufacturer',
  'importer',
  'distanceSeller',
  'marketplaceSeller',
] as const;
export const ProducerRoleSchema = v.picklist(PRODUCER_ROLES, 'invalid');
export type ProducerRole = v.InferOutput<typeof ProducerRoleSchema>;
export type Audience = v.InferOutput<typeof AudienceSchema>;

const IsoDateSchema = v.pipe(v.string(), v.isoDate());
const UrlSchema = v.pipe(v.string(), v.url());
const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

export const PERIODS = ['month', 'quarter', 'year'] as const;
const PeriodSchema = v.picklist(PERIODS);

/** Leap years included: a yearly deadline on 29 February is allowed, 30 February is not. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * When a deadline falls due, without a year: deadlines repeat. A `day` beyond the month's last day
 * means that last day (so `afterPeriod` with day 31 reads "by the end of the following month").
 */
export const ScheduleSchema = v.pipe(
  v.variant('type', [
    v.object({ type: v.literal('yearly'), month: integer(1, 12), day: integer(1, 31) }),
    // The given day of the month after each period ends ("15th of the following month").
    v.object({ type: v.literal('afterPeriod'), period: PeriodSchema, day: integer(1, 31) }),
    // A number of days after each period ends ("within 7 weeks of quarter end" = 49).
    v.object({ type: v.literal('daysAfterPeriod'), period: PeriodSchema, days: integer(0) }),
    // Due at once after each filing of the named deadlines (VerpackG §10: what was reported to the
    // system goes to LUCID "unverzüglich"): the due date is the day of that filing.
    v.object({
      type: v.literal('afterFiling'),
      of: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.minLength(1)),
    }),
  ]),
  v.check(
    (s) => s.type !== 'yearly' || s.day <= DAYS_IN_MONTH[s.month - 1]!,
    'A yearly deadline must name a day that exists in its month.',
  ),
);
export type Schedule = v.InferOutput<typeof ScheduleSchema>;

export const DEADLINE_KINDS = [
  'registration',
  'report',
  'declaration',
  'payment',
  'planning',
  'renewal',
] as const;

/**
 * A threshold over last year's quantities (kg) placed on the market, per material group: the
 * duty binds when any group reaches its figure (VerpackG §11: glass 80,000 kg, paper 50,000 kg,
 * or the light fractions together 30,000 kg).
 */
export const ThresholdConditionSchema = v.object({
  type: v.literal('previousYearTotals'),
  anyOf: v.array(
    v.object({
      /** Also the text key `reference:thresholds.<id>`. */
      id: v.pipe(v.string(), v.nonEmpty()),
      materials: v.array(v.pipe(v.string(), v.nonEmpty())),
      minKg: v.pipe(v.number(), v.minValue(0)),
    }),
  ),
});
export type ThresholdCondition = v.InferOutput<typeof ThresholdConditionSchema>;

export const DeadlineRuleSchema = v.object({
  /** Unique across all rules; also the translation key `deadlines.<id>`. */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  kind: v.picklist(DEADLINE_KINDS),
  schedule: ScheduleSchema,
  audience: AudienceSchema,
  verified: v.boolean(),
  source: v.nullable(UrlSchema),
  /** Binds only when a threshold is reached (absent: always). */
  condition: v.optional(ThresholdConditionSchema),
  /**
   * Where household and commercial packaging report apart (Austria, VerpackVO §9(4)): the
   * frequency the company has for that segment picks among the rule's alternatives.
   */
  segment: v.optional(v.picklist(['household', 'commercial'])),
  /**
   * `only`: reports to a scheme, due from its participants only (Austrian commercial packaging,
   * which may also be taken back by the company itself). `not`: what a scheme does for its
   * participants (Austrian take-back data, the self-take-back report). Absent: either way.
   */
  participants: v.optional(v.picklist(['only', 'not'])),
  /**
   * `schemeContract`: the law sets no date, the company's contract with its scheme does (German
   * planned and year-end quantities); the schedule is the usual date, used until the company
   * records its contract's. Absent: the law's date.
   */
  basis: v.optional(v.picklist(['law', 'schemeContract'])),
});
export type DeadlineRule = v.InferOutput<typeof DeadlineRuleSchema>;

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
    verified: v.boolean(),
  }),
  v.check(
    (f) => f.example === null || (f.pattern !== null && formatMatches(f, f.example) === true),
    'An example needs a pattern and must match it.',
  ),
);
export type RegistrationNumberFormat = v.InferOutput<typeof RegistrationNumberFormatSchema>;

/**
 * What `unverified` may name: the rule's own fields, plus `fines`, which only exists as the text
 * `rules.<country>.<stream>.fines` of the reference namespace.
 */
export const UNVERIFIABLE = [
  'since',
  'legalBasis',
  'register',
  'registrationNumber',
  'schemes',
  'reportingFrequency',
  'deadlines',
  'authorisedRepresentative',
  'audience',
  'fines',
] as const;

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
  source: v.nullable(UrlSchema),
});

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
    reportingFrequency: v.picklist([
      'monthly',
      'quarterly',
      'yearly',
      'twiceYearly',
      'byFeeLevel',
      'none',
      'unknown',
    ]),
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
    /** Parts of this rule no source confirmed; the UI marks them. */
    unverified: v.array(v.picklist(UNVERIFIABLE)),
    sources: v.array(UrlSchema),
  }),
  v.check(
    (r) => r.applicability === 'inForce' || (r.deadlines.length === 0 && r.service === null),
    'Only an obligation in force has deadlines and a service.',
  ),
);
export type ObligationRule = v.InferOutput<typeof ObligationRuleSchema>;

export const ReferenceDataSchema = v.pipe(
  v.object({ updated: IsoDateSchema, rules: v.array(ObligationRuleSchema) }),
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
              r.deadlines.some((other) => other.id === id && other.schedule.type !== 'afterFiling'),
            ),
        ),
      ),
    'A deadline due after filings names dated deadlines of its own rule.',
  ),
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

/**
 * Whether `value` has the format (see `registrationNumberMatches`); with a `checkDigit`, the
 * matching candidate's check digit must be right too.
 */
function formatMatches(
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

const unique = (values: string[]) => new Set(values).size === values.length;

export const referenceEndpoints = {
  getReference: endpoint({
    method: 'GET',
    path: '/reference/obligations',
    auth: 'none',
    response: ReferenceDataSchema,
  }),
};
