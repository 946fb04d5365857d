import Box from '@mui/material/Box';
import { BRAND } from './brand';

/**
 * The product mark (in the brand's colours in either scheme) and name; decorative next to visible
 * text, so the SVG is hidden from readers.
 */
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
        <rect
          width="32"
          height="32"
          rx="6"
          fill={inverted ? BRAND.primary.contrastText : BRAND.primary.main}
        />
        <path
          d="M16 6l5 8h-3v5h-4v-5h-3zM9 20l3 5H7zm14 0l2 5h-5z"
          fill={inverted ? BRAND.primary.main : BRAND.primary.contrastText}
        />
      </svg>
      <span>EPR Compliance</span>
    </Box>
  );
}
