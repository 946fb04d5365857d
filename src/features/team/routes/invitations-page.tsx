import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useErrorMessage } from '@/shared/api/error-message';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import type { Invitation } from '@/shared/contract/account/team';
import { useCompanyPermissions } from '@/shared/permissions/use-company-permission';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { lazyPart } from '@/shared/ui/lazy-part';
import { StatusErrorPage } from '@/shared/ui/error-pages';
import { showToast } from '@/shared/ui/toast';
import { LoadingBlock } from '@/shared/ui/loading-block';
import { useDeleteInvitationMutation, useGetInvitationsQuery, useGetMembersQuery } from '../api';
import { InviteForm } from '../invite-form';

/**
 * The open invitations' table (MUI's table, a media query, the expiry chip) is a chunk of its own
 * whose download starts with the invitations' query: until the invitations are there, their place
 * shows as loading either way, so the navigation need not carry it (HOUSE-6, docs/house-6-pages.md). A
 * failed download shows the connection problem in its place (TRUST-17); the invite form stays.
 */
const { Part: InvitationTable, prefetch: prefetchInvitationTable } = lazyPart(() =>
  import(/* webpackChunkName: "invitation-table" */ '../invitation-table').then(
    (m) => m.InvitationTable,
  ),
);

/** Invitations still open: pending, or expired and not yet withdrawn. */
const isOpen = (i: Invitation) => i.status === 'pending' || i.status === 'expired';

/** Invite by e-mail with a role; the open invitations (e-mail, role, invited by, expiry); revoke. */
export function Component() {
  const { t } = useTranslation('team');
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
  useEffect(() => {
    if (!view.hidden) prefetchInvitationTable();
  }, [view.hidden]);

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
            <Suspense fallback={<LoadingBlock height={120} label={t('invitations.loading')} />}>
              <InvitationTable
                invitations={open}
                inviter={inviter}
                revokeReason={revoke.reason}
                explainedBy={explanationId}
                onRevoke={setTarget}
              />
            </Suspense>
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
