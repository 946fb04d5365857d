/**
 * Packaging licences of the mock main API: one record per licensing process (keyed by the process
 * id), with the wizard's data, the filed reports, and the rules that turn them into what the API
 * shows (price, licensed quantities, report schedule, declaration of completeness).
 */
import {
  flatFeeAllowed,
  quoteFlatFee,
  quotePackaging,
  segmentFrequencies,
} from '../../../src/domain/pricing';
import {
  LICENCE_TIMELINE,
  type AustrianPackaging,
  type Completeness,
  type FeeRoute,
  type Licence,
  type LicenceReport,
  type ScheduledReport,
  type WizardStep,
} from '../../../src/shared/contract/main/licences';
import {
  type LicenceCountry,
  type PackagingMaterial,
} from '../../../src/shared/contract/main/packaging-materials';
import { packagingPriceFor, type Quantities } from '../../../src/shared/contract/main/prices';
import type { ProcessStatus } from '../../../src/shared/contract/main/processes';
import { companies } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { priceTableFixture } from './fixtures/prices';
import { processes, type ProcessRecord } from './processes';
import { contractSchedule, type YearTotals } from '../../../src/domain/obligations';
import { quantityTotalsOf, schemeContractsOf } from './compliance';
import { declarationOfLicence } from '../../../src/domain/completeness';
import { isoDay } from '../../../src/domain/schedule';
import { ruleFor } from '../../../src/shared/contract/reference';
import { referenceFixture } from './fixtures/reference';
import { quotePartiesOf } from './quote-parties';
import {
  dueDateOf,
  periodsBetween,
  referenceDeadline,
  referenceSchedule,
  reportState,
} from './report-periods';
import {
  documentsOf,
  euroText,
  vatAndTotalText,
  issueDocument,
  renderDocumentsWith,
} from './service-documents';
import { table } from '../../common/data/table';

export interface LicenceRecord {
  /** The process id. */
  id: string;
  companyId: string;
  country: LicenceCountry;
  step: WizardStep;
  lucidNumber: string | null;
  austria: AustrianPackaging | null;
  year: number | null;
  /** The wizard's quantities: the planned quantities once submitted. */
  quantities: Quantities;
  /** Austria: the route the company chose (absent: by quantity). */
  feeRoute?: FeeRoute | null;
  reports: LicenceReport[];
  submittedAt: string | null;
}

const at = (iso: string) => new Date(iso).toISOString();
/** The fixtures' licences are for this year and the next (as their processes), so they never age. */
const YEAR = new Date().getUTCFullYear();

export const licenceFixtures = (): LicenceRecord[] => [
  {
    id: 'prc-0001',
    companyId: COMPANY_IDS.nordlicht,
    country: 'DE',
    step: 'review',
    lucidNumber: 'DE3194726850143',
    austria: null,
    year: YEAR,
    quantities: {
      paper: 62_400.5,
      plastics: 8_750.25,
      composites: 1_200,
      ferrous: 310,
      aluminium: 140.8,
      other: 95,
    },
    reports: [
      {
        id: 'rep-0001',
        kind: 'planned',
        period: null,
        quantities: {
          paper: 62_400.5,
          plastics: 8_750.25,
          composites: 1_200,
          ferrous: 310,
          aluminium: 140.8,
          other: 95,
        },
        filedAt: at('2025-12-02T15:40:00Z'),
      },
      {
        id: 'rep-0002',
        kind: 'intraYearChange',
        period: null,
        quantities: {
          paper: 64_100.75,
          plastics: 8_420,
          composites: 1_150,
          ferrous: 310,
          aluminium: 152.3,
          other: 95,
        },
        filedAt: at('2026-07-08T10:12:00Z'),
      },
    ],
    submittedAt: at('2025-12-02T15:40:00Z'),
  },
  {
    id: 'prc-0003',
    companyId: COMPANY_IDS.alpenglueck,
    country: 'AT',
    step: 'quantities',
    lucidNumber: null,
    austria: {
      scope: 'household',
      establishedInAustria: true,
      representative: 'notNeeded',
      representativeName: '',
    },
    year: YEAR + 1,
    quantities: { 'hh-paper': 1_850, 'hh-plastics': 920.5, 'hh-glass': 2_400 },
    reports: [],
    submittedAt: null,
  },
  {
    // UX-3: the licence behind Alpenglück's Austrian certificate and "compliant" (its process was
    // in the fixtures without it, so the licence list had no licence of the year). Its fee is
    // under EUR 1,500: it reports yearly, as the company's registration says.
    id: 'prc-0004',
    companyId: COMPANY_IDS.alpenglueck,
    country: 'AT',
    step: 'review',
    lucidNumber: null,
    austria: {
      scope: 'household',
      establishedInAustria: true,
      representative: 'notNeeded',
      representativeName: '',
    },
    year: YEAR,
    quantities: { 'hh-paper': 1_640, 'hh-plastics': 870, 'hh-glass': 2_150 },
    reports: [],
    submittedAt: at('2025-12-09T16:02:00Z'),
  },
];

