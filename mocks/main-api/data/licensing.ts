/**
 * Packaging licences of the mock main API: one record per licensing process (keyed by the process
 * id), with the wizard's data and the filed reports; the quantities licensed and the documents
 * issued. What the API shows is `licence-view.ts`, from the price (`licence-fees.ts`), the report
 * schedule (`licence-schedules.ts`) and the declaration of completeness (`licence-completeness.ts`).
 */
import { segmentFrequencies } from '../../../src/domain/pricing';
import type {
  AustrianPackaging,
  FeeRoute,
  LicenceReport,
  WizardStep,
} from '../../../src/shared/contract/main/licences';
import type {
  LicenceCountry,
  PackagingMaterial,
} from '../../../src/shared/contract/main/packaging-materials';
import type { Quantities } from '../../../src/shared/contract/main/prices';
import type { ProcessStatus } from '../../../src/shared/contract/main/processes';
import { companies } from '../../common/data/db';
import { processes } from './processes';
import type { YearTotals } from '../../../src/domain/obligations';
import { quantityTotalsOf } from './compliance';
import { euroText, vatAndTotalText, issueDocument, renderDocumentsWith } from './service-documents';
import { table } from '../../common/data/table';
import { licenceFixtures } from './fixtures/licences';
import { feeRouteOf, priceOf, quoteFor } from './licence-fees';

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
