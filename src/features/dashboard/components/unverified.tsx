import type { ObligationRule } from '@/shared/contract/reference';
import { FactProvenance } from '@/shared/ui/provenance';

/**
 * Beside a fact of the rule (RULE-1): its provision when a primary source verifies it, else
 * "Unconfirmed" with the reason (UX-9: only there).
 */
export function Unverified({ rule, field }: { rule: ObligationRule; field: string }) {
  return <FactProvenance rule={rule} fact={field} />;
}
