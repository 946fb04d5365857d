/**
 * How the service derives a company's obligations and deadlines: pure functions of the reference
 * data and the company's facts (markets, registrations, processes, reports) on a given day. The one
 * place these rules live; the README's "Derivation rules" section says them in words.
 */
import type { CompanyMarkets } from '../../src/shared/contract/main/markets';
import type {
  Deadline,
  DeadlineStatus,
  Obligation,
  ObligationAction,
  ObligationReason,
  ObligationStatus,
} from '../../src/shared/contract/main/obligations';
import type { ProcessSummary } from '../../src/shared/contract/main/processes';
import type { Registration } from '../../src/shared/contract/main/registrations';
import type { Report } from '../../src/shared/contract/main/reports';
import {
  EU_BASELINE,
  STREAMS,
  ruleFor,
  type DeadlineRule,
  type ObligationRule,
  type ReferenceData,
  type ServiceId,
  type Stream,
} from '../../src/shared/contract/reference';
import { addDays, daysBetween, occurrences } from './schedule';

/** A filing due within this many days makes a compliant obligation "report due". */
export const REPORT_DUE_DAYS = 30;
/** A deadline within this many days stands out as "due soon". */
export const DUE_SOON_DAYS = 14;
/** How far back unfiled reports count as overdue, and the default calendar reaches. */
export const LOOK_BACK_DAYS = 365;
export const LOOK_AHEAD_DAYS = 365;

/** Deadline kinds a filed report fulfils; payments and registration windows are only dates here. */
const FILEABLE_KINDS = new Set<DeadlineRule['kind']>(['report', 'declaration', 'planning']);

/** Services that license packaging with a scheme: a registration number alone does not do that. */
const LICENCE_SERVICES = new Set<ServiceId>(['de-licensing-process', 'at-licensing-process']);

const FREQUENCY_PERIOD = { monthly: 'month', quarterly: 'quarter', yearly: 'year' } as const;

export interface CompanyFacts {
  companyCountry: string;
  /** Null: the company has not said where it sells yet. */
  markets: Pick<CompanyMarkets, 'audience' | 'establishments' | 'markets'> | null;
  registrations: readonly Registration[];
  processes: readonly ProcessSummary[];
  reports: readonly Report[];
  /** The service's today (ISO date). */
  today: string;
}

export const deadlineIdOf = (ruleId: string, dueDate: string) => `${ruleId}:${dueDate}`;

interface Gap {
  status: 'actionNeeded' | 'inProgress' | 'toCheck';
  reason: ObligationReason;
  action: ObligationAction | null;
}

/** Where a process stands for the obligation: the best of the company's matching processes. */
const PROCESS_RANK = { active: 4, completed: 4, submitted: 3, draft: 2, cancelled: 0 } as const;

function bestProcess(
  facts: CompanyFacts,
  service: ServiceId,
  country: string,
  stream: Stream | null,
): ProcessSummary | undefined {
  const year = Number(facts.today.slice(0, 4));
  return facts.processes
    .filter(
      (p) =>
        p.service === service &&
        p.country === country &&
        (stream === null || p.streams.includes(stream)) &&
        (p.year === null || p.year === year) &&
        p.status !== 'cancelled',
    )
    .sort((a, b) => PROCESS_RANK[b.status] - PROCESS_RANK[a.status])[0];
}

/** What a service process (or its absence) leaves to do. */
function processGap(
  process: ProcessSummary | undefined,
  service: ServiceId,
  reasons: { missing: ObligationReason; inProgress: ObligationReason },
): Gap | null {
  if (process?.status === 'active' || process?.status === 'completed') return null;
  if (process?.status === 'submitted')
    return { status: 'inProgress', reason: reasons.inProgress, action: null };
  if (process?.status === 'draft')
    return {
      status: 'actionNeeded',
      reason: reasons.missing === 'registrationMissing' ? 'processDraft' : reasons.missing,
      action: { kind: 'continueProcess', service, processId: process.id },
    };
  return {
    status: 'actionNeeded',
    reason: reasons.missing,
    action: { kind: 'startService', service },
  };
}

/** The rule's deadlines that bind this company (audience, and the frequency its fee level gives). */
export function bindingDeadlines(
  rule: ObligationRule,
  audience: CompanyMarkets['audience'],
  registration: Pick<Registration, 'reportingFrequency'> | undefined,
): DeadlineRule[] {
  const period = FREQUENCY_PERIOD[registration?.reportingFrequency ?? 'yearly'];
  return rule.deadlines.filter((d) => {
    if (d.audience === 'b2c' && audience === 'businesses') return false;
    if (d.audience === 'b2b' && audience === 'consumers') return false;
    if (rule.reportingFrequency === 'byFeeLevel' && d.schedule.type !== 'yearly')
      return d.schedule.period === period;
    return true;
  });
}

interface Evaluation {
  obligation: Omit<Obligation, 'nextDeadline'>;
  /** Deadline rules that bind the company; empty when the obligation does not apply. */
  deadlineRules: DeadlineRule[];
  /** The company fulfils the obligation: its filings are tracked (overdue, report due). */
  tracked: boolean;
  /** Deadlines count from here (the market's `since`). */
  since: string;
}

