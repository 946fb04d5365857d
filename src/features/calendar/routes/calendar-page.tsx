import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import EventIcon from '@mui/icons-material/Event';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { useGetDeadlinesQuery } from '@/shared/api/obligations-api';
import type { Deadline } from '@/shared/contract/main/obligations';
import { STREAMS } from '@/shared/contract/reference';
import { countryName, formatDate } from '@/shared/i18n/format';
import { deadlineLabel } from '@/shared/i18n/reference-texts';
import { obligationPage } from '@/shared/obligation-page';
import { companyPaths } from '@/shared/paths';
import { ErrorView } from '@/shared/ui/error-view';
import { PageFrame } from '@/shared/ui/page-frame';
import { showToast } from '@/shared/ui/toast';
import { DEADLINE_TONES, StatusChip } from '@/shared/ui/status-chip';
import { deadlineCalendar } from '@/shared/calendar/deadline-calendar';
import { saveContent } from '@/shared/lib/download';
import { FeedDialog } from '../feed-dialog';
import { MonthView } from '../month-view';
import { useSearchParamState } from '@/shared/lib/use-search-param-state';

const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

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
  const where = (d: Deadline) =>
    `${countryName(d.country, i18n.language)} · ${t(`reference:streams.${d.stream}`)}`;

  const exportIcs = () => {
    if (inList.length === 0) {
      void showToast(t('compliance:calendar.nothingToExport'), 'info');
      return;
    }
    const ics = deadlineCalendar({
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
              onClick={exportIcs}
              aria-describedby="deadline-export-scope"
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
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'center' } }}
          >
            <TextField
              select
              id="deadline-country"
              label={t('compliance:calendar.country')}
              value={country}
              onChange={(e) => setParam('country', e.target.value)}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{t('compliance:calendar.allCountries')}</MenuItem>
              {countries.map((c) => (
                <MenuItem key={c} value={c}>
                  {countryName(c, i18n.language)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              id="deadline-stream"
              label={t('compliance:calendar.stream')}
              value={stream}
              onChange={(e) => setParam('stream', e.target.value)}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{t('compliance:calendar.allStreams')}</MenuItem>
              {STREAMS.map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`reference:streams.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={view}
              onChange={(_e, value: string | null) =>
                value && setParam('view', value === 'list' ? null : value)
              }
              aria-label={t('compliance:calendar.view')}
            >
              <ToggleButton value="list">{t('compliance:calendar.list')}</ToggleButton>
              <ToggleButton value="month">{t('compliance:calendar.month')}</ToggleButton>
            </ToggleButtonGroup>
            {view === 'list' && (
              <FormControlLabel
                control={
                  <Switch
                    checked={showPast}
                    onChange={(e) => setParam('past', e.target.checked ? '1' : null)}
                  />
                }
                label={t('compliance:calendar.showPast')}
              />
            )}
          </Stack>
        </CardContent>
      </Card>

      {!data ? (
        <Stack spacing={1} aria-busy="true" data-testid="deadlines-loading">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : view === 'month' ? (
        <Card>
          <CardContent>
            <Stack
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
            >
              <IconButton
                aria-label={t('compliance:calendar.previous')}
                onClick={() => setParam('month', shiftMonth(month, -1))}
              >
                <ChevronLeftIcon />
              </IconButton>
              <Typography variant="h2" aria-live="polite">
                {new Intl.DateTimeFormat(i18n.language, {
                  month: 'long',
                  year: 'numeric',
                  timeZone: 'UTC',
                }).format(new Date(`${month}-01T00:00:00Z`))}
              </Typography>
              <IconButton
                aria-label={t('compliance:calendar.next')}
                onClick={() => setParam('month', shiftMonth(month, 1))}
              >
                <ChevronRightIcon />
              </IconButton>
            </Stack>
            {laterMonth && (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
                <Button
                  size="small"
                  startIcon={<EventIcon />}
                  onClick={() => setParam('month', laterMonth)}
                >
                  {t('compliance:calendar.nextDeadline')}
                </Button>
              </Box>
            )}
            <MonthView month={month} deadlines={listed} asOf={asOf} pageOf={pageOf} />
            {listed.length === 0 && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('compliance:calendar.noneThisMonth')}
              </Typography>
            )}
          </CardContent>
        </Card>
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
        <Card>
          <List
            disablePadding
            aria-label={t('compliance:calendar.listLabel')}
            data-testid="deadline-list"
          >
            {listed.map((d) => (
              <ListItem
                key={d.id}
                divider
                sx={{
                  borderLeft: 4,
                  borderColor:
                    d.status === 'overdue'
                      ? 'error.main'
                      : d.status === 'dueSoon'
                        ? 'warning.main'
                        : 'transparent',
                }}
              >
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={{ xs: 0.5, sm: 2 }}
                  sx={{ width: '100%', alignItems: { sm: 'center' } }}
                >
                  <Typography sx={{ fontWeight: 600, minWidth: 130 }}>
                    {formatDate(d.dueDate, i18n.language)}
                  </Typography>
                  <Stack sx={{ flex: 1, minWidth: 0 }}>
                    <Link component={RouterLink} to={pageOf(d)}>
                      {deadlineLabel(t, d.ruleId)}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {where(d)} · {t(`reference:deadlineKinds.${d.kind}`)}
                      {d.periodStart && d.periodEnd
                        ? ` · ${t('compliance:calendar.period', {
                            from: formatDate(d.periodStart, i18n.language),
                            to: formatDate(d.periodEnd, i18n.language),
                          })}`
                        : ''}
                    </Typography>
                  </Stack>
                  <Box sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
                    <StatusChip
                      label={t(`compliance:deadlineStatus.${d.status}`)}
                      tone={DEADLINE_TONES[d.status]}
                    />
                  </Box>
                </Stack>
              </ListItem>
            ))}
          </List>
        </Card>
      )}
    </PageFrame>
  );
}