export const licences = table(licenceFixtures);

/** Reports that state the year's totals; a deduction subtracts from the last of them. */
const TOTAL_KINDS = new Set(['planned', 'intraYearChange', 'yearEnd', 'supplementary']);

/** The quantities licensed now: the last totals reported, less the deductions filed after them. */
export function licensedQuantities(record: LicenceRecord): Quantities {
  if (record.country === 'AT' || record.reports.length === 0) return { ...record.quantities };
  let current: Quantities = {};
  for (const report of record.reports) {
    if (TOTAL_KINDS.has(report.kind)) current = { ...report.quantities };
    else if (report.kind === 'deduction') {
      for (const [material, kg] of Object.entries(report.quantities) as [
        PackagingMaterial,
        number,
      ][]) {
        const left = (current[material] ?? 0) - kg;
        current[material] = Math.max(0, Math.round(left * 1000) / 1000);
      }
    }
  }
  return current;
}

/** The years a licence may be for: the current one and the next. */
/**
 * What the company's licences of past years licensed, per country and year: the totals the
 * threshold-bound duties count from when the company entered none of its own.
 */
export function licensedTotalsOf(companyId: string): YearTotals[] {
  return licences
    .where((l) => l.companyId === companyId && l.year !== null)
    .filter((l) => ACTIVE_LIKE.includes(processes.findById(l.id)!.status))
    .map((l) => ({
      country: l.country,
      stream: 'packaging' as const,
      year: l.year!,
      kg: licensedQuantities(l),
    }));
}

/**
 * The reporting frequencies of each Austrian licence in force in `year`: household and commercial
 * packaging each by their own fee (VerpackVO §9(4), §13(2)), or the flat fee for both; what the
 * derivation dates the company's period reports by.
 */
export function licensedFrequenciesOf(companyId: string, year: number) {
  return licences
    .where((l) => l.companyId === companyId && l.country === 'AT' && l.year === year)
    .filter((l) => ACTIVE_LIKE.includes(processes.findById(l.id)!.status))
    .flatMap((l) => {
      // The frequencies alone, not the whole view (documents, schedule): this runs on every
      // derivation of the company's obligations.
      const quantities = licensedQuantities(l);
      const price = priceOf(l);
      if (!price || !quoteFor(l, quantities)) return [];
      const flat = feeRouteOf(l, quantities) === 'flatFee';
      const segments = segmentFrequencies(price, quantities);
      return [
        {
          country: l.country,
          stream: 'packaging' as const,
          reportingFrequency: flat ? ('flatFee' as const) : segments.household,
          commercialReportingFrequency: flat ? ('flatFee' as const) : segments.commercial,
        },
      ];
    });
}

export const licensableYears = (now = new Date()) => [
  now.getUTCFullYear(),
  now.getUTCFullYear() + 1,
];

const ACTIVE_LIKE: ProcessStatus[] = ['submitted', 'active'];

/**
 * Another licence of the company for the same country and year whose process is in one of
 * `statuses`: by default one in force or on its way; `['draft']`: an open draft (UX-4: offered,
 * not doubled).
 */
