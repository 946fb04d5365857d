import type { ObligationRule } from '@/shared/contract/reference';
import { UnconfirmedMark } from '@/shared/ui/sources-note';

/** "Unconfirmed" beside what no official source confirmed yet (UX-9: only there). */
export function Unverified({ rule, field }: { rule: ObligationRule; field: string }) {
  return (rule.unverified as readonly string[]).includes(field) ? <UnconfirmedMark /> : null;
}
