import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SxProps, Theme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { passingFailure, useErrorMessage } from '@/shared/api/error-message';

/**
 * Why the last submit failed, announced to screen readers; nothing while it has not failed.
 *
 * TRUST-17: a failure that repeating may mend (connection, timeout, the server's trouble, an
 * unreadable answer) says what happened, that the entries are kept, and offers "Try again", which
 * submits the form again as it stands (the form around the message, or `onRetry`). Never "reload":
 * a reload would lose what the form holds.
 *
 * HOUSE-4: every form and dialog says its submit failure here. A screen that can say an answer
 * about the request better than the catalogue's message (a booking no longer changeable, a sole
 * owner's companies) passes `describe`; passing failures are said the same everywhere.
 */
export function SubmitError({
  error,
  sx,
  onRetry,
  describe,
  entries = true,
}: {
  error: unknown;
  sx?: SxProps<Theme>;
  /** For a message outside its form: how to send it again. */
  onRetry?: () => void;
  /** This screen's words for an answer about the request (undefined: the catalogue's). */
  describe?: (error: unknown) => ReactNode | undefined;
  /** False for an action without entries (a button's): no "Your entries are kept". */
  entries?: boolean;
}) {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const alert = useRef<HTMLDivElement>(null);
  // RTK Query's mutations say `undefined` until one fails; forms keeping their own say `null`.
  if (error === null || error === undefined) return null;
  const failure = passingFailure(error);
  if (!failure)
    return (
      <Alert severity="error" role="alert" sx={sx}>
        {describe?.(error) ?? errorMessage(error)}
      </Alert>
    );
  const retry = onRetry ?? (() => alert.current?.closest('form')?.requestSubmit());
  return (
    <Alert
      ref={alert}
      severity="error"
      role="alert"
      sx={sx}
      action={
        <Button color="inherit" onClick={retry}>
          {t('errors.retry')}
        </Button>
      }
    >
      {t(`errors.failed.${failure}`)}
      {entries && ` ${t('errors.inputKept')}`}
    </Alert>
  );
}
