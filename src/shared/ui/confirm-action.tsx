import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SubmitError } from '@/shared/forms/submit-error';

/**
 * The page behind a link of an e-mail that changes something (unsubscribe): opening it changes
 * nothing (mail scanners open links), one press does. The question, what it means, what went
 * wrong with the last press, and the button, busy while the request runs.
 */
export function ConfirmAction({
  question,
  text,
  error,
  busy,
  label,
  busyLabel = label,
  onConfirm,
}: {
  question?: string;
  text: ReactNode;
  /** The last press's failure, if it failed. */
  error?: unknown;
  busy: boolean;
  label: string;
  busyLabel?: string;
  onConfirm: () => unknown;
}) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {question && <Typography variant="h2">{question}</Typography>}
      <Typography>{text}</Typography>
      <SubmitError error={error} entries={false} onRetry={() => void onConfirm()} />
      <Button variant="contained" disabled={busy} aria-busy={busy} onClick={() => void onConfirm()}>
        {busy ? busyLabel : label}
      </Button>
    </Stack>
  );
}