function evaluate(
  reference: ReferenceData,
  facts: CompanyFacts,
  country: string,
  stream: Stream,
): Evaluation {
  const code = country.toUpperCase();
  const market = facts.markets?.markets.find((m) => m.country === code);
  const registration = facts.registrations.find((r) => r.country === code && r.stream === stream);
  const ownRule = ruleFor(reference, code, stream);
  const rule = ownRule ?? ruleFor(reference, EU_BASELINE, stream);
  const related = facts.processes.filter(
    (p) =>
      p.country === code &&
      (p.streams.includes(stream) || ownRule?.prerequisites.includes(p.service)),
  );
  const base = {
    country: code,
    stream,
    ruleCountry: ownRule ? code : EU_BASELINE,
    registration: registration ?? null,
    processes: related.map(({ id, service, status, year }) => ({ id, service, status, year })),
  };
  const since = market?.since ?? facts.today;
  const result = (
    status: ObligationStatus,
    reasons: ObligationReason[],
    extra: Partial<Evaluation['obligation']> & Partial<Omit<Evaluation, 'obligation'>> = {},
  ): Evaluation => {
    const { deadlineRules = [], tracked = false, ...fields } = extra;
    return {
      obligation: {
        ...base,
        status,
        reasons,
        representative: 'notNeeded',
        action: null,
        ...fields,
      },
      deadlineRules,
      tracked,
      since,
    };
  };

  if (!market) return result('notApplicable', ['notInMarkets']);
  if (!market.streams.includes(stream)) return result('notApplicable', ['streamNotSold']);
  if (!ownRule || !rule)
    return result('toCheck', ['notCovered'], { action: { kind: 'contactSupport' } });
  if (rule.applicability !== 'inForce') return result('notApplicable', ['noEprYet']);
  const audience = facts.markets?.audience ?? 'both';
  if (
    (rule.audience === 'b2c' && audience === 'businesses') ||
    (rule.audience === 'b2b' && audience === 'consumers')
  )
    return result('notApplicable', ['audienceNotObligated']);

  const established =
    code === facts.companyCountry.toUpperCase() ||
    (facts.markets?.establishments ?? []).includes(code);
  const gaps: Gap[] = [];
  const fine: ObligationReason[] = [];

  let representative: Obligation['representative'] = 'notNeeded';
  if (rule.authorisedRepresentative === 'required' && !established) {
    const ar = bestProcess(facts, 'authoriseme', code, stream);
    const gap = processGap(ar, 'authoriseme', {
      missing: 'representativeMissing',
      inProgress: 'representativeInProgress',
    });
    representative =
      gap === null ? 'appointed' : gap.status === 'inProgress' ? 'inProgress' : 'required';
    if (gap) gaps.push(gap);
    else fine.push('representativeAppointed');
  }

  if (!established) {
    for (const service of rule.prerequisites) {
      const gap = processGap(bestProcess(facts, service, code, null), service, {
        missing: 'prerequisiteMissing',
        inProgress: 'prerequisiteInProgress',
      });
      if (gap) gaps.push(gap);
    }
  }

  if (rule.service) {
    const process = bestProcess(facts, rule.service, code, stream);
    if (process) {
      const gap = processGap(process, rule.service, {
        missing: 'registrationMissing',
        inProgress: 'processSubmitted',
      });
      if (gap) gaps.push(gap);
      else fine.push('serviceActive');
    } else if (!registration) {
      gaps.push({
        status: 'actionNeeded',
        reason: 'registrationMissing',
        action: { kind: 'startService', service: rule.service },
      });
    } else if (LICENCE_SERVICES.has(rule.service)) {
      gaps.push({
        status: 'toCheck',
        reason: 'participationUnknown',
        action: { kind: 'startService', service: rule.service },
      });
    } else {
      fine.push('registered');
    }
  } else if (registration) {
    fine.push('registered');
  } else {
    gaps.push({
      status: 'toCheck',
      reason: 'registrationMissing',
      action: { kind: 'recordRegistration' },
    });
  }

  const deadlineRules = bindingDeadlines(rule, audience, registration);
  const worst =
    gaps.find((g) => g.status === 'actionNeeded') ??
    gaps.find((g) => g.status === 'inProgress') ??
    gaps.find((g) => g.status === 'toCheck');
  if (worst)
    return result(worst.status, [...gaps.map((g) => g.reason), ...fine], {
      representative,
      action: worst.action,
      deadlineRules,
    });
  return result('compliant', fine, { representative, deadlineRules, tracked: true });
}

function datedDeadlines(
  evaluation: Evaluation,
  facts: CompanyFacts,
  from: string,
  to: string,
): Deadline[] {
  const start = from > evaluation.since ? from : evaluation.since;
  if (start > to) return [];
  const { country, stream } = evaluation.obligation;
  return evaluation.deadlineRules.flatMap((rule) =>
    occurrences(rule.schedule, start, to).map((o): Deadline => {
      const id = deadlineIdOf(rule.id, o.dueDate);
      const report = facts.reports.find((r) => r.deadlineId === id);
      const fileable = FILEABLE_KINDS.has(rule.kind);
      const daysLeft = daysBetween(facts.today, o.dueDate);
      let status: DeadlineStatus;
      if (report && fileable) status = 'done';
      else if (daysLeft < 0) status = fileable && evaluation.tracked ? 'overdue' : 'past';
      else status = daysLeft <= DUE_SOON_DAYS ? 'dueSoon' : 'open';
      return {
        id,
        ruleId: rule.id,
        kind: rule.kind,
        country,
        stream,
        dueDate: o.dueDate,
        periodStart: o.periodStart,
        periodEnd: o.periodEnd,
        status,
        fileable,
        reportId: report?.id ?? null,
      };
    }),
  );
}

const byDate = (a: Deadline, b: Deadline) =>
  a.dueDate.localeCompare(b.dueDate) ||
  a.country.localeCompare(b.country) ||
  a.stream.localeCompare(b.stream) ||
  a.ruleId.localeCompare(b.ruleId);

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