export function licenceForYear(
  companyId: string,
  country: LicenceCountry,
  year: number,
  exceptId?: string,
  statuses: readonly ProcessStatus[] = ACTIVE_LIKE,
): LicenceRecord | undefined {
  return licences
    .where((l) => l.companyId === companyId && l.country === country && l.year === year)
    .find((l) => l.id !== exceptId && statuses.includes(processes.findById(l.id)!.status));
}

function priceOf(record: Pick<LicenceRecord, 'country' | 'year'>) {
  return record.year === null
    ? undefined
    : packagingPriceFor(priceTableFixture, record.country, record.year);
}

/**
 * The route a licence is paid by: the flat fee where the company chose it and its quantities
 * allow it, else by quantity (null for Germany, which has one route).
 */
export function feeRouteOf(
  record: Pick<LicenceRecord, 'country' | 'year' | 'feeRoute'>,
  quantities: Quantities,
): FeeRoute | null {
  if (record.country !== 'AT') return null;
  const price = priceOf(record);
  return record.feeRoute === 'flatFee' && price && flatFeeAllowed(price, quantities)
    ? 'flatFee'
    : 'byQuantity';
}

/** How often a licence reports: Germany yearly; Austria by its household fee, or not at all on the flat fee. */
function frequencyOf(
  record: Pick<LicenceRecord, 'country'>,
  priced: ReturnType<typeof quoteFor>,
  feeRoute: FeeRoute | null,
  quantities: Quantities,
): Licence['reportingFrequency'] {
  if (!priced) return null;
  if (record.country === 'DE') return 'yearly';
  if (feeRoute === 'flatFee') return 'flatFee';
  // The licence's own schedule is its household packaging's, by the household fee alone
  // (VerpackVO §9(4)); commercial packaging reports by its own fee (licensedFrequenciesOf).
  const segments = segmentFrequencies(priced.price, quantities);
  return segments.household ?? segments.commercial;
}

/** An Austrian licence with both segments by quantity: its commercial packaging's frequency. */
function commercialFrequencyOf(
  record: Pick<LicenceRecord, 'country'>,
  priced: ReturnType<typeof quoteFor>,
  feeRoute: FeeRoute | null,
  quantities: Quantities,
) {
  if (!priced || record.country !== 'AT' || feeRoute === 'flatFee') return {};
  const { household, commercial } = segmentFrequencies(priced.price, quantities);
  return household && commercial ? { commercialReportingFrequency: commercial } : {};
}

function quoteFor(record: LicenceRecord, quantities: Quantities) {
  const price = priceOf(record);
  if (!price) return null;
  const parties = quotePartiesOf(record.companyId);
  const quote =
    feeRouteOf(record, quantities) === 'flatFee' && price.flatFee
      ? quoteFlatFee({ ...price, flatFee: price.flatFee }, parties)
      : quotePackaging(price, quantities, parties);
  return { price, quote };
}

