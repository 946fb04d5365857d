import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { useGetDeadlinesQuery } from '@/shared/api/obligations-api';
import type { Deadline } from '@/shared/contract/main/obligations';
import { STREAMS } from '@/shared/contract/reference';
import { obligationPage } from '@/shared/obligation-page';
import { companyPaths } from '@/shared/paths';
import { ErrorView } from '@/shared/ui/error-view';
import { PageFrame } from '@/shared/ui/page-frame';
import { showToast } from '@/shared/ui/toast';
import { saveContent } from '@/shared/lib/download';
import { DeadlineFilters } from '../deadline-filters';
import { DeadlineList } from '../deadline-list';
import { useSearchParamState } from '@/shared/lib/use-search-param-state';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { lazyPart, prefetchProps } from '@/shared/ui/lazy-part';
import { isChunkLoadError } from '@/shared/lib/chunk-load';

/**
 * FEED-1's dialog (the feed's address field, copy and regenerate) is a chunk of its own
 * (`lazyDialog`): the deadlines' navigation does not carry it (route weight, issue 21
 * part 7). Hover, focus or touch of "Subscribe" starts the download; a failed download is thrown
 * to the route's error screen, as a page's failed chunk is.
 */
const { Dialog: FeedDialog, prefetch: prefetchFeed } = lazyDialog(() =>
  import(/* webpackChunkName: "feed-dialog" */ '../feed-dialog').then((m) => m.FeedDialog),
);

/**
 * The month view (its table of weeks, the phone's agenda, the month's navigation) is a chunk of its
 * own: the list is the first view, so the deadlines' navigation does not carry it (HOUSE-6,
 * docs/house-6-pages.md). Hover, focus or touch of the view's buttons starts the download; a link to the
 * month view downloads it with the page. A failed download shows the connection problem in its
 * place (TRUST-17); the filters stay.
 */
const { Part: MonthPanel, prefetch: prefetchMonth } = lazyPart(() =>
  import(/* webpackChunkName: "deadline-month" */ '../month-panel').then((m) => m.MonthPanel),
);

/**
 * The iCalendar writer (ical-generator, about 9 KB gzip) is needed only when "Export" is pressed:
 * it comes then, or on hover, focus or touch of the button (HOUSE-6).
 */
const loadCalendarWriter = () =>
  import(/* webpackChunkName: "deadline-calendar" */ '@/shared/calendar/deadline-calendar');
const prefetchCalendarWriter = () => void loadCalendarWriter().catch(() => undefined);

/**
 * Every deadline of the company across countries and streams, as a list or a month, filtered by
 * country and stream (all in the URL); overdue and due-soon ones stand out; the filtered list
 * exports as an iCalendar file, from either view (UX-7: never only the month on screen); a
 * calendar app can subscribe to the same events (FEED-1).
 */
