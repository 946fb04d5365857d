import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { usePrefetchProps } from '../route-prefetch';

// HOUSE-6: the navigation is plain lists, links and buttons, not MUI's List family (List,
// ListItem, ListItemButton, ListItemIcon, ListItemText: about 3.5 KB gzip that every signed-in
// navigation downloaded with the layout). Same semantics (a list of links, a disclosure button),
// the look of MUI's dense list; the browser's focus ring instead of the ripple's tint.

/** A list without bullets or indent. */
export const navListSx: SxProps<Theme> = { listStyle: 'none', m: 0, p: 0 };

/** A row of the navigation: a link or the disclosure button, as MUI's dense list item button. */
export const navRowSx = {
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  width: (theme: Theme) => `calc(100% - ${theme.spacing(2)})`,
  mx: 1,
  px: 2,
  py: 1,
  border: 0,
  borderRadius: 1,
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  typography: 'body2',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
} satisfies SxProps<Theme>;

/** The icon's column, as MUI's list item icon (36 px wide). */
export const navIconSx: SxProps<Theme> = {
  display: 'inline-flex',
  flexShrink: 0,
  minWidth: 36,
  color: 'action.active',
};

/** A navigation entry whose page starts loading on hover or focus (UX-10). */
export function NavItem({
  to,
  end,
  onClick,
  ariaLabel,
  icon,
  label,
}: {
  to: string;
  end: boolean;
  onClick?: () => void;
  ariaLabel?: string;
  icon: ReactNode;
  label: string;
}) {
  const prefetch = usePrefetchProps(to);
  return (
    <Box
      component={NavLink}
      to={to}
      end={end}
      onClick={onClick}
      aria-label={ariaLabel}
      sx={{ ...navRowSx, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
      {...prefetch}
    >
      <Box component="span" sx={navIconSx}>
        {icon}
      </Box>
      <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
        {label}
      </Box>
    </Box>
  );
}