function timeline(record: LicenceRecord, process: ProcessRecord): Licence['timeline'] {
  const reached: Partial<Record<(typeof LICENCE_TIMELINE)[number], string>> = {
    draft: process.createdAt,
  };
  if (record.submittedAt) {
    reached.submitted = record.submittedAt;
    if (process.status === 'active' || process.status === 'completed')
      reached.active = record.submittedAt;
  }
  if (process.status === 'cancelled') reached.cancelled = process.updatedAt;
  const steps = LICENCE_TIMELINE.filter(
    (step) => step !== 'cancelled' || process.status === 'cancelled',
  ).filter((step) => process.status !== 'cancelled' || reached[step]);
  const last = [...steps].reverse().find((step) => reached[step]);
  return steps.map((step) => ({
    step,
    state: step === last ? 'current' : reached[step] ? 'done' : 'pending',
    at: reached[step] ?? null,
  }));
}

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function germanSchedule(record: LicenceRecord, now: Date): ScheduledReport[] {
  const year = record.year!;
  const filed = (kind: string) => record.reports.find((r) => r.kind === kind);
  // The dates of the company's scheme contract where it recorded them, as its deadlines have.
  const contract = schemeContractsOf(record.companyId).find(
    (c) => c.country === 'DE' && c.stream === 'packaging',
  );
  const planning = contractSchedule(referenceDeadline('de-packaging-planned-quantities'), contract);
  const yearEndSchedule = contractSchedule(
    referenceDeadline('de-packaging-year-end-report'),
    contract,
  );
  const yearPeriod = { from: isoDate(year, 1, 1), to: isoDate(year, 12, 31) };
  const plannedDue =
    planning.type === 'yearly' ? isoDate(year - 1, planning.month, planning.day) : null;
  const yearEndDue = dueDateOf({ id: `${year}`, ...yearPeriod }, yearEndSchedule);
  const yearEnd = filed('yearEnd');
  const latest = (kind: string) => [...record.reports].reverse().find((r) => r.kind === kind);
  return [
    {
      kind: 'planned',
      period: null,
      dueDate: plannedDue,
      state: filed('planned') ? 'filed' : 'overdue',
      reportId: filed('planned')?.id ?? null,
    },
    {
      kind: 'intraYearChange',
      period: null,
      dueDate: null,
      state: yearEnd ? 'filed' : 'available',
      reportId: latest('intraYearChange')?.id ?? null,
    },
    {
      kind: 'yearEnd',
      period: null,
      dueDate: yearEndDue,
      state: reportState(yearPeriod, yearEndDue, Boolean(yearEnd), now),
      reportId: yearEnd?.id ?? null,
    },
    {
      kind: 'supplementary',
      period: null,
      dueDate: null,
      state: yearEnd ? 'available' : 'upcoming',
      reportId: latest('supplementary')?.id ?? null,
    },
    {
      kind: 'deduction',
      period: null,
      dueDate: null,
      state: 'available',
      reportId: latest('deduction')?.id ?? null,
    },
  ];
}

const AT_DEADLINES = {
  yearly: 'at-packaging-household-report-yearly',
  quarterly: 'at-packaging-household-report-quarterly',
  monthly: 'at-packaging-household-report-monthly',
} as const;

function austrianSchedule(
  record: LicenceRecord,
  frequency: keyof typeof AT_DEADLINES,
  now: Date,
): ScheduledReport[] {
  const year = record.year!;
  const start = new Date(Date.UTC(year, 0, 1));
  const submitted = record.submittedAt ? new Date(record.submittedAt) : start;
  // A licence for the running year reports from the period it started in.
  const from = submitted > start ? submitted : start;
  const schedule = referenceSchedule(AT_DEADLINES[frequency]);
  return periodsBetween(from, new Date(Date.UTC(year, 11, 31)), frequency).map((period) => {
    const report = record.reports.find((r) => r.kind === 'period' && r.period === period.id);
    const dueDate = dueDateOf(period, schedule);
    return {
      kind: 'period',
      period: period.id,
      dueDate,
      state: reportState(period, dueDate, Boolean(report), now),
      reportId: report?.id ?? null,
    };
  });
}

/**
 * Past years' quantities per market: what the company entered, else what its licence of that
 * year licensed (whoever licensed them, the company's own figures win). The one source of totals
 * for the derivation (dashboard, calendar, country page) and the licence page (RULE-3).
 */
export function yearTotalsOf(companyId: string): YearTotals[] {
  const entered = quantityTotalsOf(companyId);
  const licensed = licensedTotalsOf(companyId).filter(
    (l) =>
      !entered.some((e) => e.country === l.country && e.stream === l.stream && e.year === l.year),
  );
  return [...entered, ...licensed];
}

/**
 * The declaration of completeness a German licence names (RULE-3): about the year before while it
 * is still ahead (due in the licence's year) and that year's totals are known; else about its own
 * year, once its quantities are licensed. The domain decides from the same totals the calendar,
 * the dashboard and the country page count.
 */
function completeness(record: LicenceRecord, now: Date): Completeness | null {
  if (record.country !== 'DE' || record.year === null) return null;
  const rule = ruleFor(referenceFixture, 'DE', 'packaging');
  if (!rule) return null;
  const totals = yearTotalsOf(record.companyId);
  const answer = declarationOfLicence(rule, totals, record.year, isoDay(now));
  return answer
    ? {
        year: answer.year,
        required: answer.required,
        dueDate: answer.dueDate,
        groups: answer.groups.map((g) => ({
          id: g.id as Completeness['groups'][number]['id'],
          kg: g.kg,
          thresholdKg: g.minKg,
          reached: g.reached,
        })),
      }
    : null;
}

