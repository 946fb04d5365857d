import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface UnsavedDialogProps {
  open: boolean;
  /** What the form is: a wizard's `step` or a whole `page`. */
  scope: 'step' | 'page';
  onStay: () => void;
  onLeave: () => void;
}

/**
 * "Leave without saving?" (UX-1), asked by `useUnsavedGuard`. A chunk of its own (`lazyDialog` in
 * use-unsaved-guard.tsx): every form page guards its input, few users ever leave with unsaved
 * input, and MUI's dialog and modal stack (about 9 KB gzip) need not come with the page (HOUSE-6).
 */
export function UnsavedDialog({ open, scope, onStay, onLeave }: UnsavedDialogProps) {
  const { t } = useTranslation('services');
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="unsaved-title">
      <DialogTitle id="unsaved-title">{t('unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {scope === 'step' ? t('unsaved.textStep') : t('unsaved.textPage')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          {t('unsaved.stay')}
        </Button>
        <Button color="error" onClick={onLeave}>
          {t('unsaved.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
