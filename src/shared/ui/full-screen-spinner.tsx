import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * Shown while route modules and loaders run, and while leaving for sign-in. `delayMs` keeps
 * quick navigations from flashing it. A CSS fade, not MUI's Fade: the first screen need not carry
 * a transition library for it.
 */
export function FullScreenSpinner({ label, delayMs = 0 }: { label: string; delayMs?: number }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      style={{ animationDelay: `${delayMs}ms` }}
      sx={{
        animation: `${fadeIn} 225ms ease-out both`,
        position: 'fixed',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        zIndex: 1300,
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <CircularProgress aria-hidden="true" />
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Box>
  );
}
