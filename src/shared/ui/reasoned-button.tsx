import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * A button that may be unavailable for a reason the user should know: disabled, with the reason
 * shown next to it and tied to it (`aria-describedby`). When one explanation on the page covers
 * several buttons, pass its element id as `explainedBy` instead of repeating the text. With `to`
 * it is a link to that address in the app while available (a disabled one leads nowhere).
 */
export function ReasonedButton({
  reason,
  explainedBy,
  disabled,
  to,
  ...props
}: ButtonProps & { reason: string | null; explainedBy?: string; to?: string }) {
  const id = useId();
  if (!reason) {
    return to ? (
      <Button component={RouterLink} to={to} disabled={disabled} {...props} />
    ) : (
      <Button disabled={disabled} {...props} />
    );
  }
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
