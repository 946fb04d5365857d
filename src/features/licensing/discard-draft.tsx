import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Licence } from '@/shared/contract/main/licences';
import { SubmitError } from '@/shared/forms/submit-error';
import { showToast } from '@/shared/ui/toast';
import { useDiscardLicenceDraftMutation } from './api';
import { useLicensingSection } from './licensing-country';

/** Discards a draft after a confirmation that names what is lost; the draft is then cancelled. */
export function DiscardDraftButton({
  licence,
  size,
}: {
  licence: Licence;
  /** `small` in a list row, where the button names the draft for screen readers. */
  size?: 'small';
}) {
  const { t } = useTranslation('services');
  const navigate = useNavigate();
  const section = useLicensingSection();
  const [discard, { isLoading }] = useDiscardLicenceDraftMutation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const name = licence.year
    ? t('licensing.discard.nameYear', { year: licence.year })
    : t('licensing.discard.name');
  const confirm = async () => {
    setError(null);
    const result = await discard({ companyId: section.companyId, processId: licence.id });
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setOpen(false);
    void showToast(t('licensing.discard.done', { name }), 'success');
    navigate(section.index, { replace: true });
  };
  return (
    <>
      <Button
        color="error"
        size={size}
        onClick={() => setOpen(true)}
        aria-label={size ? t('licensing.discard.buttonLabel', { name }) : undefined}
      >
        {t('licensing.discard.button')}
      </Button>
      <Dialog
        open={open}
        onClose={isLoading ? undefined : () => setOpen(false)}
        aria-labelledby="discard-title"
      >
        <DialogTitle id="discard-title">{t('licensing.discard.title', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('licensing.discard.text', { name })}</DialogContentText>
          <SubmitError error={error} sx={{ mt: 2 }} onRetry={() => void confirm()} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={isLoading} autoFocus>
            {t('licensing.discard.keep')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => void confirm()}
            disabled={isLoading}
            aria-busy={isLoading}
          >
            {t('licensing.discard.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
