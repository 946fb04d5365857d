/**
 * A deadline as the reference data states it: its schedule (yearly, after a period, after
 * filings...), audience, threshold condition and kind.
 */
import * as v from 'valibot';
import { ProducerSizeSchema } from './producer-size';

/**
 * Whose products bind a rule, by the law's criterion of end use, not by who buys first:
 * `b2c` packaging that typically ends up with private end consumers or comparable places
 * (restaurants, hotels, hospitals: VerpackG §3(8), (11)), and equipment or batteries that can be
 * used in private households (dual use counts: ElektroG §3 No. 4); `b2b` what ends up with
 * businesses only; `all` either.
 */
export const AudienceSchema = v.picklist(['b2c', 'b2b', 'all']);

export type Audience = v.InferOutput<typeof AudienceSchema>;

export const IsoDateSchema = v.pipe(v.string(), v.isoDate());

export const UrlSchema = v.pipe(v.string(), v.url());

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
  /** RULE-1: derived, true only when the fact `deadline:<id>` has a primary basis. */
  verified: v.boolean(),
  /** A lead where the deadline was found (the legal basis is in the rule's `bases`). */
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
  /**
   * Where the rule obligates producers by size (`ObligationRule.producerTiers`): the tier this
   * deadline binds. Absent: every obligated tier.
   */
  producerSize: v.optional(ProducerSizeSchema),
});

export type DeadlineRule = v.InferOutput<typeof DeadlineRuleSchema>;
