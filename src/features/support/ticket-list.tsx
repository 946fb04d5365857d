import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazyPart } from '@/shared/ui/lazy-part';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { SectionCard } from '@/shared/ui/section-card';
import { useGetTicketsQuery } from './api';

/**
 * The tickets' table (MUI's table, chips, a media query) and its loading skeletons are a chunk
 * of their own, whose download starts with the tickets' query, so the support page's navigation
 * stays within its budget (HOUSE-6). Until the chunk is there, its place is kept (no shift).
 */
const { Part: TicketList, prefetch: prefetchTicketList } = lazyPart(() =>
  import(/* webpackChunkName: "support-tickets" */ './ticket-table').then((m) => m.TicketList),
);

/** The company's tickets as a section of the support page (a failed load with a retry). */
export function TicketsSection({ companyId }: { companyId: string }) {
  const { t } = useTranslation(['support', 'common']);
  const tickets = useGetTicketsQuery(companyId);
  useEffect(prefetchTicketList, []);
  return (
    <SectionCard title={t('support:tickets.heading')}>
      {!tickets.currentData && tickets.error ? (
        <QueryErrorAlert error={tickets.error} onRetry={() => tickets.refetch()} />
      ) : tickets.currentData?.length === 0 ? (
        <Typography color="text.secondary">{t('support:tickets.none')}</Typography>
      ) : (
        <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: 96 }} />}>
          <TicketList tickets={tickets.currentData} />
        </Suspense>
      )}
    </SectionCard>
  );
}
