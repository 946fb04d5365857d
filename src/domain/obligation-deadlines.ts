/**
 * An obligation's deadlines: which deadline rules bind the company, the schedule a scheme contract
 * sets, and the dated deadlines with their status between two days. Relative imports only.
 */
import type { EndUse } from '../shared/contract/main/markets';
import type { Deadline, DeadlineStatus, Obligation } from '../shared/contract/main/obligations';
import type { Registration } from '../shared/contract/main/registrations';
import type { Report } from '../shared/contract/main/reports';
import type { SchemeContract } from '../shared/contract/main/scheme-contracts';
import {
  type DeadlineRule,
  type ObligationRule,
  type Schedule,
  type Stream,
} from '../shared/contract/reference';
import { binds, reachedThreshold } from './applicability';
import { daysBetween, occurrences, type Occurrence } from './schedule';
import { DUE_SOON_DAYS, FILEABLE_KINDS, type CompanyFacts, deadlineIdOf } from './company-facts';
import { FREQUENCY_PERIOD } from './vocabulary/frequencies';

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
    if (rule.reportingFrequency !== 'byFeeLevel') return true;
    const chosen = frequency[d.segment ?? 'household'];
    // The flat fee replaces every report of its segment, the yearly one included (§13(3a)).
    if (chosen === 'flatFee') return !d.segment;
    if (d.schedule.type === 'afterPeriod' || d.schedule.type === 'daysAfterPeriod')
      return d.schedule.period === FREQUENCY_PERIOD[chosen];
    return true;
  });
}

export interface Evaluation {
  obligation: Omit<Obligation, 'nextDeadline'>;
  /** Deadline rules that bind the company; empty when the obligation does not apply. */
  deadlineRules: DeadlineRule[];
  /** The company fulfils the obligation: its filings are tracked (overdue, report due). */
  tracked: boolean;
  /** Deadlines count from here (the market's `since`). */
  since: string;
}

/** The company's quantities of `year` on one market, if it entered them or a licence has them. */
export const totalsOf = (facts: CompanyFacts, country: string, stream: Stream, year: number) =>
  facts.totals.find((t) => t.country === country && t.stream === stream && t.year === year)?.kg;

export function datedDeadlines(
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

export const byDate = (a: Deadline, b: Deadline) =>
  a.dueDate.localeCompare(b.dueDate) ||
  a.country.localeCompare(b.country) ||
  a.stream.localeCompare(b.stream) ||
  a.ruleId.localeCompare(b.ruleId);
