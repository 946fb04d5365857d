/**
 * A company's obligations and deadlines, derived on every read from the tables (markets,
 * registrations, processes, reports, last year's totals) by the domain (`src/domain/obligations.ts`):
 * what a process or a report changes shows at once, on every screen.
 */
import {
  OPEN_OBLIGATION_STATUSES,
  type ComplianceSummary,
} from '../../../src/shared/contract/main/obligations';
import type { Stream } from '../../../src/shared/contract/reference';
import { markets, registrationsOf, reportsOf, schemeContractsOf } from './compliance';
import { companies } from '../../common/data/db';
import { referenceFixture } from './fixtures/reference';
import {
  deriveDeadlines,
  deriveObligation,
  deriveObligations,
  LOOK_AHEAD_DAYS,
  LOOK_BACK_DAYS,
  type CompanyFacts,
} from '../../../src/domain/obligations';
import { licensedFrequenciesOf, yearTotalsOf } from './licensing';
import { processesOf } from './processes';
import { representativesOf } from './representation';
import { addDays, today } from '../../../src/domain/schedule';

/** Everything the derivation reads about one company, on the service's today. */
export function factsOf(companyId: string, day = today()): CompanyFacts {
  return {
    companyCountry: companies.findById(companyId)?.country ?? '',
    markets: markets.findById(companyId) ?? null,
    registrations: registrationsOf(companyId),
    processes: processesOf(companyId),
    reports: reportsOf(companyId),
    totals: yearTotalsOf(companyId),
    representatives: representativesOf(companyId, day).map(({ country, stream, kind, status }) => ({
      country,
      stream,
      kind,
      status,
    })),
    licensedFrequencies: licensedFrequenciesOf(companyId, Number(day.slice(0, 4))),
    schemeContracts: schemeContractsOf(companyId),
    today: day,
  };
}

export const obligationsOf = (companyId: string, day = today()) =>
  deriveObligations(referenceFixture, factsOf(companyId, day));

export const obligationOf = (companyId: string, country: string, stream: Stream, day = today()) =>
  deriveObligation(referenceFixture, factsOf(companyId, day), country, stream);

export const deadlinesOf = (companyId: string, from: string, to: string, day = today()) =>
  deriveDeadlines(referenceFixture, factsOf(companyId, day), from, to);

/** One company at a glance (`GET /compliance-summaries`), from the same derivation as its pages. */
export function complianceSummaryOf(companyId: string, day = today()): ComplianceSummary {
  const open = obligationsOf(companyId, day).filter((o) =>
    OPEN_OBLIGATION_STATUSES.includes(o.status),
  );
  const pending = deadlinesOf(
    companyId,
    addDays(day, -LOOK_BACK_DAYS),
    addDays(day, LOOK_AHEAD_DAYS),
    day,
  ).filter((d) => d.status !== 'done' && d.status !== 'past');
  // Deadlines come by due date: the earliest overdue one, else the first not behind today.
  const nextDeadline =
    pending.find((d) => d.status === 'overdue') ?? pending.find((d) => d.dueDate >= day) ?? null;
  return {
    companyId,
    openObligations: open.length,
    overdueObligations: open.filter((o) => o.status === 'overdue').length,
    nextDeadline,
  };
}
