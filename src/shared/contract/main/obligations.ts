/**
 * What a company owes where: one obligation per country and stream, and the dated deadlines that
 * follow from them. The service derives both from the company's markets, registrations, service
 * processes and filed reports; screens show what it answers and never derive a status themselves.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { CountryCodeSchema } from '../primitives';
import { DEADLINE_KINDS, DUTY_IDS, ServiceIdSchema, StreamSchema } from '../reference';
import { ProcessStatusSchema } from './processes';
import { RegistrationSchema } from './registrations';

const IsoDateSchema = v.pipe(v.string(), v.isoDate());

export const OBLIGATION_STATUSES = [
  'notApplicable',
  'toCheck',
  'actionNeeded',
  'inProgress',
  'compliant',
  'reportDue',
  'overdue',
] as const;
export const ObligationStatusSchema = v.picklist(OBLIGATION_STATUSES);
export type ObligationStatus = v.InferOutput<typeof ObligationStatusSchema>;

/** Why the service gave a status; the screens say each in plain words. */
export const OBLIGATION_REASONS = [
  'notInMarkets',
  'streamNotSold',
  'noEprYet',
  'audienceNotObligated',
  'importerIsProducer',
  'belowProducerThreshold',
  'notCovered',
  'representativeMissing',
  'representativeInProgress',
  'representativeAppointed',
  'prerequisiteMissing',
  'prerequisiteInProgress',
  'processDraft',
  'processSubmitted',
  'serviceActive',
  'registrationMissing',
  'registered',
  'participationUnknown',
  'participationBookedElsewhere',
  'organisationUnknown',
  'reportOverdue',
  'reportDue',
  'reportsUpToDate',
  'takeBackOwn',
  'totalsUnknown',
  'currentTotalsUnknown',
  'declarationRequired',
  'producerSizeUnknown',
  'belowDutyThreshold',
  'dutyTotalsUnknown',
  'belowProducerFigures',
  'producerFiguresUnknown',
  'membershipUnknown',
] as const;
export const ObligationReasonSchema = v.picklist(OBLIGATION_REASONS);
export type ObligationReason = v.InferOutput<typeof ObligationReasonSchema>;

/**
 * A deadline's state: `overdue` (a filing that is late), `dueSoon` (a filing due within 14 days),
 * `open` (later), `done` (filed), `past` (a date gone by that needs no filing here: a payment, a
 * registration window).
 */
export const DEADLINE_STATUSES = ['overdue', 'dueSoon', 'open', 'done', 'past'] as const;
export const DeadlineStatusSchema = v.picklist(DEADLINE_STATUSES);
export type DeadlineStatus = v.InferOutput<typeof DeadlineStatusSchema>;

export const DeadlineSchema = v.object({
  /** Stable: the rule's deadline id and the due date (`de-weee-b2c-monthly-report:2026-12-15`). */
  id: v.string(),
  /** The reference data's deadline id (also the text key `reference:deadlines.<ruleId>`). */
  ruleId: v.string(),
  kind: v.picklist(DEADLINE_KINDS),
  country: CountryCodeSchema,
  stream: StreamSchema,
  dueDate: IsoDateSchema,
  /** The reporting period it closes, for deadlines that follow a period; null for yearly dates. */
  periodStart: v.nullable(IsoDateSchema),
  periodEnd: v.nullable(IsoDateSchema),
  status: DeadlineStatusSchema,
  /** Whether a filed report fulfils it (reports, declarations, planned quantities). */
  fileable: v.boolean(),
  reportId: v.nullable(v.string()),
  /** For a threshold-bound duty: the threshold last year's totals reached (kg). */
  threshold: v.optional(v.object({ id: v.string(), kg: v.number(), minKg: v.number() })),
  /**
   * A date the scheme contract sets, not the law: the company's scheme (null: none recorded) and
   * whether the date is its contract's (false: the usual date in such contracts).
   */
  schemeContract: v.optional(
    v.object({ scheme: v.nullable(v.string()), dateRecorded: v.boolean() }),
  ),
  /** A deadline due at once after filings: the deadline rules whose filings that day it follows. */
  mirrors: v.optional(v.array(v.string())),
});
export type Deadline = v.InferOutput<typeof DeadlineSchema>;

export const ObligationActionSchema = v.variant('kind', [
  v.object({ kind: v.literal('startService'), service: ServiceIdSchema }),
  v.object({
    kind: v.literal('continueProcess'),
    service: ServiceIdSchema,
    processId: v.string(),
  }),
  v.object({ kind: v.literal('fileReport'), deadlineId: v.string() }),
  v.object({ kind: v.literal('recordRegistration') }),
  // Where the duty is membership of a scheme and there is no register (Norway, Ireland): record it.
  v.object({ kind: v.literal('recordMembership') }),
  v.object({ kind: v.literal('contactSupport') }),
]);
export type ObligationAction = v.InferOutput<typeof ObligationActionSchema>;

export const ObligationProcessSchema = v.object({
  id: v.string(),
  service: ServiceIdSchema,
  status: ProcessStatusSchema,
  year: v.nullable(v.number()),
});

export const REPRESENTATIVE_STATES = ['notNeeded', 'required', 'inProgress', 'appointed'] as const;

/**
 * Each duty of the obligation that binds the company (German packaging: registration, system
 * participation, take-back), with where it stands. `ownResponsibility`: no register or platform
 * service tracks it (take-back of commercial packaging).
 */
export const DUTY_STATES = [
  'fulfilled',
  'actionNeeded',
  'inProgress',
  'toCheck',
  'ownResponsibility',
] as const;
export const DutyStateSchema = v.object({
  id: v.picklist(DUTY_IDS),
  state: v.picklist(DUTY_STATES),
  /** The day the duty started, where it is younger than the rule (German batteries' PRO). */
  since: v.optional(IsoDateSchema),
});
export type DutyState = v.InferOutput<typeof DutyStateSchema>;

