import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useRefreshCompanies } from '@/shared/api/use-refresh-companies';
import { useErrorMessage } from '@/shared/api/error-message';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { useGetUserQuery } from '@/shared/api/user-api';
import type { Member } from '@/shared/contract/account/team';
import { formatDate } from '@/shared/i18n/format';
import { paths } from '@/shared/paths';
import { useCompanyPermissions } from '@/shared/permissions/use-company-permission';
import { ConfirmDialog, prefetchConfirmDialog } from '@/shared/ui/confirm-dialog';
import { prefetchProps } from '@/shared/ui/lazy-part';
import { StatusErrorPage } from '@/shared/ui/error-pages';
import { RecordList } from '@/shared/ui/record-list';
import { ReasonedButton } from '@/shared/ui/reasoned-button';
import { showToast } from '@/shared/ui/toast';
import { LoadingBlock } from '@/shared/ui/loading-block';
import { useDeleteMemberMutation, useGetMembersQuery } from '../api';

const fullName = (m: Pick<Member, 'givenName' | 'familyName'>) =>
  `${m.givenName} ${m.familyName}`.trim();

/** The company's members: who they are, their role, since when; remove someone, or leave. */
export function Component() {
  const { t, i18n } = useTranslation('team');
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const refreshCompanies = useRefreshCompanies();
  const explanationId = useId();
  const { company, companyId = '' } = useCurrentCompany();
  const { data: me } = useGetUserQuery();
  const can = useCompanyPermissions();
  const view = can('viewMembers');
  // UX-2: this company's members or none (never the previous company's while these load).
  const { currentData: members, error } = useGetMembersQuery(companyId, { skip: view.hidden });
  const isLoading = !members && !error;
  const [deleteMember] = useDeleteMemberMutation();
  const [target, setTarget] = useState<Member | null>(null);
  const removeOthers = can('removeMembers');
  const removeOwners = can('removeOwners');

  if (view.hidden) return <StatusErrorPage status={403} />;

  const owners = members?.filter((m) => m.role === 'owner').length ?? 0;
  const isMe = (m: Member) => m.userId === me?.id;
  const lastOwner = (m: Member) => m.role === 'owner' && owners === 1;

  /** Why this row's action is unavailable, or null. */
  const rowReason = (m: Member): string | null => {
    if (isMe(m)) return lastOwner(m) ? t('members.lastOwnerSelf') : null;
    if (!removeOthers.allowed) return removeOthers.reason;
    if (lastOwner(m)) return t('members.lastOwner');
    if (m.role === 'owner' && !removeOwners.allowed) return removeOwners.reason;
    return null;
  };

  const leaving = target !== null && isMe(target);

  return (
    <Card>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('members.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('members.intro')}
        </Typography>
        {!removeOthers.allowed && (
          <Alert severity="info" id={explanationId} sx={{ mb: 2 }}>
            {removeOthers.reason}
          </Alert>
        )}
        {isLoading ? (
          <LoadingBlock height={160} label={t('members.loading')} />
        ) : error ? (
          <Alert severity="error">{errorMessage(error)}</Alert>
        ) : (
          <RecordList
            label={t('members.listLabel', { company: company?.name ?? '' })}
            rows={members ?? []}
            rowKey={(m) => m.id}
            actionsHeader={t('members.columns.actions')}
            columns={[
              {
                id: 'name',
                header: t('members.columns.name'),
                cell: (m) => (isMe(m) ? t('members.you', { name: fullName(m) }) : fullName(m)),
              },
              { id: 'email', header: t('members.columns.email'), cell: (m) => m.email },
              {
                id: 'role',
                header: t('members.columns.role'),
                cell: (m) => (
                  <Chip
                    size="small"
                    label={t(`roles.${m.role}`)}
                    color={m.role === 'owner' ? 'primary' : 'default'}
                    variant={m.role === 'member' ? 'outlined' : 'filled'}
                  />
                ),
              },
              {
                id: 'since',
                header: t('members.columns.since'),
                cell: (m) => formatDate(m.joinedAt, i18n.language),
              },
            ]}
            actions={(m) => {
              const reason = rowReason(m);
              // One explanation at the top covers every row the role cannot change.
              const explained = reason !== null && reason === removeOthers.reason && !isMe(m);
              return (
                <ReasonedButton
                  size="small"
                  color="error"
                  variant="outlined"
                  reason={reason}
                  {...(explained ? { explainedBy: explanationId } : {})}
                  onClick={() => setTarget(m)}
                  {...prefetchProps(prefetchConfirmDialog)}
                  aria-label={
                    isMe(m)
                      ? t('members.leaveLabel')
                      : t('members.removeLabel', { name: fullName(m) })
                  }
                >
                  {isMe(m) ? t('members.leave') : t('members.remove')}
                </ReasonedButton>
              );
            }}
          />
        )}
      </CardContent>
      <ConfirmDialog
        open={target !== null}
        title={
          leaving
            ? t('members.leaveTitle', { company: company?.name ?? '' })
            : t('members.removeTitle', { name: target ? fullName(target) : '' })
        }
        confirmLabel={leaving ? t('members.leaveConfirm') : t('members.removeConfirm')}
        onClose={() => setTarget(null)}
        onConfirm={async () => {
          if (!target) return;
          const result = await deleteMember({ companyId, memberId: target.id });
          if (result.error) return result;
          setTarget(null);
          if (leaving) {
            await refreshCompanies();
            void showToast(t('members.left', { company: company?.name ?? '' }), 'success');
            navigate(paths.anyCompanyDashboard.href());
          } else {
            void showToast(t('members.removed', { name: fullName(target) }), 'success');
          }
          return result;
        }}
      >
        {target &&
          (leaving
            ? t('members.leaveWarning', { company: company?.name ?? '' })
            : t('members.removeWarning', {
                name: fullName(target),
                email: target.email,
                company: company?.name ?? '',
              }))}
      </ConfirmDialog>
    </Card>
  );
}
