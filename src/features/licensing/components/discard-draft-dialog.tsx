import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { SubmitError } from '@/shared/forms/submit-error';

export interface DiscardDraftDialogProps {
  open: boolean;
  /** The draft, as the texts name it ("the draft licence 2027"). */
  name: string;
  error: unknown;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * The confirmation of `DiscardDraftButton`, a chunk of its own (`lazyDialog`): the wizard and the
 * licences' list do not carry MUI's dialog stack for it (HOUSE-6).
 */
export function DiscardDraftDialog({
  open,
  name,
  error,
  busy,
  onClose,
  onConfirm,
}: DiscardDraftDialogProps) {
  const { t } = useTranslation('services');
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="discard-title">
      <DialogTitle id="discard-title">{t('licensing.discard.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('licensing.discard.text', { name })}</DialogContentText>
        <SubmitError error={error} sx={{ mt: 2 }} onRetry={onConfirm} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t('licensing.discard.keep')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {t('licensing.discard.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
