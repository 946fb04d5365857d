import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROCESS_STATUSES, type ProcessStatus } from '@/shared/contract/main/processes';
import type { Licence } from '@/shared/contract/main/licences';
import { formatMoney } from '@/shared/i18n/format';
import { formatQuantity } from '@/shared/i18n/quantity';
import {
  ServicePermissionNotice,
  useServicePermissions,
} from '@/shared/services/service-permissions';
import { ProcessStatusChip } from '@/shared/services/status-chip';
import { PageFrame } from '@/shared/ui/page-frame';
import { ReasonedButton } from '@/shared/ui/reasoned-button';
import { RecordList, type RecordColumn } from '@/shared/ui/record-list';
import { today } from '@/domain/schedule';
import { useGetLicencesQuery } from '../api/licensing-api';
import { nextYearToStart } from '../components/next-year';
import { DiscardDraftButton } from '../components/discard-draft';
import { useLicensingSection } from '../components/licensing-country';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useSearchParamState } from '@/shared/lib/use-search-param-state';
import { FilterSelect } from '@/shared/forms/filter-select';

const totalKg = (licence: Licence) =>
  Object.values(licence.quantities).reduce((sum, kg) => sum + (kg ?? 0), 0);

/** LIC-1: the company's licences of the section's country, by year, with status and actions. */
export function Component() {
  const { t, i18n } = useTranslation(['services', 'common']);
  const section = useLicensingSection();
  const [search, setSearch] = useSearchParamState();
  const status = search.get('status') as ProcessStatus | null;
  const permissions = useServicePermissions();
  const { order, report, noticeId } = permissions;
  // UX-2: this company's licences or none (never the previous company's while these load).
  const {
    currentData: data,
    error,
    refetch,
  } = useGetLicencesQuery({
    companyId: section.companyId,
    country: section.country,
  });
  const isLoading = !data && !error;
  const title = t(`licensing.title.${section.segment}`);
  // UX-4: a discarded draft (cancelled, never submitted) is gone from the list; a cancelled
  // licence that was in force stays as history.
  const shown = (data ?? []).filter(
    (l) => (l.status !== 'cancelled' || l.submittedAt !== null) && (!status || l.status === status),
  );

  const nextYear = data ? nextYearToStart(today(), data) : null;

  const columns: RecordColumn<Licence>[] = [
    {
      id: 'year',
      header: t('licensing.index.year'),
      cell: (l) => (l.year === null ? t('licensing.index.noYear') : String(l.year)),
    },
    {
      id: 'status',
      header: t('licensing.index.status'),
      cell: (l) => <ProcessStatusChip status={l.status} />,
    },
    {
      id: 'quantities',
      header: t('licensing.index.quantities'),
      align: 'right',
      cell: (l) => `${formatQuantity(totalKg(l), i18n.language)} kg`,
    },
    {
      id: 'price',
      header: t('licensing.index.price'),
      align: 'right',
      cell: (l) => (l.quote ? formatMoney(l.quote.total / 100, i18n.language) : '—'),
    },
    { id: 'reference', header: t('licensing.index.reference'), cell: (l) => l.reference ?? '—' },
    {
      id: 'actions',
      header: t('licensing.index.actions'),
      cell: (l) => (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {l.status === 'draft' ? (
            <>
              <ReasonedButton
                size="small"
                variant="contained"
                to={section.wizard(l.id)}
                reason={order.reason}
                explainedBy={noticeId}
                aria-label={t('licensing.index.continueLabel', { year: l.year ?? '' })}
              >
                {t('licensing.index.continue')}
              </ReasonedButton>
              {!order.reason && <DiscardDraftButton licence={l} size="small" />}
            </>
          ) : (
            <>
              {l.status === 'active' && (
                <ReasonedButton
                  size="small"
                  variant="contained"
                  to={`${section.licence(l.id)}#reports`}
                  reason={report.reason}
                  explainedBy={noticeId}
                  aria-label={t('licensing.index.reportLabel', { year: l.year ?? '' })}
                >
                  {t('licensing.index.report')}
                </ReasonedButton>
              )}
              <Button
                size="small"
                component={RouterLink}
                to={section.licence(l.id)}
                aria-label={t('licensing.index.openLabel', { year: l.year ?? '' })}
              >
                {t('licensing.index.open')}
              </Button>
            </>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <PageFrame
      title={title}
      actions={
        <ReasonedButton
          variant="contained"
          startIcon={<Add />}
          to={section.wizard()}
          reason={order.reason}
          explainedBy={noticeId}
        >
          {t('licensing.index.start')}
        </ReasonedButton>
      }
    >
      <Stack spacing={2}>
        <ServicePermissionNotice {...permissions} />
        {nextYear !== null && data && data.length > 0 && (
          <Alert
            severity="info"
            action={
              <ReasonedButton
                size="small"
                variant="contained"
                to={section.wizard()}
                reason={order.reason}
                explainedBy={noticeId}
              >
                {t('licensing.index.nextYearStart', { year: nextYear })}
              </ReasonedButton>
            }
          >
            {t('licensing.index.nextYear', { year: nextYear })}
          </Alert>
        )}
        {isLoading ? (
          <Stack
            spacing={1}
            role="status"
            aria-busy="true"
            aria-label={t('licensing.index.loading')}
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={48} />
            ))}
          </Stack>
        ) : error ? (
          <QueryErrorAlert error={error} onRetry={() => refetch()} />
        ) : data && data.length === 0 ? (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h2" gutterBottom>
                {t('licensing.index.empty.title')}
              </Typography>
              <Typography sx={{ mb: 2 }}>
                {t(`licensing.index.empty.text.${section.segment}`)}
              </Typography>
              <ReasonedButton
                variant="contained"
                to={section.wizard()}
                reason={order.reason}
                explainedBy={noticeId}
              >
                {t('licensing.index.start')}
              </ReasonedButton>
            </CardContent>
          </Card>
        ) : (
          <Stack spacing={2}>
            <FilterSelect
              label={t('licensing.index.filter')}
              value={status ?? ''}
              onChange={(value) => setSearch({ status: value })}
              sx={{ maxWidth: 240 }}
            >
              <option value="">{t('licensing.index.allStatuses')}</option>
              {PROCESS_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </FilterSelect>
            {shown.length === 0 ? (
              <Typography color="text.secondary">{t('licensing.index.noneWithStatus')}</Typography>
            ) : (
              <RecordList
                rowKey={(row) => row.id}
                rows={shown}
                columns={columns}
                label={t('licensing.index.tableLabel', { title })}
              />
            )}
          </Stack>
        )}
      </Stack>
    </PageFrame>
  );
}
