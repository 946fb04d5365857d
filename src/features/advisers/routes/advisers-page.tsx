import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useErrorMessage } from '@/shared/api/error-message';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import type { ProAffiliation } from '@/shared/contract/account/advisers';
import { formatDate } from '@/shared/i18n/format';
import { useCompanyPermissions } from '@/shared/permissions/use-company-permission';
import { ConfirmDialog, prefetchConfirmDialog } from '@/shared/ui/confirm-dialog';
import { lazyDialog, useDialogSubject } from '@/shared/ui/lazy-dialog';
import { prefetchProps } from '@/shared/ui/lazy-part';
import { StatusErrorPage } from '@/shared/ui/error-pages';
import { RecordList } from '@/shared/ui/record-list';
import { ReasonedButton } from '@/shared/ui/reasoned-button';
import { showToast } from '@/shared/ui/toast';
import { LoadingBlock } from '@/shared/ui/loading-block';
import { AffiliationStatusChip } from '../components/affiliation-status-chip';
import { useDeleteAffiliationMutation, useGetAffiliationsQuery } from '../api';

/**
 * The dialogs (adding an adviser, with its search and checkboxes; changing permissions) are chunks
 * of their own, not part of the page's navigation (route weight, issue 21 part 7): hover, focus or
 * touch of their buttons starts the download, a click waits for it.
 */
const { Dialog: AddAdviserDialog, prefetch: prefetchAddDialog } = lazyDialog(() =>
  import(/* webpackChunkName: "add-adviser-dialog" */ '../components/add-adviser-dialog').then(
    (m) => m.AddAdviserDialog,
  ),
);
const { Dialog: EditPermissionsDialog, prefetch: prefetchEditDialog } = lazyDialog(() =>
  import(
    /* webpackChunkName: "edit-permissions-dialog" */ '../components/edit-permissions-dialog'
  ).then((m) => m.EditPermissionsDialog),
);

/**
 * The company's advisers: each affiliation with its status and what the firm may do; add one
 * from the pros directory, change its permissions, end it.
 */
export function Component() {
  const { t, i18n } = useTranslation('advisers');
  const errorMessage = useErrorMessage();
  const explanationId = useId();
  const { company, companyId = '' } = useCurrentCompany();
  const can = useCompanyPermissions();
  const view = can('viewAdvisers');
  const manage = can('manageAdvisers');
  const { data, error, isLoading } = useGetAffiliationsQuery(companyId, { skip: view.hidden });
  const [deleteAffiliation] = useDeleteAffiliationMutation();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ProAffiliation | null>(null);
  const [ending, setEnding] = useState<ProAffiliation | null>(null);
  const edited = useDialogSubject(editing);

  if (view.hidden) return <StatusErrorPage status={403} />;

  const affiliations = (data ?? []).filter((a) => a.status !== 'revoked');

  return (
    <Card>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
        >
          <div>
            <Typography variant="h2" sx={{ mb: 1 }}>
              {t('list.heading')}
            </Typography>
            <Typography color="text.secondary">{t('list.intro')}</Typography>
          </div>
          <ReasonedButton
            variant="contained"
            reason={manage.reason}
            explainedBy={explanationId}
            onClick={() => setAdding(true)}
            {...prefetchProps(prefetchAddDialog)}
            sx={{ flexShrink: 0 }}
          >
            {t('list.add')}
          </ReasonedButton>
        </Stack>
        {!manage.allowed && (
          <Alert severity="info" id={explanationId} sx={{ mb: 2 }}>
            {manage.reason}
          </Alert>
        )}
        {isLoading ? (
          <LoadingBlock height={140} label={t('list.loading')} />
        ) : error ? (
          <Alert severity="error">{errorMessage(error)}</Alert>
        ) : affiliations.length === 0 ? (
          <Typography color="text.secondary">{t('list.empty')}</Typography>
        ) : (
          <RecordList
            label={t('list.label', { company: company?.name ?? '' })}
            rows={affiliations}
            rowKey={(a) => a.id}
            actionsHeader={t('list.columns.actions')}
            columns={[
              { id: 'firm', header: t('list.columns.firm'), cell: (a) => a.proName },
              {
                id: 'status',
                header: t('list.columns.status'),
                cell: (a) => <AffiliationStatusChip status={a.status} />,
              },
              {
                id: 'permissions',
                header: t('list.columns.permissions'),
                cell: (a) => a.permissions.map((p) => t(`permissions.${p}`)).join(', '),
              },
              {
                id: 'since',
                header: t('list.columns.since'),
                cell: (a) => formatDate(a.createdAt, i18n.language),
              },
            ]}
            actions={(a) => (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <ReasonedButton
                  size="small"
                  variant="outlined"
                  reason={manage.reason}
                  explainedBy={explanationId}
                  onClick={() => setEditing(a)}
                  {...prefetchProps(prefetchEditDialog)}
                  aria-label={t('list.editLabel', { name: a.proName })}
                >
                  {t('list.edit')}
                </ReasonedButton>
                <ReasonedButton
                  size="small"
                  variant="outlined"
                  color="error"
                  reason={manage.reason}
                  explainedBy={explanationId}
                  onClick={() => setEnding(a)}
                  {...prefetchProps(prefetchConfirmDialog)}
                  aria-label={t('list.endLabel', { name: a.proName })}
                >
                  {t('list.end')}
                </ReasonedButton>
              </Stack>
            )}
          />
        )}
      </CardContent>
      <AddAdviserDialog companyId={companyId} open={adding} onClose={() => setAdding(false)} />
      {edited && (
        <EditPermissionsDialog
          open={editing !== null}
          affiliation={edited}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={ending !== null}
        title={t('end.title', { name: ending?.proName ?? '' })}
        confirmLabel={t('end.confirm')}
        onClose={() => setEnding(null)}
        onConfirm={async () => {
          if (!ending) return;
          const result = await deleteAffiliation({
            companyId,
            affiliationId: ending.id,
            proId: ending.proId,
          });
          if (!result.error) {
            setEnding(null);
            void showToast(t('end.done', { name: ending.proName }), 'success');
          }
          return result;
        }}
      >
        {t('end.warning', { name: ending?.proName ?? '', company: company?.name ?? '' })}
      </ConfirmDialog>
    </Card>
  );
}
