import type { SxProps, Theme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import { useErrorMessage } from '@/shared/api/error-message';

/** Why the last submit failed, announced to screen readers; nothing while it has not failed. */
export function SubmitError({ error, sx }: { error: unknown; sx?: SxProps<Theme> }) {
  const errorMessage = useErrorMessage();
  // RTK Query's mutations say `undefined` until one fails; forms keeping their own say `null`.
  if (error === null || error === undefined) return null;
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {errorMessage(error)}
    </Alert>
  );
}
