import type { ProClient } from '@/shared/contract/account/advisers';
import type { ComplianceSummary } from '@/shared/contract/main/obligations';
import { countryName } from '@/shared/i18n/format';

/** The adviser workspace's client list: its filters and sort orders, as the address names them. */
export const STATUS_FILTERS = ['open', 'pending', 'active', 'revoked', 'all'] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const SORTS = ['status', 'urgency', 'name', 'country', 'since'] as const;

export type Sort = (typeof SORTS)[number];

/** UX-13: an adviser's morning starts with what is overdue, then what is due soon. */
export const DEFAULT_SORT: Sort = 'urgency';

const STATUS_ORDER = { pending: 0, active: 1, revoked: 2 } as const;

export const pick = <T extends string>(
  value: string | null,
  allowed: readonly T[],
  fallback: T,
): T => ((allowed as readonly (string | null)[]).includes(value) ? (value as T) : fallback);

/**
 * How urgent a client is, as text that sorts: an overdue deadline first (the oldest first), then
 * the nearest due date; clients without a deadline or not (yet) summarised last.
 */
function urgencyOf(summary: ComplianceSummary | undefined): string {
  const next = summary?.nextDeadline;
  if (!next) return '2';
  return `${next.status === 'overdue' ? '0' : '1'}${next.dueDate}`;
}

export function ordered(
  clients: readonly ProClient[],
  sort: Sort,
  language: string,
  summaries: ReadonlyMap<string, ComplianceSummary>,
): ProClient[] {
  const byName = (a: ProClient, b: ProClient) => a.companyName.localeCompare(b.companyName);
  const compare: Record<Sort, (a: ProClient, b: ProClient) => number> = {
    status: (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || byName(a, b),
    urgency: (a, b) =>
      urgencyOf(summaries.get(a.companyId)).localeCompare(urgencyOf(summaries.get(b.companyId))) ||
      byName(a, b),
    name: byName,
    country: (a, b) =>
      countryName(a.country, language).localeCompare(countryName(b.country, language)) ||
      byName(a, b),
    since: (a, b) => b.createdAt.localeCompare(a.createdAt),
  };
  return [...clients].sort(compare[sort]);
}
