import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

/**
 * A form's submit button: disabled and marked busy while the submit runs (no double submit), its
 * text saying what is under way.
 */
export function SubmitButton({
  submitting,
  busyLabel,
  children,
  disabled,
  ...props
}: Omit<ButtonProps, 'type'> & { submitting: boolean; busyLabel: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      {...props}
      disabled={submitting || disabled}
      aria-busy={submitting}
    >
      {submitting ? busyLabel : children}
    </Button>
  );
}
