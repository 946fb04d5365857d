import Box from '@mui/material/Box';

/** The product mark and name; decorative next to visible text, so the SVG is hidden from readers. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        fontWeight: 700,
        color: inverted ? 'common.white' : 'primary.main',
      }}
    >
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill={inverted ? '#ffffff' : '#1b5e20'} />
        <path
          d="M16 6l5 8h-3v5h-4v-5h-3zM9 20l3 5H7zm14 0l2 5h-5z"
          fill={inverted ? '#1b5e20' : '#ffffff'}
        />
      </svg>
      <span>EPR Compliance</span>
    </Box>
  );
}
