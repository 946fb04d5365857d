/**
 * Packaging licences (system participation) in Germany and Austria. A licence is a service process
 * (`de-licensing-process`, `at-licensing-process`): a draft the wizard saves after every step, then
 * submitted with the terms accepted, active for its year, with quantity reports and documents.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { IdSchema, TimestampSchema } from '../primitives';
import {
  LicenceCountrySchema,
  PackagingMaterialSchema,
  PackagingScopeSchema,
} from './packaging-materials';
import { LICENCE_FREQUENCIES, PERIODIC_FREQUENCIES } from '../../../domain/vocabulary/frequencies';
import { ProcessStatusSchema } from './processes';
import {
  AcceptTermsSchema,
  KgSchema,
  QuoteSchema,
  REPORT_STATES,
  ServiceDocumentSchema,
  timelineStepSchema,
} from './service-common';

const IsoDateSchema = v.pipe(v.string(), v.isoDate());

export const LICENCE_WIZARD_STEPS = ['registration', 'year', 'quantities', 'review'] as const;
export const WizardStepSchema = v.picklist(LICENCE_WIZARD_STEPS, 'invalid');
export type WizardStep = v.InferOutput<typeof WizardStepSchema>;

/** kg by material; materials without packaging may be left out. */
export const QuantitiesSchema = v.record(PackagingMaterialSchema, KgSchema, 'invalid');

/**
 * The LUCID registration number: `DE` + 13 digits. Spaces and hyphens as people paste them are
 * dropped; empty is allowed while the licence is a draft (it is required to submit).
 */
export const LucidNumberSchema = v.pipe(
  v.string('invalid'),
  v.transform((value) => value.toUpperCase().replace(/[\s-]/g, '')),
  v.regex(/^(?:DE\d{13})?$/, 'invalid'),
);

export const REPRESENTATIVE_CHOICES = ['notNeeded', 'platform', 'own'] as const;

/**
 * Austria: the packaging a licence covers, and the authorised representative a company without an
 * Austrian establishment needs (VerpackVO §16a/§16b): ours, or one it has appointed itself.
 */
export const AustrianPackagingSchema = v.pipe(
  v.object({
    scope: PackagingScopeSchema,
    establishedInAustria: v.boolean('required'),
    representative: v.picklist(REPRESENTATIVE_CHOICES, 'required'),
    representativeName: v.pipe(v.string('invalid'), v.trim(), v.maxLength(200, 'tooLong')),
  }),
  v.forward(
    v.check((p) => p.establishedInAustria || p.representative !== 'notNeeded', 'required'),
    ['representative'],
  ),
  v.forward(
    v.check((p) => p.representative !== 'own' || p.representativeName !== '', 'required'),
    ['representativeName'],
  ),
);
export type AustrianPackaging = v.InferOutput<typeof AustrianPackagingSchema>;

export const LicenceYearSchema = v.pipe(
  v.number('required'),
  v.integer('invalid'),
  v.minValue(2020, 'invalid'),
  v.maxValue(2100, 'invalid'),
);

// The wizard's steps, each a form with exactly these rules.
export const DeRegistrationStepSchema = v.object({ lucidNumber: LucidNumberSchema });
export const AtRegistrationStepSchema = v.object({ austria: AustrianPackagingSchema });
export const YearStepSchema = v.object({ year: LicenceYearSchema });
/**
 * Austria: how the licence is paid, by quantity (period reports at the frequency its fee sets) or
 * by the scheme's flat fee for small quantities (no period reports, a yearly invoice).
 */
export const FEE_ROUTES = ['byQuantity', 'flatFee'] as const;
export const FeeRouteSchema = v.picklist(FEE_ROUTES, 'invalid');
export type FeeRoute = v.InferOutput<typeof FeeRouteSchema>;

export const QuantitiesStepSchema = v.object({
  quantities: QuantitiesSchema,
  feeRoute: v.optional(FeeRouteSchema),
});

export const LicenceCreateSchema = v.object({ country: LicenceCountrySchema });

/**
 * A wizard step saved: the step to resume at and the data of the steps done so far (each part
 * optional; a German licence has no `austria`, an Austrian one no `lucidNumber`).
 */
export const LicenceDraftUpdateSchema = v.object({
  step: WizardStepSchema,
  lucidNumber: v.optional(LucidNumberSchema),
  austria: v.optional(AustrianPackagingSchema),
  year: v.optional(LicenceYearSchema),
  quantities: v.optional(QuantitiesSchema),
  feeRoute: v.optional(FeeRouteSchema),
});
export type LicenceDraftUpdate = v.InferInput<typeof LicenceDraftUpdateSchema>;

export const LicenceSubmitSchema = v.object({ acceptTerms: AcceptTermsSchema });

/**
 * Germany: planned quantities (Planmenge), intra-year change, year-end report (by 15 May),
 * supplementary report (after it), deduction (damaged or returned packaging). Austria: one report
 * per period of the licence's reporting frequency.
 */
export const REPORT_KINDS = [
  'planned',
  'intraYearChange',
  'yearEnd',
  'supplementary',
  'deduction',
  'period',
] as const;
export const ReportKindSchema = v.picklist(REPORT_KINDS, 'invalid');
export type ReportKind = v.InferOutput<typeof ReportKindSchema>;

