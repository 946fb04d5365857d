import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useErrorMessage } from '@/shared/api/error-message';
import { useRefreshCompanies } from '@/shared/api/use-refresh-companies';
import type { ReceivedInvitation } from '@/shared/contract/account/team';
import { companyPaths } from '@/shared/paths';
import { showToast } from '@/shared/ui/toast';
import { useAcceptInvitationMutation, useDeclineInvitationMutation } from './api';

/**
 * The open invitations to the signed-in user's address, where they are in the app (UX-8), not
 * only behind the mailed link: each names the company, the inviter and the role, with "Join"
 * (lands on the company's dashboard) and "Decline" (after a confirmation naming the company).
 */
export function PendingInvitations({ invitations }: { invitations: ReceivedInvitation[] }) {
  const { t, ready } = useTranslation('team');
  if (!ready || invitations.length === 0) return null;
  return (
    <Box component="section" aria-label={t('pending.heading')} sx={{ mb: 3 }}>
      <Stack spacing={1.5}>
        {invitations.map((invitation) => (
          <PendingInvitation key={invitation.id} invitation={invitation} />
        ))}
      </Stack>
    </Box>
  );
}

function PendingInvitation({ invitation }: { invitation: ReceivedInvitation }) {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const refreshCompanies = useRefreshCompanies();
  const [accept, accepted] = useAcceptInvitationMutation();
  const [decline, declined] = useDeclineInvitationMutation();
  const [confirming, setConfirming] = useState(false);
  const ids = { companyId: invitation.companyId, invitationId: invitation.id };
  const company = invitation.companyName;
  const role = t(`roles.${invitation.role}`);
  const inviter = invitation.inviter
    ? `${invitation.inviter.givenName} ${invitation.inviter.familyName}`.trim()
    : null;
  const busy = accepted.isLoading || declined.isLoading;
  const failure = accepted.error ?? declined.error;
  const textId = `invitation-${invitation.id}`;

  const join = async () => {
    const outcome = await accept(ids);
    if (outcome.data) {
      await refreshCompanies();
      void showToast(t('accept.joined', { company: outcome.data.name }), 'success');
      navigate(companyPaths(outcome.data.id).dashboard);
    }
  };
  const confirmDecline = async () => {
    setConfirming(false);
    const outcome = await decline(ids);
    if (!outcome.error) void showToast(t('accept.declinedDone', { company }), 'success');
  };

  return (
    <Alert
      severity="info"
      role="group"
      aria-labelledby={textId}
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <Box id={textId}>
        {inviter
          ? t('accept.invitedBy', { inviter, company, role })
          : t('accept.invitedByFormer', { company, role })}
      </Box>
      {failure && (
        <Box role="alert" sx={{ mt: 1, color: 'error.main' }}>
          {errorMessage(failure)}
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        <Button variant="contained" size="small" disabled={busy} onClick={() => void join()}>
          {t('accept.join', { company })}
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={busy}
          aria-label={t('pending.declineLabel', { company })}
          onClick={() => setConfirming(true)}
        >
          {t('accept.decline')}
        </Button>
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby={`${textId}-confirm`}
      >
        <DialogTitle id={`${textId}-confirm`}>{t('pending.declineTitle', { company })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('pending.declineText', { company })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('pending.keep')}</Button>
          <Button color="error" variant="contained" onClick={() => void confirmDecline()}>
            {t('accept.decline')}
          </Button>
        </DialogActions>
      </Dialog>
    </Alert>
  );
}
