import type { ObligationRule } from '@/shared/contract/reference';

/** The materials the rule's thresholds add up (its deadlines' and duties'), in the rule's order. */
export const materialsOf = (rule: ObligationRule): string[] => [
  ...new Set(
    [...rule.deadlines, ...(rule.duties ?? [])].flatMap(
      (d) => d.condition?.anyOf.flatMap((g) => g.materials) ?? [],
    ),
  ),
];

/** Whether last year's quantities decide a duty itself (Norway), not only a declaration. */
export const dutyByTotals = (rule: ObligationRule) => (rule.duties ?? []).some((d) => d.condition);