export function Component() {
  const { t, i18n } = useTranslation(['compliance', 'reference', 'common', 'dashboard']);
  const { companyId = '' } = useParams();
  const [params, setParams] = useSearchParamState();
  // UX-2: this company's deadlines or none (never the previous company's while these load).
  const { currentData: data, error, refetch } = useGetDeadlinesQuery(companyId);
  const { company } = useCurrentCompany();
  const [subscribing, setSubscribing] = useState(false);
  const view = params.get('view') === 'month' ? 'month' : 'list';
  const country = params.get('country') ?? '';
  // A stream the app does not know filters nothing; a country stays chosen even where the company
  // has no deadlines (a link from elsewhere): the list then says none match.
  const stream = (STREAMS as readonly string[]).find((s) => s === params.get('stream')) ?? '';
  const showPast = params.get('past') === '1';
  const title = t('compliance:calendar.title');

  const setParam = (name: string, value: string | null) => setParams({ [name]: value });

  if (error && !data) return <ErrorView error={error} dataOfPage onRetry={() => void refetch()} />;

  const asOf = data?.asOf ?? '';
  const all = data?.deadlines ?? [];
  const countries = [
    ...new Set([...all.map((d) => d.country), ...(country ? [country] : [])]),
  ].sort();
  const filtered = all.filter(
    (d) => (!country || d.country === country) && (!stream || d.stream === stream),
  );
  // UX-7: what the list shows, whichever view is open: the export always holds all of it.
  const inList = filtered.filter((d) => showPast || d.status === 'overdue' || d.dueDate >= asOf);
  const dueMonths = [...new Set(filtered.map((d) => d.dueDate.slice(0, 7)))].sort();
  // UX-7: the month view opens on the month of the next deadline (today's month when none is
  // ahead), never on an empty month only because it is today's.
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '')
    ? params.get('month')!
    : (
        filtered
          .filter((d) => d.dueDate >= asOf)
          .map((d) => d.dueDate)
          .sort()[0] ?? asOf
      ).slice(0, 7);
  const laterMonth = dueMonths.find((m) => m > month);
  const listed = view === 'month' ? filtered.filter((d) => d.dueDate.startsWith(month)) : inList;
  const pageOf = (d: Deadline) => obligationPage(companyId, d.country, d.stream);

  const exportIcs = async () => {
    if (inList.length === 0) {
      void showToast(t('compliance:calendar.nothingToExport'), 'info');
      return;
    }
    let writer: Awaited<ReturnType<typeof loadCalendarWriter>>;
    try {
      writer = await loadCalendarWriter();
    } catch (failure) {
      if (!isChunkLoadError(failure)) throw failure;
      // TRUST-17: a connection problem, said as such; pressing "Export" again tries again.
      void showToast(
        `${t('common:errors.network.title')} ${t('common:errors.network.message')}`,
        'error',
      );
      return;
    }
    const ics = writer.deadlineCalendar({
      companyId,
      deadlines: inList,
      t,
      language: i18n.language,
      appOrigin: window.location.origin,
      asOf,
    });
    saveContent(ics, `deadlines-${asOf}.ics`, 'text/calendar');
  };

  return (
    <PageFrame
      title={title}
      crumbs={[
        { label: t('dashboard:title'), to: companyPaths(companyId).dashboard },
        { label: title },
      ]}
      actions={
        data && (
          <Stack sx={{ alignItems: { sm: 'flex-end' }, maxWidth: { sm: 280 } }}>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              onClick={() => void exportIcs()}
              aria-describedby="deadline-export-scope"
              {...prefetchProps(prefetchCalendarWriter)}
            >
              {t('compliance:calendar.export')}
            </Button>
            <Typography
              id="deadline-export-scope"
              variant="caption"
              color="text.secondary"
              sx={{ mt: 0.5, textAlign: { sm: 'right' } }}
            >
              {t('compliance:calendar.exportScope', { count: inList.length })}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<EventRepeatIcon />}
              onClick={() => setSubscribing(true)}
              sx={{ mt: 1 }}
              {...prefetchProps(prefetchFeed)}
            >
              {t('compliance:calendar.feed.subscribe')}
            </Button>
            <FeedDialog
              companyId={companyId}
              companyName={company?.name ?? ''}
              open={subscribing}
              onClose={() => setSubscribing(false)}
            />
          </Stack>
        )
      }
    >
      <DeadlineFilters
        countries={countries}
        country={country}
        stream={stream}
        view={view}
        showPast={showPast}
        setParam={setParam}
        prefetchMonth={prefetchMonth}
      />

      {!data ? (
        <Stack spacing={1} aria-busy="true" data-testid="deadlines-loading">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : view === 'month' ? (
        <Suspense fallback={<Skeleton variant="rounded" height={400} aria-busy="true" />}>
          <MonthPanel
            month={month}
            laterMonth={laterMonth}
            listed={listed}
            asOf={asOf}
            pageOf={pageOf}
            setParam={setParam}
          />
        </Suspense>
      ) : listed.length === 0 ? (
        <Alert severity="info">
          {all.length === 0 ? t('compliance:calendar.empty') : t('compliance:calendar.noMatch')}{' '}
          {all.length === 0 && (
            <Link component={RouterLink} to={companyPaths(companyId).dashboard}>
              {t('compliance:calendar.toDashboard')}
            </Link>
          )}
        </Alert>
      ) : (
        <DeadlineList listed={listed} pageOf={pageOf} />
      )}
    </PageFrame>
  );
}
