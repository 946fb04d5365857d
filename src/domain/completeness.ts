/**
 * RULE-3: the declaration of completeness (German packaging) from a year's totals, the one answer
 * the calendar, the dashboard, the country page and the licence page share. The totals are the
 * company's own figures where it entered them, else what its licences with the platform hold.
 * Relative imports only: the mock backend loads the domain with esbuild-register.
 */
import type { Declaration, ObligationReason } from '../shared/contract/main/obligations';
import type { DeadlineRule, ObligationRule } from '../shared/contract/reference';
import { thresholdGroups, type ThresholdResult } from './applicability';
import { deadlineIdOf, type CompanyFacts, type YearTotals } from './company-facts';
import { occurrences } from './schedule';

export interface CompletenessAnswer {
  ruleId: string;
  /** The year whose quantities count. */
  year: number;
  /** When the declaration about `year` is due (the following year). */
  dueDate: string;
  required: boolean;
  groups: ThresholdResult[];
}

/**
 * The declaration about `year` under `rule`: null where the rule has none bound to thresholds, or
 * where no totals of that year are known (entered or licensed).
 */
export function declarationOfCompleteness(
  rule: ObligationRule,
  totals: readonly YearTotals[],
  year: number,
): CompletenessAnswer | null {
  const deadline = rule.deadlines.find((d) => d.kind === 'declaration' && d.condition);
  const kg = totals.find(
    (t) => t.country === rule.country && t.stream === rule.stream && t.year === year,
  )?.kg;
  if (!deadline?.condition || !kg) return null;
  const [due] = occurrences(deadline.schedule, `${year + 1}-01-01`, `${year + 1}-12-31`);
  if (!due) return null;
  const groups = thresholdGroups(deadline.condition, kg);
  return {
    ruleId: deadline.id,
    year,
    dueDate: due.dueDate,
    required: groups.some((g) => g.reached),
    groups,
  };
}

/**
 * Of two years' declarations, the one to name: the earlier one while it is required and ahead,
 * else the later one once its totals are known, else the earlier one (nothing later is decided).
 */
const nearer = (
  earlier: CompletenessAnswer | null,
  later: CompletenessAnswer | null,
  today: string,
) => (earlier?.required && earlier.dueDate >= today ? earlier : (later ?? earlier));

/** The declaration ahead of `today` and which year's totals it still waits for. */
export interface DeclarationAhead {
  answer: CompletenessAnswer | null;
  /** Totals no one entered or licensed that would decide a declaration not yet past. */
  unknown: 'lastYear' | 'thisYear' | null;
}

/**
 * The declaration a company faces on `today` (the dashboard, the country page): last year's while
 * its due date (15 May) is ahead and last year's totals reach a threshold, else this year's once
 * this year's totals are known (a licence of this year decides next year's declaration). Last
 * year's totals are asked for only while that declaration is still ahead; after it, this year's.
 */
export function declarationAhead(
  rule: ObligationRule,
  totals: readonly YearTotals[],
  today: string,
): DeclarationAhead {
  const year = Number(today.slice(0, 4));
  const deadline = rule.deadlines.find((d) => d.kind === 'declaration' && d.condition);
  if (!deadline) return { answer: null, unknown: null };
  const [due] = occurrences(deadline.schedule, `${year}-01-01`, `${year}-12-31`);
  const earlierAhead = Boolean(due && today <= due.dueDate);
  const earlier = earlierAhead ? declarationOfCompleteness(rule, totals, year - 1) : null;
  const answer = nearer(earlier, declarationOfCompleteness(rule, totals, year), today);
  if (earlierAhead && !earlier) return { answer, unknown: 'lastYear' };
  return { answer, unknown: answer ? null : 'thisYear' };
}

/**
 * The declaration a licence of `year` names: the one about the year before while it is required
 * and ahead (due in the licence's year), else its own year's, else the year before's (an old
 * licence). For this year's licence it is the declaration the dashboard and the country page name.
 */
export function declarationOfLicence(
  rule: ObligationRule,
  totals: readonly YearTotals[],
  year: number,
  today: string,
): CompletenessAnswer | null {
  return nearer(
    declarationOfCompleteness(rule, totals, year - 1),
    declarationOfCompleteness(rule, totals, year),
    today,
  );
}

/**
 * What an obligation says of the declaration (RULE-3): the declaration ahead where its deadline
 * binds the company (end use, from the day it sells there), with the reason it gives: required and
 * not filed yet, or the totals that would decide it. The calendar dates the same deadline from the
 * same totals.
 */
export function obligationDeclaration(
  rule: ObligationRule,
  deadlineRules: readonly DeadlineRule[],
  facts: Pick<CompanyFacts, 'totals' | 'reports' | 'today'>,
  since: string,
): { declaration: Declaration | null; reasons: ObligationReason[] } {
  if (!deadlineRules.some((d) => d.kind === 'declaration' && d.condition))
    return { declaration: null, reasons: [] };
  const ahead = declarationAhead(rule, facts.totals, facts.today);
  const unknown: ObligationReason[] =
    ahead.unknown === 'lastYear'
      ? ['totalsUnknown']
      : ahead.unknown === 'thisYear'
        ? ['currentTotalsUnknown']
        : [];
  const a = ahead.answer;
  if (!a || a.dueDate < since) return { declaration: null, reasons: unknown };
  const deadlineId = deadlineIdOf(a.ruleId, a.dueDate);
  const filed = facts.reports.some((r) => r.deadlineId === deadlineId);
  const declaration = { deadlineId, ...a, filed };
  return {
    declaration,
    reasons: a.required && !filed ? ['declarationRequired', ...unknown] : unknown,
  };
}
