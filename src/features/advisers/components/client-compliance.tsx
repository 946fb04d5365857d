import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { createSelector } from '@reduxjs/toolkit';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { obligationsApi, useGetComplianceSummariesQuery } from '@/shared/api/obligations-api';
import type { ProClient } from '@/shared/contract/account/advisers';
import {
  COMPLIANCE_SUMMARY_MAX_COMPANIES,
  type ComplianceSummary,
} from '@/shared/contract/main/obligations';
import { countryName, daysBetween, formatDate, formatDaysAhead } from '@/shared/i18n/format';
import { StatusChip } from '@/shared/ui/status-chip';

/**
 * The summary requests of a list of clients: the active ones' ids, sorted, in groups of as many
 * as one request may name, each group the argument of one `getComplianceSummaries` query. Every
 * cell of a group subscribes to the same query, so a hundred clients cost one request.
 */
export function summaryGroups(clients: readonly ProClient[]): string[] {
  const ids = [
    ...new Set(clients.filter((c) => c.status === 'active').map((c) => c.companyId)),
  ].sort();
  const groups: string[] = [];
  for (let i = 0; i < ids.length; i += COMPLIANCE_SUMMARY_MAX_COMPANIES) {
    groups.push(ids.slice(i, i + COMPLIANCE_SUMMARY_MAX_COMPANIES).join(','));
  }
  return groups;
}

const groupOf = (groups: readonly string[], companyId: string) =>
  groups.find((group) => group.split(',').includes(companyId)) ?? '';

/**
 * What is known of one client: its summary with the service's today (which its statuses refer
 * to), still loading, or not readable (-> "Not available").
 */
type SummaryState = (ComplianceSummary & { asOf: string }) | 'loading' | 'unavailable';

function useClientSummary(client: ProClient, groups: readonly string[]): SummaryState | null {
  const group = groupOf(groups, client.companyId);
  const { data, isError } = useGetComplianceSummariesQuery(group, { skip: !group });
  if (!group) return null;
  if (isError) return 'unavailable';
  if (!data) return 'loading';
  const summary = data.summaries.find((s) => s.companyId === client.companyId);
  return summary ? { ...summary, asOf: data.asOf } : 'unavailable';
}

/**
 * Every summary loaded so far, by company id: for sorting the list by what is due. Reads what the
 * cells' queries hold; it starts none itself.
 */
export function useLoadedSummaries(
  groups: readonly string[],
): ReadonlyMap<string, ComplianceSummary> {
  const key = groups.join('|');
  const select = useMemo(
    () =>
      createSelector(
        groups.map((group) => obligationsApi.endpoints.getComplianceSummaries.select(group)),
        (...results) =>
          new Map(
            results.flatMap((result) =>
              (result.data?.summaries ?? []).map((s) => [s.companyId, s]),
            ),
          ),
      ),
    // The groups' content, not the array's identity, decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return useSelector(select);
}

/** A client's open obligations (ADV-2); only an active affiliation may read them. */
export function OpenObligations({
  client,
  groups,
}: {
  client: ProClient;
  groups: readonly string[];
}) {
  const { t } = useTranslation('advisers');
  const summary = useClientSummary(client, groups);
  if (summary === null) return '—';
  if (summary === 'unavailable') return t('workspace.unavailable');
  if (summary === 'loading') return <Skeleton width={60} />;
  const { openObligations: count, overdueObligations: overdue } = summary;
  return overdue
    ? t('workspace.openWithOverdue', { count, overdue })
    : t('workspace.open', { count });
}

/** Within this many days a deadline ahead is due soon (a warning chip). */
const DUE_SOON_DAYS = 30;

/**
 * A client's next deadline not yet met (ADV-2): an overdue one first, else the nearest ahead. Its
 * state is a chip with the days (UX-13: "12 days overdue", "in 17 days"), the date and country
 * beside it.
 */
export function NextDeadline({ client, groups }: { client: ProClient; groups: readonly string[] }) {
  const { t, i18n } = useTranslation('advisers');
  const summary = useClientSummary(client, groups);
  if (summary === null) return '—';
  if (summary === 'unavailable') return t('workspace.unavailable');
  if (summary === 'loading') return <Skeleton width={80} />;
  const next = summary.nextDeadline;
  if (!next) return t('workspace.noDeadline');
  const days = daysBetween(summary.asOf, next.dueDate);
  const overdue = next.status === 'overdue';
  const label = overdue
    ? t('workspace.daysOverdue', { count: Math.max(1, -days) })
    : formatDaysAhead(days, i18n.language);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <StatusChip
        label={label}
        tone={overdue ? 'error' : days <= DUE_SOON_DAYS ? 'warning' : 'info'}
      />
      <Typography component="span" variant="body2">
        {t('workspace.nextDeadline', {
          date: formatDate(next.dueDate, i18n.language),
          country: countryName(next.country, i18n.language),
        })}
      </Typography>
    </Stack>
  );
}
