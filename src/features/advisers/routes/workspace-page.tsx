import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { NativeSelectField } from '@/shared/forms/native-select-field';
import { PlainTextField } from '@/shared/forms/plain-text-field';
import Typography from '@mui/material/Typography';
import { useRefreshCompanies } from '@/shared/api/use-refresh-companies';
import { useErrorMessage } from '@/shared/api/error-message';
import { useGetUserQuery } from '@/shared/api/user-api';
import type { ProClient } from '@/shared/contract/account/advisers';
import { countryName, formatDate } from '@/shared/i18n/format';
import { useDebounced } from '@/shared/lib/use-debounced';
import { companyPaths } from '@/shared/paths';
import { ConfirmDialog, prefetchConfirmDialog } from '@/shared/ui/confirm-dialog';
import { prefetchProps } from '@/shared/ui/lazy-part';
import { StatusErrorPage } from '@/shared/ui/error-pages';
import { PageFrame } from '@/shared/ui/page-frame';
import { RecordList } from '@/shared/ui/record-list';
import { showToast } from '@/shared/ui/toast';
import { LoadingBlock } from '@/shared/ui/loading-block';
import { AffiliationStatusChip } from '../components/affiliation-status-chip';
import {
  NextDeadline,
  OpenObligations,
  summaryGroups,
  useLoadedSummaries,
} from '../components/client-compliance';
import { useGetProQuery, useGetProsQuery, useUpdateAffiliationMutation } from '../api';
import { useSearchParamState } from '@/shared/lib/use-search-param-state';
import {
  DEFAULT_SORT,
  STATUS_FILTERS,
  type StatusFilter,
  SORTS,
  type Sort,
  pick,
  ordered,
} from '../components/client-list';
import { PermissionsFold } from '../components/permissions-fold';
import { WholeName } from '../components/whole-name';

const TEXT_SYNC_MS = 300;

/**
 * The adviser workspace: every client company of the user's adviser firm with its country and the
 * affiliation's status; pending requests are accepted or declined here, and one click opens a
 * client. Filter and sort live in the address, so a link shows the same view.
 */
