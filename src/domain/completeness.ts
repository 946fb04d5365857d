/**
 * RULE-3: the declaration of completeness (German packaging) from a year's totals, the one answer
 * the calendar, the dashboard, the country page and the licence page share. The totals are the
 * company's own figures where it entered them, else what its licences with the platform hold.
 * Relative imports only: the mock backend loads the domain with esbuild-register.
 */
import type { ObligationRule } from '../shared/contract/reference';
import { thresholdGroups, type ThresholdResult } from './applicability';
import type { YearTotals } from './company-facts';
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