export const LicenceReportInputSchema = v.object({
  kind: ReportKindSchema,
  /** Austria: the period reported (`2026`, `2026-Q3`, `2026-07`); otherwise null. */
  period: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}(?:-Q[1-4]|-(?:0[1-9]|1[0-2]))?$/))),
  quantities: QuantitiesSchema,
});
export type LicenceReportInput = v.InferInput<typeof LicenceReportInputSchema>;

export const LicenceReportSchema = v.object({
  id: IdSchema,
  kind: ReportKindSchema,
  period: v.nullable(v.string()),
  quantities: QuantitiesSchema,
  filedAt: TimestampSchema,
});
export type LicenceReport = v.InferOutput<typeof LicenceReportSchema>;

/** `available`: may be filed at any time, without a deadline. */
export const SCHEDULE_STATES = [...REPORT_STATES, 'available'] as const;

/** A report the licence owes or may file, with its deadline. */
export const ScheduledReportSchema = v.object({
  kind: ReportKindSchema,
  period: v.nullable(v.string()),
  dueDate: v.nullable(IsoDateSchema),
  state: v.picklist(SCHEDULE_STATES),
  /** The filed report, when there is one. */
  reportId: v.nullable(v.string()),
});
export type ScheduledReport = v.InferOutput<typeof ScheduledReportSchema>;

export const COMPLETENESS_GROUPS = ['glass', 'paper', 'lightweight'] as const;

/**
 * Germany's declaration of completeness: due when the previous year's quantities reached any
 * threshold (glass 80,000 kg, paper 50,000 kg, ferrous, aluminium, plastics, beverage cartons and
 * composites together 30,000 kg). The thresholds are data of the service.
 */
export const CompletenessSchema = v.object({
  /** The year whose quantities count. */
  year: v.number(),
  required: v.boolean(),
  dueDate: IsoDateSchema,
  groups: v.array(
    v.object({
      id: v.picklist(COMPLETENESS_GROUPS),
      kg: v.number(),
      thresholdKg: v.number(),
      reached: v.boolean(),
    }),
  ),
});
export type Completeness = v.InferOutput<typeof CompletenessSchema>;

export const LICENCE_TIMELINE = ['draft', 'submitted', 'active', 'cancelled'] as const;

export const LicenceSchema = v.object({
  id: IdSchema,
  companyId: v.string(),
  country: LicenceCountrySchema,
  status: ProcessStatusSchema,
  /** The wizard step a draft resumes at. */
  step: WizardStepSchema,
  lucidNumber: v.nullable(v.string()),
  austria: v.nullable(AustrianPackagingSchema),
  year: v.nullable(v.number()),
  /** A draft's quantities; once submitted, the quantities licensed now (after reports). */
  quantities: QuantitiesSchema,
  /** The price of `quantities` for `year`; null until both are known. */
  quote: v.nullable(QuoteSchema),
  /** The licence number, once submitted. */
  reference: v.nullable(v.string()),
  /** Austria: by quantity or the flat fee; null for Germany. */
  feeRoute: v.nullable(FeeRouteSchema),
  /** `flatFee`: no period reports (Austria's flat-fee route). */
  reportingFrequency: v.nullable(v.picklist(LICENCE_FREQUENCIES)),
  /**
   * Austria, household and commercial packaging licensed together: the commercial packaging's own
   * frequency (VerpackVO 2014 §13(2)); `reportingFrequency` is then the household one. Absent
   * otherwise.
   */
  commercialReportingFrequency: v.optional(v.picklist(PERIODIC_FREQUENCIES)),
  timeline: v.array(timelineStepSchema(LICENCE_TIMELINE)),
  reports: v.array(LicenceReportSchema),
  schedule: v.array(ScheduledReportSchema),
  completeness: v.nullable(CompletenessSchema),
  documents: v.array(ServiceDocumentSchema),
  submittedAt: v.nullable(TimestampSchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Licence = v.InferOutput<typeof LicenceSchema>;

const LICENCE_PATH = '/companies/:companyId/licences/:processId';

export const licenceEndpoints = {
  getLicences: endpoint({
    method: 'GET',
    path: '/companies/:companyId/licences',
    auth: 'bearer',
    query: { country: { description: 'DE or AT', required: true } },
    response: v.array(LicenceSchema),
    errors: [400, 404],
  }),
  createLicence: endpoint({
    method: 'POST',
    path: '/companies/:companyId/licences',
    auth: 'bearer',
    body: LicenceCreateSchema,
    response: LicenceSchema,
    status: 201,
    errors: [400, 404],
  }),
  getLicence: endpoint({
    method: 'GET',
    path: LICENCE_PATH,
    auth: 'bearer',
    response: LicenceSchema,
    errors: [404],
  }),
  updateLicenceDraft: endpoint({
    method: 'PUT',
    path: LICENCE_PATH,
    auth: 'bearer',
    body: LicenceDraftUpdateSchema,
    response: LicenceSchema,
    errors: [400, 404, 409],
  }),
  discardLicenceDraft: endpoint({
    method: 'DELETE',
    path: LICENCE_PATH,
    auth: 'bearer',
    response: null,
    status: 204,
    errors: [404, 409],
  }),
  submitLicence: endpoint({
    method: 'POST',
    path: `${LICENCE_PATH}/submit`,
    auth: 'bearer',
    body: LicenceSubmitSchema,
    response: LicenceSchema,
    errors: [400, 404, 409],
  }),
  fileLicenceReport: endpoint({
    method: 'POST',
    path: `${LICENCE_PATH}/reports`,
    auth: 'bearer',
    body: LicenceReportInputSchema,
    response: LicenceSchema,
    errors: [400, 404, 409],
  }),
};
