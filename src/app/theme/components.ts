import type { Components, Theme } from '@mui/material/styles';

/** Component customisations, kept out of the palette so each stays short. */
export const components: Components<Theme> = {
  MuiButtonBase: { defaultProps: { disableRipple: false } },
  MuiButton: { defaultProps: { disableElevation: true } },
  MuiCard: { defaultProps: { variant: 'outlined' } },
  MuiLink: { defaultProps: { underline: 'hover' } },
  MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
};
