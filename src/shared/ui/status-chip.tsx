import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import type { DeadlineStatus, ObligationStatus } from '@/shared/contract/main/obligations';

export type StatusTone = 'error' | 'warning' | 'info' | 'success' | 'secondary' | 'neutral';

export const OBLIGATION_TONES: Record<ObligationStatus, StatusTone> = {
  overdue: 'error',
  actionNeeded: 'warning',
  reportDue: 'warning',
  inProgress: 'info',
  toCheck: 'secondary',
  compliant: 'success',
  notApplicable: 'neutral',
};

export const DEADLINE_TONES: Record<DeadlineStatus, StatusTone> = {
  overdue: 'error',
  dueSoon: 'warning',
  open: 'info',
  done: 'success',
  past: 'neutral',
};

/**
 * A status as a chip: its text says it, the colour repeats it (never colour alone). Text in the
 * palette's dark shade (light in the dark scheme), so small text keeps its contrast.
 */
export function StatusChip({
  label,
  tone,
  size = 'small',
  wrap = false,
  sx,
}: {
  label: string;
  tone: StatusTone;
  size?: 'small' | 'medium';
  /**
   * Never cut the text ("Handlungs…"): the chip keeps its width in a row and its label wraps
   * onto a second line when the space is narrower than the word.
   */
  wrap?: boolean;
  /** Where the chip sits (alignment, margins); its colours stay the tone's. */
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
}) {
  return (
    <Chip
      label={
        wrap ? (
          // Its own element: the label's own rule (`nowrap`, ellipsis) cannot win over it.
          <Box component="span" sx={{ display: 'block', whiteSpace: 'normal', py: 0.25 }}>
            {label}
          </Box>
        ) : (
          label
        )
      }
      size={size}
      variant="outlined"
      sx={[
        sx ?? false,
        wrap && {
          flexShrink: 0,
          maxWidth: '100%',
          height: 'auto',
          minHeight: size === 'small' ? 24 : 32,
          '& .MuiChip-label': { overflow: 'visible', textOverflow: 'clip' },
        },
        (theme) =>
          tone === 'neutral'
            ? {
                color: (theme.vars ?? theme).palette.text.secondary,
                borderStyle: 'dashed',
                fontWeight: 500,
              }
            : {
                fontWeight: 600,
                color: (theme.vars ?? theme).palette[tone].dark,
                borderColor: (theme.vars ?? theme).palette[tone].main,
                borderWidth: 2,
                ...theme.applyStyles('dark', { color: (theme.vars ?? theme).palette[tone].light }),
              },
      ]}
    />
  );
}