export function Component() {
  const { t, i18n } = useTranslation('advisers');
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const refreshCompanies = useRefreshCompanies();
  const [params, setParams] = useSearchParamState();
  const status = pick<StatusFilter>(params.get('status'), STATUS_FILTERS, 'open');
  const sort = pick<Sort>(params.get('sort'), SORTS, DEFAULT_SORT);
  // Typing filters at once; the address follows once typing settles (a link keeps the view).
  const [text, setText] = useState(() => params.get('q') ?? '');
  const settledText = useDebounced(text, TEXT_SYNC_MS);
  const { data: me } = useGetUserQuery();
  const { data: pros, error: prosError } = useGetProsQuery({}, { skip: !me?.proId });
  const pro = pros?.find((p) => p.id === me?.proId);
  const {
    data: detail,
    error: detailError,
    isLoading,
  } = useGetProQuery(pro ? { country: pro.country, code: pro.code } : { country: '', code: '' }, {
    skip: !pro,
  });
  const [update] = useUpdateAffiliationMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [declining, setDeclining] = useState<ProClient | null>(null);
  const loadError = prosError ?? detailError;
  const notAnAdviser = me !== undefined && !me.proId;

  /** A value equal to the default leaves the address (the plain address shows the default). */
  const setParam = (key: string, value: string, fallback: string) =>
    setParams({ [key]: value === fallback ? null : value });

  useEffect(() => {
    if ((params.get('q') ?? '') !== settledText) setParam('q', settledText, '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledText]);

  // Grouped from all clients, not the filtered ones: filtering starts no new requests.
  const groups = summaryGroups(detail?.clients ?? []);
  const summaries = useLoadedSummaries(groups);
  const needle = text.trim().toLocaleLowerCase();
  const clients = ordered(
    (detail?.clients ?? []).filter(
      (c) =>
        (status === 'all' || (status === 'open' ? c.status !== 'revoked' : c.status === status)) &&
        (!needle ||
          c.companyName.toLocaleLowerCase().includes(needle) ||
          c.city.toLocaleLowerCase().includes(needle)),
    ),
    sort,
    i18n.language,
    summaries,
  );
  const pending = (detail?.clients ?? []).filter((c) => c.status === 'pending').length;

  const accept = async (client: ProClient) => {
    setBusy(client.affiliationId);
    const result = await update({
      companyId: client.companyId,
      affiliationId: client.affiliationId,
      status: 'active',
    });
    if (!result.error) await refreshCompanies();
    setBusy(null);
    if (result.error) void showToast(errorMessage(result.error), 'error');
    else void showToast(t('workspace.accepted', { company: client.companyName }), 'success');
  };

  // The workspace is for people who work for an adviser firm.
  if (notAnAdviser) return <StatusErrorPage status={403} />;

  return (
    <PageFrame
      title={t('workspace.title')}
      subtitle={pro ? t('workspace.subtitle', { firm: pro.name }) : undefined}
    >
      {pending > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('workspace.pendingNotice', { count: pending })}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Grid container spacing={2} sx={{ mb: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PlainTextField
                fullWidth
                type="search"
                label={t('workspace.filterText')}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <NativeSelectField
                fullWidth
                label={t('workspace.filterStatus')}
                value={status}
                onChange={(value) => setParam('status', value, 'open')}
              >
                {STATUS_FILTERS.map((value) => (
                  <option key={value} value={value}>
                    {t(`workspace.statusFilter.${value}`)}
                  </option>
                ))}
              </NativeSelectField>
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <NativeSelectField
                fullWidth
                label={t('workspace.sort')}
                value={sort}
                onChange={(value) => setParam('sort', value, DEFAULT_SORT)}
              >
                {SORTS.map((value) => (
                  <option key={value} value={value}>
                    {t(`workspace.sortBy.${value}`)}
                  </option>
                ))}
              </NativeSelectField>
            </Grid>
          </Grid>
          {loadError ? (
            <Alert severity="error">{errorMessage(loadError)}</Alert>
          ) : isLoading || !detail ? (
            <LoadingBlock height={180} label={t('workspace.loading')} />
          ) : clients.length === 0 ? (
            <Typography color="text.secondary" role="status">
              {detail.clients?.length ? t('workspace.noneMatch') : t('workspace.empty')}
            </Typography>
          ) : (
            <RecordList
              label={t('workspace.listLabel')}
              rows={clients}
              rowKey={(c) => c.affiliationId}
              actionsHeader={t('workspace.columns.actions')}
              columns={[
                {
                  id: 'company',
                  header: t('workspace.columns.company'),
                  keepWords: true,
                  cell: (c) => <WholeName name={c.companyName} />,
                },
                {
                  id: 'country',
                  header: t('workspace.columns.country'),
                  cell: (c) => `${countryName(c.country, i18n.language)} · ${c.city}`,
                },
                {
                  id: 'status',
                  header: t('workspace.columns.status'),
                  cell: (c) => <AffiliationStatusChip status={c.status} forAdviser />,
                },
                {
                  id: 'obligations',
                  header: t('workspace.columns.obligations'),
                  cell: (c) => <OpenObligations client={c} groups={groups} />,
                },
                {
                  id: 'nextDeadline',
                  header: t('workspace.columns.nextDeadline'),
                  cell: (c) => <NextDeadline client={c} groups={groups} />,
                },
                {
                  id: 'permissions',
                  header: t('workspace.columns.permissions'),
                  cell: (c) => (
                    <PermissionsFold permissions={c.permissions} company={c.companyName} />
                  ),
                },
                {
                  id: 'since',
                  header: t('workspace.columns.since'),
                  cell: (c) => formatDate(c.createdAt, i18n.language),
                },
              ]}
              actions={(c) =>
                c.status === 'pending' ? (
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button
                      size="small"
                      variant="contained"
                      disabled={busy === c.affiliationId}
                      aria-busy={busy === c.affiliationId}
                      onClick={() => void accept(c)}
                      aria-label={t('workspace.acceptLabel', { company: c.companyName })}
                    >
                      {t('workspace.accept')}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      disabled={busy === c.affiliationId}
                      onClick={() => setDeclining(c)}
                      {...prefetchProps(prefetchConfirmDialog)}
                      aria-label={t('workspace.declineLabel', { company: c.companyName })}
                    >
                      {t('workspace.decline')}
                    </Button>
                  </Stack>
                ) : c.status === 'active' ? (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => navigate(companyPaths(c.companyId).dashboard)}
                    aria-label={t('workspace.openLabel', { company: c.companyName })}
                  >
                    {t('workspace.open')}
                  </Button>
                ) : null
              }
            />
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={declining !== null}
        title={t('workspace.declineTitle', { company: declining?.companyName ?? '' })}
        confirmLabel={t('workspace.declineConfirm')}
        onClose={() => setDeclining(null)}
        onConfirm={async () => {
          if (!declining) return;
          const result = await update({
            companyId: declining.companyId,
            affiliationId: declining.affiliationId,
            status: 'revoked',
          });
          if (!result.error) {
            setDeclining(null);
            void showToast(t('workspace.declined', { company: declining.companyName }), 'success');
          }
          return result;
        }}
      >
        {t('workspace.declineWarning', { company: declining?.companyName ?? '' })}
      </ConfirmDialog>
    </PageFrame>
  );
}
