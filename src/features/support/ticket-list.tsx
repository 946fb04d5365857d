import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazyPart } from '@/shared/ui/lazy-part';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { SectionCard } from '@/shared/ui/section-card';
import { useGetTicketsQuery } from './api';

/**
 * The tickets' table (MUI's table, chips, a media query) shows only once the tickets have
 * answered: a chunk of its own, whose download starts with that query, so the support page's
 * navigation stays within its budget (HOUSE-6).
 */
const { Part: TicketList, prefetch: prefetchTicketList } = lazyPart(() =>
  import(/* webpackChunkName: "support-tickets" */ './ticket-table').then((m) => m.TicketList),
);

function Loading() {
  return (
    <Stack spacing={1} aria-busy="true">
      {[0, 1].map((i) => (
        <Skeleton key={i} variant="rounded" height={44} />
      ))}
    </Stack>
  );
}

/** The company's tickets as a section of the support page (a failed load with a retry). */
export function TicketsSection({ companyId }: { companyId: string }) {
  const { t } = useTranslation(['support', 'common']);
  const tickets = useGetTicketsQuery(companyId);
  useEffect(prefetchTicketList, []);
  return (
    <SectionCard title={t('support:tickets.heading')}>
      {!tickets.currentData ? (
        tickets.error ? (
          <QueryErrorAlert error={tickets.error} onRetry={() => tickets.refetch()} />
        ) : (
          <Loading />
        )
      ) : tickets.currentData.length === 0 ? (
        <Typography color="text.secondary">{t('support:tickets.none')}</Typography>
      ) : (
        <Suspense fallback={<Loading />}>
          <TicketList tickets={tickets.currentData} />
        </Suspense>
      )}
    </SectionCard>
  );
}
