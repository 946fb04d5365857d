/**
 * How a company's obligations and deadlines are derived: pure functions of the reference data and
 * the company's facts (markets with their end use and role, registrations, processes, reports,
 * last year's totals) on a given day. The main API (`mocks/`) answers with them; the quickcheck
 * shares their applicability (`applicability.ts`). The README's "How obligations are derived" says
 * them in words.
 *
 * Relative imports only: the mock backend loads the domain with esbuild-register.
 */
import type { CompanyMarkets, EndUse } from '../shared/contract/main/markets';
import type {
  Deadline,
  DeadlineStatus,
  DutyState,
  Obligation,
  ObligationAction,
  ObligationReason,
  ObligationStatus,
} from '../shared/contract/main/obligations';
import type { ProcessSummary } from '../shared/contract/main/processes';
import type { Registration } from '../shared/contract/main/registrations';
import type { Report } from '../shared/contract/main/reports';
import type { SchemeContract } from '../shared/contract/main/scheme-contracts';
import {
  EU_BASELINE,
  STREAMS,
  ruleFor,
  type DeadlineRule,
  type DutyRule,
  type ObligationRule,
  type ReferenceData,
  type Schedule,
  type ServiceId,
  type Stream,
} from '../shared/contract/reference';
import {
  applicability,
  binds,
  representativeNeed,
  bindingDuties,
  dutiesOf,
  endUseOf,
  reachedThreshold,
  type Totals,
} from './applicability';
import { addDays, daysBetween, occurrences, type Occurrence } from './schedule';

/** A filing due within this many days makes a compliant obligation "report due". */
export const REPORT_DUE_DAYS = 30;
/** A deadline within this many days stands out as "due soon". */
export const DUE_SOON_DAYS = 14;
/** How far back unfiled reports count as overdue, and the default calendar reaches. */
export const LOOK_BACK_DAYS = 365;
export const LOOK_AHEAD_DAYS = 365;

/** Deadline kinds a filed report fulfils; payments and registration windows are only dates here. */
/** Kinds a filing fulfils; a renewal is filed as its proof (the German WEEE guarantee). */
export const FILEABLE_KINDS = new Set<DeadlineRule['kind']>([
  'report',
  'declaration',
  'planning',
  'renewal',
]);

const FREQUENCY_PERIOD = { monthly: 'month', quarterly: 'quarter', yearly: 'year' } as const;

/** A year's quantities placed on one market (kg by material), entered or from a licence. */
export interface YearTotals {
  country: string;
  stream: Stream;
  year: number;
  kg: Totals;
}

export interface RepresentativeFact {
  country: string;
  stream: Stream;
  kind: 'own' | 'ordered';
  status: 'appointed' | 'pending';
}

export interface CompanyFacts {
  companyCountry: string;
  /** Null: the company has not said where it sells yet. */
  markets: Pick<CompanyMarkets, 'establishments' | 'markets'> | null;
  registrations: readonly Registration[];
  processes: readonly ProcessSummary[];
  reports: readonly Report[];
  /** Quantities of past years, for threshold-bound duties. */
  totals: readonly YearTotals[];
  /**
   * Representatives the company has: its own (recorded) or ordered from the platform, appointed
   * once confirmed (own: from its start date), pending before.
   */
  representatives: readonly RepresentativeFact[];
  /**
   * The reporting frequencies of the company's licences with the platform in force this year
   * (Austria: by fee level, or the flat fee); they win over a frequency recorded with the number,
   * so the licence, the dashboard and the calendar show one schedule.
   */
  licensedFrequencies?: readonly Pick<
    Registration,
    'country' | 'stream' | 'reportingFrequency' | 'commercialReportingFrequency'
  >[];
  /** The scheme contracts the company recorded, with their dates (absent: none). */
  schemeContracts?: readonly Pick<SchemeContract, 'country' | 'stream' | 'scheme' | 'dates'>[];
  /** The service's today (ISO date). */
  today: string;
}

export const deadlineIdOf = (ruleId: string, dueDate: string) => `${ruleId}:${dueDate}`;

/**
 * The schedule a deadline follows for this company: where the law leaves the date to the scheme
 * contract, the date the company recorded from its contract, else the usual one.
 */
export function contractSchedule(
  rule: DeadlineRule,
  contract: Pick<SchemeContract, 'dates'> | undefined,
): Schedule {
  const date = rule.basis === 'schemeContract' ? contract?.dates[rule.id] : undefined;
  return date && rule.schedule.type === 'yearly'
    ? { type: 'yearly', month: date.month, day: date.day }
    : rule.schedule;
}

interface Dated extends Occurrence {
  /** For a deadline due after filings: the rules whose filings on that day it follows. */
  mirrors?: string[];
}

