import type { ObligationRule } from '@/shared/contract/reference';

/** The materials the rule's thresholds add up, in the rule's order. */
export const materialsOf = (rule: ObligationRule): string[] => [
  ...new Set(rule.deadlines.flatMap((d) => d.condition?.anyOf.flatMap((g) => g.materials) ?? [])),
];
