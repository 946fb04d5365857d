/**
 * Whether a rule is in force on `today`: in force in the data and started (`since` not after
 * today). `applicability()` builds on it; kept apart so that a page needing only this (the
 * representative order) does not load the rest of the applicability rules. Relative imports only.
 */
import type { ObligationRule } from '../shared/contract/reference';

export const inForce = (rule: Pick<ObligationRule, 'applicability' | 'since'>, today: string) =>
  rule.applicability === 'inForce' && !(rule.since && rule.since > today);
