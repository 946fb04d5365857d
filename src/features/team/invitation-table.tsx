import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { Invitation } from '@/shared/contract/account/team';
import { formatDate } from '@/shared/i18n/format';
import { prefetchConfirmDialog } from '@/shared/ui/confirm-dialog';
import { prefetchProps } from '@/shared/ui/lazy-part';
import { ReasonedButton } from '@/shared/ui/reasoned-button';
import { RecordList } from '@/shared/ui/record-list';

/**
 * The open invitations (e-mail, role, invited by, expiry) with "Revoke": a table, or stacked cards
 * below 600 px. A chunk of its own (`invitation-table`), downloaded with the invitations' query
 * (invitations-page.tsx).
 */
export function InvitationTable({
  invitations,
  inviter,
  revokeReason,
  explainedBy,
  onRevoke,
}: {
  invitations: readonly Invitation[];
  /** The name of the member who invited, by user id. */
  inviter: (userId: string) => string;
  /** Why this user may not revoke (null: they may). */
  revokeReason: string | null;
  explainedBy: string;
  onRevoke: (invitation: Invitation) => void;
}) {
  const { t, i18n } = useTranslation('team');
  return (
    <RecordList
      label={t('invitations.heading')}
      rows={invitations}
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
          reason={revokeReason}
          explainedBy={explainedBy}
          onClick={() => onRevoke(i)}
          {...prefetchProps(prefetchConfirmDialog)}
          aria-label={t('invitations.revokeLabel', { email: i.email })}
        >
          {t('invitations.revoke')}
        </ReasonedButton>
      )}
    />
  );
}
