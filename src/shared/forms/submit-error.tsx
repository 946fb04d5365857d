import type { SxProps, Theme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import { useErrorMessage } from '@/shared/api/error-message';

/** Why the last submit failed, announced to screen readers; nothing while it has not failed. */
export function SubmitError({ error, sx }: { error: unknown; sx?: SxProps<Theme> }) {
  const errorMessage = useErrorMessage();
  if (error === null) return null;
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {errorMessage(error)}
    </Alert>
  );
}