/** The licence as the API shows it. */
export function licenceView(record: LicenceRecord, now = new Date()): Licence {
  const process = processes.findById(record.id)!;
  const submitted = process.status !== 'draft' && record.submittedAt !== null;
  const quantities = submitted ? licensedQuantities(record) : { ...record.quantities };
  const priced = quoteFor(record, quantities);
  const feeRoute = feeRouteOf(record, quantities);
  const frequency = frequencyOf(record, priced, feeRoute, quantities);
  // The flat fee has no period reports: one yearly invoice.
  const schedule =
    submitted && record.year !== null && process.status !== 'cancelled'
      ? record.country === 'DE'
        ? germanSchedule(record, now)
        : frequency === 'flatFee'
          ? []
          : austrianSchedule(record, frequency ?? 'yearly', now)
      : [];
  return {
    id: record.id,
    companyId: record.companyId,
    country: record.country,
    status: process.status,
    step: record.step,
    lucidNumber: record.lucidNumber,
    austria: record.austria,
    year: record.year,
    quantities,
    quote: priced?.quote ?? null,
    reference: process.reference,
    feeRoute,
    reportingFrequency: frequency,
    ...commercialFrequencyOf(record, priced, feeRoute, quantities),
    timeline: timeline(record, process),
    reports: record.reports,
    schedule,
    completeness: submitted ? completeness(record, now) : null,
    documents: documentsOf(record.id),
    submittedAt: record.submittedAt,
    createdAt: process.createdAt,
    updatedAt: process.updatedAt,
  };
}

const kgText = (kg: number) => `${kg.toLocaleString('de-DE', { maximumFractionDigits: 3 })} kg`;

/** The participation certificate and the invoice of a licence just submitted. */
export function issueLicenceDocuments(record: LicenceRecord, at: string): void {
  const slug = `${record.country.toLowerCase()}-${record.year}`;
  const base = {
    companyId: record.companyId,
    processId: record.id,
    domain: 'licence',
    createdAt: at,
  };
  issueDocument({
    ...base,
    kind: 'certificate',
    fileName: `participation-certificate-${slug}.pdf`,
  });
  issueDocument({ ...base, kind: 'invoice', fileName: `invoice-${slug}.pdf` });
}

renderDocumentsWith('licence', (document) => {
  const record = licences.findById(document.processId);
  const process = processes.findById(document.processId);
  if (!record || !process) return undefined;
  const name = companies.findById(record.companyId)?.name ?? record.companyId;
  const heading = [
    name,
    `Licence ${process.reference ?? '-'}, year ${record.year}, ${record.country === 'DE' ? 'Germany (VerpackG)' : 'Austria (VerpackVO 2014)'}`,
    ...(record.lucidNumber ? [`LUCID ${record.lucidNumber}`] : []),
    '',
  ];
  if (document.kind === 'certificate') {
    const quantities = licensedQuantities(record);
    return {
      title: 'Participation certificate (example)',
      lines: [
        ...heading,
        'Licensed quantities:',
        ...(Object.entries(quantities) as [PackagingMaterial, number][])
          .filter(([, kg]) => kg > 0)
          .map(([material, kg]) => `${material}: ${kgText(kg)}`),
        '',
        'Issued by the EPR Compliance local stack: an example document.',
      ],
    };
  }
  // The invoice charges the quantities the licence was submitted with.
  const quote = quoteFor(record, record.quantities)?.quote;
  return {
    title: 'Invoice (example prices)',
    lines: [
      ...heading,
      ...(quote
        ? [
            ...quote.lines.map((l) => `${l.item}: ${kgText(l.quantity)} = ${euroText(l.amount)}`),
            ...(quote.minimumApplied ? [`Minimum fee applies: ${euroText(quote.minimumFee)}`] : []),
            `Net ${euroText(quote.net)}`,
            ...vatAndTotalText(quote),
          ]
        : []),
    ],
  };
});
