import { Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import { lazyPart } from '@/shared/ui/lazy-part';
import { useGetTicketsQuery } from './api';

/**
 * The tickets' section (MUI's table, chips, a media query, its loading skeletons and its error
 * with a retry) is a chunk of its own, whose download starts with the tickets' query, so the
 * support page's navigation stays within its budget (HOUSE-6). Until the chunk is there, its
 * place below the form is kept.
 */
const { Part: TicketSection, prefetch: prefetchTicketSection } = lazyPart(() =>
  import(/* webpackChunkName: "support-tickets" */ './ticket-table').then((m) => m.TicketSection),
);

/** The company's tickets as a section of the support page: the query starts with the page. */
export function TicketsSection({ companyId }: { companyId: string }) {
  const tickets = useGetTicketsQuery(companyId);
  useEffect(prefetchTicketSection, []);
  return (
    <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: 200 }} />}>
      <TicketSection
        tickets={tickets.currentData}
        error={tickets.currentData ? undefined : tickets.error}
        onRetry={() => void tickets.refetch()}
      />
    </Suspense>
  );
}
