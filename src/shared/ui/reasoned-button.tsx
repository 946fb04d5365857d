import { useId } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * A button that may be unavailable for a reason the user should know: disabled, with the reason
 * shown next to it and tied to it (`aria-describedby`). When one explanation on the page covers
 * several buttons, pass its element id as `explainedBy` instead of repeating the text.
 */
export function ReasonedButton({
  reason,
  explainedBy,
  disabled,
  ...props
}: ButtonProps & { reason: string | null; explainedBy?: string }) {
  const id = useId();
  if (!reason) return <Button disabled={disabled} {...props} />;
  const describedBy = explainedBy ?? id;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <Button {...props} disabled aria-describedby={describedBy} />
      {!explainedBy && (
        <Typography id={id} variant="caption" color="text.secondary" sx={{ maxWidth: 260 }}>
          {reason}
        </Typography>
      )}
    </Box>
  );
}