/**
 * RULE-3: the declaration of completeness the company's totals decide (German packaging), the one
 * the calendar dates and the licence page names: about which year, due when, whether a threshold
 * group reaches its figure, and whether a filing is recorded for it.
 */
export const DeclarationSchema = v.object({
  /** The calendar's deadline id (`<ruleId>:<dueDate>`), which a filed report names. */
  deadlineId: v.string(),
  ruleId: v.string(),
  /** The year whose quantities count. */
  year: v.number(),
  dueDate: IsoDateSchema,
  required: v.boolean(),
  filed: v.boolean(),
  groups: v.array(
    v.object({ id: v.string(), kg: v.number(), minKg: v.number(), reached: v.boolean() }),
  ),
});
export type Declaration = v.InferOutput<typeof DeclarationSchema>;

export const ObligationSchema = v.object({
  country: CountryCodeSchema,
  stream: StreamSchema,
  /** Whose rules apply: the country's own, `EU` (the baseline, country not covered in detail). */
  ruleCountry: CountryCodeSchema,
  status: ObligationStatusSchema,
  reasons: v.array(ObligationReasonSchema),
  registration: v.nullable(RegistrationSchema),
  /** The company's processes for this country and stream (and those it needs first). */
  processes: v.array(ObligationProcessSchema),
  representative: v.picklist(REPRESENTATIVE_STATES),
  /** The duties that bind the company; empty when the obligation does not apply. */
  duties: v.array(DutyStateSchema),
  /** The next deadline not yet filed (an overdue one first). */
  nextDeadline: v.nullable(DeadlineSchema),
  /** What fulfils it now; null when nothing is to do. */
  action: v.nullable(ObligationActionSchema),
  /**
   * The declaration of completeness ahead, where a deadline rule bound to thresholds binds and the
   * totals that decide it are known (absent or null otherwise).
   */
  declaration: v.optional(v.nullable(DeclarationSchema)),
});
export type Obligation = v.InferOutput<typeof ObligationSchema>;

export const ObligationListSchema = v.object({
  /** The service's today, which every status refers to. */
  asOf: IsoDateSchema,
  /** Every stream of every market country, in the markets' order. */
  obligations: v.array(ObligationSchema),
  /**
   * False while some market's facts (end use, role) are the service's assumption, not the
   * company's answer: the obligations rest on them, so the screens ask to confirm.
   */
  factsConfirmed: v.boolean(),
});
export type ObligationList = v.InferOutput<typeof ObligationListSchema>;

export const DeadlineListSchema = v.object({
  asOf: IsoDateSchema,
  from: IsoDateSchema,
  to: IsoDateSchema,
  /** By due date, then country and stream. */
  deadlines: v.array(DeadlineSchema),
});
export type DeadlineList = v.InferOutput<typeof DeadlineListSchema>;

/** Obligations that still need someone's attention; compliant and not applicable ones do not. */
export const OPEN_OBLIGATION_STATUSES: readonly ObligationStatus[] = [
  'toCheck',
  'actionNeeded',
  'inProgress',
  'reportDue',
  'overdue',
];

/** How many companies one summary request may name (an adviser firm's clients, a page of them). */
export const COMPLIANCE_SUMMARY_MAX_COMPANIES = 100;

/** One company at a glance, for lists of many companies (the adviser workspace). */
export const ComplianceSummarySchema = v.object({
  companyId: v.string(),
  /** Obligations in one of `OPEN_OBLIGATION_STATUSES`. */
  openObligations: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Of those, the overdue ones. */
  overdueObligations: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The deadline to meet next: the earliest overdue one, else the nearest ahead; null if none. */
  nextDeadline: v.nullable(DeadlineSchema),
});
export type ComplianceSummary = v.InferOutput<typeof ComplianceSummarySchema>;

export const ComplianceSummaryListSchema = v.object({
  asOf: IsoDateSchema,
  /** In the order the companies were named, each once. */
  summaries: v.array(ComplianceSummarySchema),
  /**
   * Named but not readable by this user: no access (an affiliation not yet accepted, or ended) or
   * no such company; the two are not told apart, so ids of other companies are not confirmed.
   */
  unavailable: v.array(v.string()),
});
export type ComplianceSummaryList = v.InferOutput<typeof ComplianceSummaryListSchema>;

export const obligationEndpoints = {
  getObligations: endpoint({
    method: 'GET',
    path: '/companies/:companyId/obligations',
    auth: 'bearer',
    response: ObligationListSchema,
    errors: [404],
  }),
  getObligation: endpoint({
    method: 'GET',
    path: '/companies/:companyId/obligations/:country/:stream',
    auth: 'bearer',
    response: ObligationSchema,
    errors: [404],
  }),
  getDeadlines: endpoint({
    method: 'GET',
    path: '/companies/:companyId/deadlines',
    auth: 'bearer',
    query: {
      from: { description: 'First due date (ISO date); default a year before today' },
      to: { description: 'Last due date (ISO date); default a year after today; at most 3 years' },
    },
    response: DeadlineListSchema,
    errors: [400, 404],
  }),
  getComplianceSummaries: endpoint({
    method: 'GET',
    path: '/compliance-summaries',
    auth: 'bearer',
    query: {
      companyIds: {
        description: `Company ids, comma-separated, at most ${COMPLIANCE_SUMMARY_MAX_COMPANIES}`,
        required: true,
      },
    },
    response: ComplianceSummaryListSchema,
    errors: [400],
  }),
};
