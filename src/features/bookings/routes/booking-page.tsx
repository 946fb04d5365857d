import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isErrorKind } from '@/shared/api/api-error';
import { useErrorMessage } from '@/shared/api/error-message';
import { isHttpsUrl, type Booking } from '@/shared/contract/main/bookings';
import { formatDate } from '@/shared/i18n/format';
import { icsCalendar } from '@/shared/lib/ics';
import { paths } from '@/shared/paths';
import { PageFrame } from '@/shared/ui/page-frame';
import { useGetBookingQuery } from '../api';
import { sameClock, timesIn, viewerTimeZone } from '../booking-times';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { saveContent } from '@/shared/lib/download';
import { LANGUAGE_NAMES } from '@/shared/i18n/language-names';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { lazyPart, prefetchProps } from '@/shared/ui/lazy-part';

/**
 * Rescheduling (the free slots, a form) and cancelling (a dialog with a form) are chunks of their
 * own, not part of the page's navigation (route weight, issue 21 part 7): hover, focus or touch of
 * their buttons starts the download; a click waits for it. A failed download is thrown to the
 * route's error screen, as a page's failed chunk is.
 */
const { Part: ReschedulePanel, prefetch: prefetchReschedule } = lazyPart(() =>
  import(/* webpackChunkName: "reschedule-panel" */ '../reschedule-panel').then(
    (m) => m.ReschedulePanel,
  ),
);
const { Dialog: CancelDialog, prefetch: prefetchCancel } = lazyDialog(() =>
  import(/* webpackChunkName: "cancel-dialog" */ '../cancel-dialog').then((m) => m.CancelDialog),
);

