import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useErrorMessage } from '@/shared/api/error-message';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import type { Invitation } from '@/shared/contract/account/team';
import { formatDate } from '@/shared/i18n/format';
import { useCompanyPermissions } from '@/shared/permissions/use-company-permission';
import { ConfirmDialog, prefetchConfirmDialog } from '@/shared/ui/confirm-dialog';
import { prefetchProps } from '@/shared/ui/lazy-part';
import { StatusErrorPage } from '@/shared/ui/error-pages';
import { RecordList } from '@/shared/ui/record-list';
import { ReasonedButton } from '@/shared/ui/reasoned-button';
import { showToast } from '@/shared/ui/toast';
import { LoadingBlock } from '@/shared/ui/loading-block';
import { useDeleteInvitationMutation, useGetInvitationsQuery, useGetMembersQuery } from '../api';
import { InviteForm } from '../invite-form';

/** Invitations still open: pending, or expired and not yet withdrawn. */
const isOpen = (i: Invitation) => i.status === 'pending' || i.status === 'expired';

/** Invite by e-mail with a role; the open invitations (e-mail, role, invited by, expiry); revoke. */
export function Component() {
  const { t, i18n } = useTranslation('team');
  const errorMessage = useErrorMessage();
  const { companyId = '' } = useCurrentCompany();
  const can = useCompanyPermissions();
  const view = can('viewInvitations');
  const revoke = can('revokeInvitations');
  // UX-2: this company's invitations and members or none (never the previous company's).
  const { currentData: invitations, error } = useGetInvitationsQuery(companyId, {
    skip: view.hidden,
  });
  const isLoading = !invitations && !error;
  const { currentData: members } = useGetMembersQuery(companyId, { skip: view.hidden });
  const [deleteInvitation] = useDeleteInvitationMutation();
  const [target, setTarget] = useState<Invitation | null>(null);
  const explanationId = useId();

  if (view.hidden) return <StatusErrorPage status={403} />;

  const open = (invitations ?? []).filter(isOpen);
  const inviter = (userId: string) => {
    const member = members?.find((m) => m.userId === userId);
    return member
      ? `${member.givenName} ${member.familyName}`.trim()
      : t('invitations.formerMember');
  };

  return (
    <Stack spacing={3}>
      {!revoke.allowed && (
        <Alert severity="info" id={explanationId}>
          {revoke.reason}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('invitations.inviteHeading')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('invitations.inviteIntro')}
          </Typography>
          <InviteForm
            companyId={companyId}
            invite={can('invite')}
            inviteOwners={can('inviteOwners')}
            explainedBy={explanationId}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {t('invitations.heading')}
          </Typography>
          {isLoading ? (
            <LoadingBlock height={120} label={t('invitations.loading')} />
          ) : error ? (
            <Alert severity="error">{errorMessage(error)}</Alert>
          ) : open.length === 0 ? (
            <Typography color="text.secondary">{t('invitations.empty')}</Typography>
          ) : (
            <RecordList
              label={t('invitations.heading')}
              rows={open}
              rowKey={(i) => i.id}
              actionsHeader={t('invitations.columns.actions')}
              columns={[
                { id: 'email', header: t('invitations.columns.email'), cell: (i) => i.email },
                {
                  id: 'role',
                  header: t('invitations.columns.role'),
                  cell: (i) => t(`roles.${i.role}`),
                },
                {
                  id: 'invitedBy',
                  header: t('invitations.columns.invitedBy'),
                  cell: (i) => inviter(i.invitedBy),
                },
                {
                  id: 'expires',
                  header: t('invitations.columns.expires'),
                  cell: (i) =>
                    i.status === 'expired' ? (
                      <Chip size="small" color="warning" label={t('invitations.expired')} />
                    ) : (
                      formatDate(i.expiresAt, i18n.language)
                    ),
                },
              ]}
              actions={(i) => (
                <ReasonedButton
                  size="small"
                  color="error"
                  variant="outlined"
                  reason={revoke.reason}
                  explainedBy={explanationId}
                  onClick={() => setTarget(i)}
                  {...prefetchProps(prefetchConfirmDialog)}
                  aria-label={t('invitations.revokeLabel', { email: i.email })}
                >
                  {t('invitations.revoke')}
                </ReasonedButton>
              )}
            />
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={target !== null}
        title={t('invitations.revokeTitle', { email: target?.email ?? '' })}
        confirmLabel={t('invitations.revokeConfirm')}
        onClose={() => setTarget(null)}
        onConfirm={async () => {
          if (!target) return;
          const result = await deleteInvitation({ companyId, invitationId: target.id });
          if (!result.error) {
            setTarget(null);
            void showToast(t('invitations.revoked', { email: target.email }), 'success');
          }
          return result;
        }}
      >
        {t('invitations.revokeWarning', { email: target?.email ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