/**
 * A deadline due at once after filings (VerpackG §10): one per day on which the company filed a
 * report of the deadlines it names, due that day.
 */
function afterFilings(
  of: readonly string[],
  reports: readonly Report[],
  country: string,
  stream: Stream,
  from: string,
  to: string,
): Dated[] {
  const days = new Map<string, Set<string>>();
  for (const r of reports) {
    const day = r.filedAt.slice(0, 10);
    if (r.country !== country || r.stream !== stream || !of.includes(r.ruleId)) continue;
    if (day < from || day > to) continue;
    days.set(day, (days.get(day) ?? new Set()).add(r.ruleId));
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([dueDate, rules]) => ({
      dueDate,
      periodStart: null,
      periodEnd: null,
      mirrors: of.filter((id) => rules.has(id)),
    }));
}

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

/**
 * The rule's deadlines that bind this company: by end use; where the fee level decides, by the
 * frequency the company has (per segment where household and commercial report apart; a flat fee
 * has no period reports; yearly until it says); and without what a scheme does for its
 * participants.
 */
export function bindingDeadlines(
  rule: ObligationRule,
  endUse: EndUse,
  registration:
    Pick<Registration, 'reportingFrequency' | 'commercialReportingFrequency'> | undefined,
  systemParticipant = false,
): DeadlineRule[] {
  const household = registration?.reportingFrequency ?? 'yearly';
  const frequency = {
    household,
    commercial: registration?.commercialReportingFrequency ?? household,
  };
  return rule.deadlines.filter((d) => {
    if (!binds(d.audience, endUse)) return false;
    if (d.participants === 'not' && systemParticipant) return false;
    if (d.participants === 'only' && !systemParticipant) return false;
    if (
      rule.reportingFrequency === 'byFeeLevel' &&
      (d.schedule.type === 'afterPeriod' || d.schedule.type === 'daysAfterPeriod')
    ) {
      const chosen = frequency[d.segment ?? 'household'];
      return chosen !== 'flatFee' && d.schedule.period === FREQUENCY_PERIOD[chosen];
    }
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

/** What one duty leaves to do: nothing (fulfilled, or the company's own), or a gap. */
function dutyGap(
  duty: DutyRule,
  facts: CompanyFacts,
  country: string,
  stream: Stream,
  registration: Registration | undefined,
): Gap | 'own' | { done: ObligationReason } {
  const fulfilled = { done: 'serviceActive' as const };
  if (duty.service) {
    const process = bestProcess(facts, duty.service, country, stream);
    if (process)
      return (
        processGap(process, duty.service, {
          missing: 'registrationMissing',
          inProgress: 'processSubmitted',
        }) ?? fulfilled
      );
    if (!registration)
      return {
        status: 'actionNeeded',
        reason: 'registrationMissing',
        action: { kind: 'startService', service: duty.service },
      };
    // A number shows the company is registered, not that it takes part in a scheme.
    if (duty.id === 'systemParticipation')
      return {
        status: 'toCheck',
        reason: 'participationUnknown',
        action: { kind: 'startService', service: duty.service },
      };
    return { done: 'registered' };
  }
  if (duty.id === 'takeBack') return 'own';
  if (registration) return { done: 'registered' };
  return {
    status: 'toCheck',
    reason: 'registrationMissing',
    action: { kind: 'recordRegistration' },
  };
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
        duties: [],
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
  const endUse = endUseOf(market.facts, stream);
  const established =
    code === facts.companyCountry.toUpperCase() ||
    (facts.markets?.establishments ?? []).includes(code);
  if (!rule) return result('toCheck', ['notCovered'], { action: { kind: 'contactSupport' } });
  if (!ownRule) {
    // No rules of the country's own: the EU baseline says whether EPR applies at all, and
    // whether EU law asks for a representative; the national details need checking.
    const baseline = applicability(rule, endUse, facts.today);
    if (baseline.kind !== 'applies') return result('notApplicable', ['noEprYet']);
    const needed = !established && representativeNeed(rule, market.facts, endUse) === 'required';
    return result('toCheck', ['notCovered'], {
      action: { kind: 'contactSupport' },
      representative: needed ? 'required' : 'notNeeded',
    });
  }
  const applies = applicability(rule, endUse, facts.today);
  if (applies.kind === 'none' || applies.kind === 'planned')
    return result('notApplicable', ['noEprYet']);
  if (applies.kind === 'endUseNotObligated')
    return result('notApplicable', ['audienceNotObligated']);

  const gaps: Gap[] = [];
  const fine: ObligationReason[] = [];

  let representative: Obligation['representative'] = 'notNeeded';
  if (!established && representativeNeed(rule, market.facts, endUse) === 'required') {
    // A representative on record (own, or an order) decides: appointed counts, pending is on its
    // way (never a second order). Without one, an `authoriseme` process of ours.
    const onRecord = facts.representatives.filter((r) => r.country === code && r.stream === stream);
    const recorded = onRecord.find((r) => r.status === 'appointed') ?? onRecord[0];
    const gap: Gap | null = recorded
      ? recorded.status === 'appointed'
        ? null
        : { status: 'inProgress', reason: 'representativeInProgress', action: null }
      : processGap(bestProcess(facts, 'authoriseme', code, stream), 'authoriseme', {
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

  // A company in a scheme (any of the rule's services in force) is relieved of what the scheme does.
  const participant = dutiesOf(rule).some((d) => {
    const status = d.service && bestProcess(facts, d.service, code, stream)?.status;
    return status === 'active' || status === 'completed';
  });
  const duties: DutyState[] = [];
  for (const duty of bindingDuties(rule, endUse)) {
    const gap = dutyGap(duty, facts, code, stream, registration);
    if (gap === 'own' && participant) {
      duties.push({ id: duty.id, state: 'fulfilled' });
      fine.push('serviceActive');
    } else if (gap === 'own') {
      duties.push({ id: duty.id, state: 'ownResponsibility' });
      fine.push('takeBackOwn');
    } else if ('done' in gap) {
      duties.push({ id: duty.id, state: 'fulfilled' });
      fine.push(gap.done);
    } else {
      duties.push({ id: duty.id, state: gap.status });
      gaps.push(gap);
    }
  }

  const licensed = facts.licensedFrequencies?.find(
    (l) => l.country === code && l.stream === stream,
  );
  const deadlineRules = bindingDeadlines(rule, endUse, licensed ?? registration, participant);
  const worst =
    gaps.find((g) => g.status === 'actionNeeded') ??
    gaps.find((g) => g.status === 'inProgress') ??
    gaps.find((g) => g.status === 'toCheck');
  if (worst)
    return result(worst.status, [...new Set([...gaps.map((g) => g.reason), ...fine])], {
      representative,
      duties,
      action: worst.action,
      deadlineRules,
    });
  // A threshold-bound duty cannot be told without last year's totals: say so, once fulfilled.
  const lastYear = Number(facts.today.slice(0, 4)) - 1;
  if (deadlineRules.some((d) => d.condition) && !totalsOf(facts, code, stream, lastYear))
    fine.push('totalsUnknown');
  return result('compliant', [...new Set(fine)], {
    representative,
    duties,
    deadlineRules,
    tracked: true,
  });
}

/** The company's quantities of `year` on one market, if it entered them or a licence has them. */
const totalsOf = (facts: CompanyFacts, country: string, stream: Stream, year: number) =>
  facts.totals.find((t) => t.country === country && t.stream === stream && t.year === year)?.kg;

function datedDeadlines(
  evaluation: Evaluation,
  facts: CompanyFacts,
  from: string,
  to: string,
): Deadline[] {
  const start = from > evaluation.since ? from : evaluation.since;
  if (start > to) return [];
  const { country, stream } = evaluation.obligation;
  const contract = facts.schemeContracts?.find((c) => c.country === country && c.stream === stream);
  const dated = (rule: DeadlineRule): Dated[] =>
    rule.schedule.type === 'afterFiling'
      ? afterFilings(rule.schedule.of, facts.reports, country, stream, start, to)
      : occurrences(contractSchedule(rule, contract), start, to);
  return evaluation.deadlineRules.flatMap((rule) =>
    dated(rule).flatMap((o): Deadline[] => {
      // A threshold-bound duty binds only when last year's totals reach a threshold.
      let threshold: Deadline['threshold'];
      if (rule.condition) {
        const totals = totalsOf(facts, country, stream, Number(o.dueDate.slice(0, 4)) - 1);
        const reached = totals && reachedThreshold(rule.condition, totals);
        if (!reached) return [];
        threshold = { id: reached.id, kg: reached.kg, minKg: reached.minKg };
      }
      const id = deadlineIdOf(rule.id, o.dueDate);
      const report = facts.reports.find((r) => r.deadlineId === id);
      const fileable = FILEABLE_KINDS.has(rule.kind);
      const daysLeft = daysBetween(facts.today, o.dueDate);
      let status: DeadlineStatus;
      if (report && fileable) status = 'done';
      else if (daysLeft < 0) status = fileable && evaluation.tracked ? 'overdue' : 'past';
      else status = daysLeft <= DUE_SOON_DAYS ? 'dueSoon' : 'open';
      return [
        {
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
          ...(threshold ? { threshold } : {}),
          ...(rule.basis === 'schemeContract'
            ? {
                schemeContract: {
                  scheme: contract?.scheme ?? null,
                  dateRecorded: Boolean(contract?.dates[rule.id]),
                },
              }
            : {}),
          ...(o.mirrors ? { mirrors: o.mirrors } : {}),
        },
      ];
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