function downloadIcs(booking: Booking, summary: string) {
  const ics = icsCalendar({
    uid: `${booking.id}@epr-compliance`,
    sequence: booking.sequence,
    start: booking.start,
    end: booking.end,
    stamp: new Date().toISOString(),
    summary: `${summary} (${booking.adviser.name})`,
    description: booking.note ?? undefined,
    location:
      booking.meeting.kind === 'video'
        ? isHttpsUrl(booking.meeting.url)
          ? booking.meeting.url
          : ''
        : booking.meeting.phone,
    url: window.location.href,
  });
  saveContent(ics, 'appointment.ics', 'text/calendar;charset=utf-8');
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2.5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function BookingDetails({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('bookings');
  const language = i18n.language;
  const zone = viewerTimeZone();
  const [panel, setPanel] = useState<'reschedule' | 'cancel' | null>(null);
  const [openedAt] = useState(() => Date.now());
  const upcoming = booking.status === 'confirmed' && Date.parse(booking.start) > openedAt;
  const status = booking.status === 'cancelled' ? 'cancelled' : upcoming ? 'confirmed' : 'past';
  const mine = timesIn(booking.start, booking.end, zone, language);
  const adviser = booking.adviser;
  const theirs = timesIn(booking.start, booking.end, adviser.timeZone, language);
  const title = t(`topics.${booking.topic}`);
  const languages = new Intl.ListFormat(language).format(
    adviser.languages.map((l) => LANGUAGE_NAMES[l]),
  );

  return (
    <PageFrame
      title={title}
      description={t('description')}
      subtitle={
        <Chip
          component="span"
          label={t(`status.${status}`)}
          color={status === 'confirmed' ? 'success' : status === 'cancelled' ? 'error' : 'default'}
          data-testid="booking-status"
        />
      }
    >
      {booking.cancellation && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('cancelledOn', { date: formatDate(booking.cancellation.at, language) })}{' '}
          {t('cancelledReason', { reason: booking.cancellation.reason })} {t('newAppointment')}
        </Alert>
      )}
      {status === 'past' && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('tookPlace', { date: mine.date })} {t('newAppointment')}
        </Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Section title={t('when')}>
            <Typography data-testid="booking-time">{t('yourTime', { ...mine, zone })}</Typography>
            {!sameClock(zone, adviser.timeZone, booking.start) && (
              <Typography color="text.secondary" data-testid="booking-adviser-time">
                {t('adviserTime', { ...theirs, name: adviser.name, zone: adviser.timeZone })}
              </Typography>
            )}
          </Section>
          <Section title={t('with')}>
            <Typography>{adviser.name}</Typography>
            <Typography color="text.secondary">{t('languages', { languages })}</Typography>
          </Section>
          {booking.status === 'confirmed' && upcoming && (
            <Section title={t('join')}>
              {booking.meeting.kind === 'video' ? (
                // https only (TRUST-11): the contract refuses anything else; never a live link to it.
                isHttpsUrl(booking.meeting.url) && (
                  <>
                    <Link href={booking.meeting.url} target="_blank" rel="noopener noreferrer">
                      {t('joinVideo')}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {t('joinVideoHelp')}
                    </Typography>
                  </>
                )
              ) : (
                <>
                  <Link href={`tel:${booking.meeting.phone.replace(/\s/g, '')}`}>
                    {t('joinPhone', { phone: booking.meeting.phone })}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {t('joinPhoneHelp')}
                  </Typography>
                </>
              )}
            </Section>
          )}
          {booking.note && (
            <Section title={t('yourNote')}>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{booking.note}</Typography>
            </Section>
          )}
          <Typography variant="body2" color="text.secondary">
            {booking.attendee.company
              ? t('bookedByCompany', booking.attendee)
              : t('bookedBy', booking.attendee)}
          </Typography>
        </CardContent>
      </Card>
      {upcoming && panel !== 'reschedule' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 3 }}>
          <Button variant="contained" onClick={() => downloadIcs(booking, title)}>
            {t('addToCalendar')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => setPanel('reschedule')}
            {...prefetchProps(prefetchReschedule)}
          >
            {t('reschedule')}
          </Button>
          <Button
            color="error"
            onClick={() => setPanel('cancel')}
            {...prefetchProps(prefetchCancel)}
          >
            {t('cancel')}
          </Button>
        </Stack>
      )}
      {upcoming && panel === 'reschedule' && (
        <Suspense fallback={<Skeleton variant="rounded" height={160} sx={{ mt: 3 }} />}>
          <ReschedulePanel booking={booking} timeZone={zone} onClose={() => setPanel(null)} />
        </Suspense>
      )}
      <CancelDialog
        open={upcoming && panel === 'cancel'}
        booking={booking}
        onClose={() => setPanel(null)}
      />
    </PageFrame>
  );
}

/**
 * BOOK-1: an appointment by the id in its link, signed in or not. Unknown ids and cancelled
 * appointments get pages that say so.
 */
export function Component() {
  const { t } = useTranslation('bookings');
  const errorMessage = useErrorMessage();
  const { id = '' } = useParams();
  // UX-2: this booking or none (never the previous booking while this one loads).
  const { currentData: data, error, isFetching, refetch } = useGetBookingQuery(id);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      {data ? (
        <BookingDetails booking={data} />
      ) : isFetching || !error ? (
        <Box aria-busy="true">
          <Skeleton variant="text" width="70%" height={56} />
          <Skeleton variant="rounded" height={280} sx={{ mt: 2 }} />
        </Box>
      ) : isErrorKind(error, 'notFound') ? (
        <PageFrame title={t('notFound.title')} description={t('description')}>
          <Typography sx={{ mb: 2 }}>{t('notFound.text')}</Typography>
          <Button component={RouterLink} to={paths.home.href()} variant="outlined">
            {t('notFound.home')}
          </Button>
        </PageFrame>
      ) : (
        <PageFrame title={t('title')} description={t('description')}>
          <QueryErrorAlert onRetry={() => refetch()}>
            {t('loadFailed')} {errorMessage(error)}
          </QueryErrorAlert>
        </PageFrame>
      )}
    </Container>
  );
}
