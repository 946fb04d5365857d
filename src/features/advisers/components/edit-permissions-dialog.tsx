import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { SubmitError } from '@/shared/forms/submit-error';
import type { AffiliationPermission } from '@/shared/contract/account/access';
import type { ProAffiliation } from '@/shared/contract/account/advisers';
import { showToast } from '@/shared/ui/toast';
import { useUpdateAffiliationMutation } from '../api';
import { PermissionCheckboxes } from './permission-checkboxes';

/** Change what an adviser may do for the company (owners and admins). */
export function EditPermissionsDialog({
  open,
  affiliation,
  onClose,
}: {
  open: boolean;
  affiliation: ProAffiliation;
  onClose: () => void;
}) {
  const { t } = useTranslation('advisers');
  const titleId = useId();
  const [permissions, setPermissions] = useState<AffiliationPermission[]>([
    ...affiliation.permissions,
  ]);
  const [update, state] = useUpdateAffiliationMutation();

  const save = async () => {
    const result = await update({
      companyId: affiliation.companyId,
      affiliationId: affiliation.id,
      permissions,
    });
    if (!result.error) {
      void showToast(t('edit.saved', { name: affiliation.proName }), 'success');
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('edit.title', { name: affiliation.proName })}</DialogTitle>
      <DialogContent>
        <PermissionCheckboxes
          value={permissions}
          onChange={setPermissions}
          disabled={state.isLoading}
        />
        <SubmitError error={state.error} sx={{ mt: 2 }} onRetry={() => void save()} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={state.isLoading}>
          {t('edit.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={state.isLoading}
          aria-busy={state.isLoading}
        >
          {state.isLoading ? t('edit.saving') : t('edit.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
