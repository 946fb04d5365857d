import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PlainTextField } from '@/shared/forms/plain-text-field';
import { SubmitError } from '@/shared/forms/submit-error';

/** What the confirmed action answered: an RTK Query result, or nothing. */
type Outcome = { error?: unknown } | void;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  typedConfirmation?: { label: string; expected: string };
  onConfirm: () => Promise<Outcome>;
  onClose: () => void;
  describeError?: (error: unknown) => ReactNode | undefined;
}

const same = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * A destructive action's confirmation, naming what will be lost. Irreversible ones ask the user to
 * type a name (`typedConfirmation`). The button shows progress and cannot be pressed twice; when
 * the action fails the dialog stays open with the reason (`describeError` may say it better).
 * Pages use it through `ConfirmDialog` (./confirm-dialog.tsx), which loads it on demand.
 */
export function ConfirmDialogBody({
  open,
  title,
  children,
  confirmLabel,
  typedConfirmation,
  onConfirm,
  onClose,
  describeError,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const confirmed = !typedConfirmation || same(typed, typedConfirmation.expected);

  const close = () => {
    if (busy) return;
    setTyped('');
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const outcome = await onConfirm();
    setBusy(false);
    if (outcome && outcome.error) setError(outcome.error);
    else setTyped('');
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
        {typedConfirmation && (
          <PlainTextField
            sx={{ mt: 2 }}
            fullWidth
            autoFocus
            label={typedConfirmation.label}
            helperText={t('confirm.typeToConfirm', { expected: typedConfirmation.expected })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        )}
        <SubmitError
          error={error}
          describe={describeError}
          entries={Boolean(typedConfirmation)}
          onRetry={() => void confirm()}
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('confirm.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={!confirmed || busy}
          aria-busy={busy}
          autoFocus={!typedConfirmation}
        >
          {busy ? t('confirm.working') : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
