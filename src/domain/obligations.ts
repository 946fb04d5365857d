/**
 * How a company's obligations and deadlines are derived: pure functions of the reference data and
 * the company's facts (markets with their end use and role, registrations, processes, reports,
 * last year's totals) on a given day. The main API (`mocks/`) answers with them; the quickcheck
 * shares their applicability (`applicability.ts`). The README's "How obligations are derived" says
 * them in words. Each country and stream is first evaluated (`obligation-evaluation.ts`).
 *
 * Relative imports only: the mock backend loads the domain with esbuild-register.
 */
import type { Deadline, Obligation } from '../shared/contract/main/obligations';
import { STREAMS, type ReferenceData, type Stream } from '../shared/contract/reference';
import { addDays, daysBetween } from './schedule';
import {
  REPORT_DUE_DAYS,
  LOOK_BACK_DAYS,
  LOOK_AHEAD_DAYS,
  type CompanyFacts,
} from './company-facts';
import { byDate, datedDeadlines } from './obligation-deadlines';
import { evaluate } from './obligation-evaluation';

// The derivation's public surface, one import away (its parts live in the modules above).
export {
  FILEABLE_KINDS,
  LOOK_AHEAD_DAYS,
  LOOK_BACK_DAYS,
  REPORT_DUE_DAYS,
  deadlineIdOf,
  defaultSalesStart,
  type CompanyFacts,
  type YearTotals,
} from './company-facts';
export { bindingDeadlines, contractSchedule } from './obligation-deadlines';

/** One country and stream: the status, why, and what to do. */
export function deriveObligation(
  reference: ReferenceData,
  facts: CompanyFacts,
  country: string,
  stream: Stream,
): Obligation {
  const evaluation = evaluate(reference, facts, country, stream);
  const { today } = facts;
  const deadlines = datedDeadlines(
    evaluation,
    facts,
    addDays(today, -LOOK_BACK_DAYS),
    addDays(today, LOOK_AHEAD_DAYS),
  ).sort(byDate);
  const overdue = deadlines.filter((d) => d.status === 'overdue');
  const upcoming = deadlines.filter(
    (d) => d.dueDate >= today && d.status !== 'done' && d.status !== 'past',
  );
  const nextDeadline = overdue[0] ?? upcoming[0] ?? null;
  const obligation: Obligation = { ...evaluation.obligation, nextDeadline };
  if (!evaluation.tracked) return obligation;

  const due = upcoming.find((d) => d.fileable && daysBetween(today, d.dueDate) <= REPORT_DUE_DAYS);
  if (overdue[0])
    return {
      ...obligation,
      status: 'overdue',
      reasons: [...obligation.reasons, 'reportOverdue'],
      action: { kind: 'fileReport', deadlineId: overdue[0].id },
    };
  if (due)
    return {
      ...obligation,
      status: 'reportDue',
      reasons: [...obligation.reasons, 'reportDue'],
      action: { kind: 'fileReport', deadlineId: due.id },
    };
  return { ...obligation, reasons: [...obligation.reasons, 'reportsUpToDate'] };
}

/** Every stream of every market country, in the markets' order. */
export function deriveObligations(reference: ReferenceData, facts: CompanyFacts): Obligation[] {
  return (facts.markets?.markets ?? []).flatMap((market) =>
    STREAMS.map((stream) => deriveObligation(reference, facts, market.country, stream)),
  );
}

/** The dated deadlines of every applicable obligation between `from` and `to`, by date. */
export function deriveDeadlines(
  reference: ReferenceData,
  facts: CompanyFacts,
  from: string,
  to: string,
): Deadline[] {
  return (facts.markets?.markets ?? [])
    .flatMap((market) =>
      market.streams.flatMap((stream) =>
        datedDeadlines(evaluate(reference, facts, market.country, stream), facts, from, to),
      ),
    )
    .sort(byDate);
}
