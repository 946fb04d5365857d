import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';

/**
 * shown while route modules and loaders run, and while leaving for sign-in. `delayMs` keeps
 * quick navigations from flashing it.
 */
export function FullScreenSpinner({ label, delayMs = 0 }: { label: string; delayMs?: number }) {
  return (
    <Fade in appear style={{ transitionDelay: `${delayMs}ms` }}>
      <Box
        role="status"
        aria-live="polite"
        sx={{
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
    </Fade>
  );
}
