import type { Components, Theme } from '@mui/material/styles';

/** Component customisations, kept out of the palette so each stays short. */
export const components: Components<Theme> = {
  MuiButtonBase: { defaultProps: { disableRipple: false } },
  MuiButton: { defaultProps: { disableElevation: true } },
  MuiCard: { defaultProps: { variant: 'outlined' } },
  MuiLink: { defaultProps: { underline: 'hover' } },
  MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  // MUI makes an alert's message a scroll box (`overflow: auto`): while a page reflows (a window
  // narrowed to 375 px) it is briefly one, without focusable content, and axe reports it
  // (scrollable-region-focusable, seen once on a country page). Long words wrap instead.
  MuiAlert: { styleOverrides: { message: { overflow: 'visible', overflowWrap: 'break-word' } } },
};
