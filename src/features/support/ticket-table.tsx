import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { type Ticket } from '@/shared/contract/main/support';
import { countryName, formatDate } from '@/shared/i18n/format';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { SectionCard } from '@/shared/ui/section-card';
import { StatusChip, type StatusTone } from '@/shared/ui/status-chip';

const TICKET_TONES: Record<Ticket['status'], StatusTone> = {
  open: 'info',
  inProgress: 'warning',
  answered: 'success',
  closed: 'neutral',
};

/** Still loading: the place of two rows. */
function Loading() {
  return (
    <Stack spacing={1} aria-busy="true">
      {[0, 1].map((i) => (
        <Skeleton key={i} variant="rounded" height={44} />
      ))}
    </Stack>
  );
}

/** The company's tickets (`undefined` while they load): a table, or a list of cards on a phone. */
function TicketList({ tickets }: { tickets: readonly Ticket[] | undefined }) {
  const { t, i18n } = useTranslation(['support', 'dashboard']);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (!tickets) return <Loading />;
  const about = (ticket: Ticket) =>
    [
      ticket.country ? countryName(ticket.country, i18n.language) : null,
      ticket.stream ? t(`dashboard:subPages.${ticket.stream}`) : null,
    ]
      .filter(Boolean)
      .join(' · ') || '–';
  const chip = (ticket: Ticket) => (
    <StatusChip tone={TICKET_TONES[ticket.status]} label={t(`support:statuses.${ticket.status}`)} />
  );
  if (narrow)
    return (
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {tickets.map((ticket) => (
          <Card component="li" variant="outlined" key={ticket.id}>
            <CardContent>
              <Typography sx={{ fontWeight: 600 }}>{ticket.reference}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`support:topics.${ticket.topic}`)} · {about(ticket)} ·{' '}
                {formatDate(ticket.createdAt, i18n.language)}
              </Typography>
              <Box sx={{ mt: 1 }}>{chip(ticket)}</Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table aria-label={t('support:tickets.heading')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('support:tickets.reference')}</TableCell>
          <TableCell>{t('support:fields.topic')}</TableCell>
          <TableCell>{t('support:tickets.about')}</TableCell>
          <TableCell>{t('support:tickets.created')}</TableCell>
          <TableCell>{t('support:tickets.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tickets.map((ticket) => (
          <TableRow key={ticket.id}>
            <TableCell sx={{ fontWeight: 600 }}>{ticket.reference}</TableCell>
            <TableCell>{t(`support:topics.${ticket.topic}`)}</TableCell>
            <TableCell>{about(ticket)}</TableCell>
            <TableCell>{formatDate(ticket.createdAt, i18n.language)}</TableCell>
            <TableCell>{chip(ticket)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The company's tickets as a section of the support page (a failed load with a retry). */
export function TicketSection({
  tickets,
  error,
  onRetry,
}: {
  tickets: readonly Ticket[] | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['support', 'common']);
  return (
    <SectionCard title={t('support:tickets.heading')}>
      {error ? (
        <QueryErrorAlert error={error} onRetry={onRetry} />
      ) : tickets?.length === 0 ? (
        <Typography color="text.secondary">{t('support:tickets.none')}</Typography>
      ) : (
        <TicketList tickets={tickets} />
      )}
    </SectionCard>
  );
}
