import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

// HOUSE-6: a `header` and a flex row, not MUI's AppBar and Toolbar (their modules and Paper's
// styles for a bar that has no elevation and no colour of its own): both layouts' top bar is in the
// chunk every navigation downloads. Same element (`header`, the banner landmark), same look: the
// theme's AppBar defaults were elevation 0 and colour "inherit"; the row keeps the toolbar's
// heights (`theme.mixins.toolbar`: 56 px, 48 in landscape, 64 from `sm`).

/**
 * A layout's top bar: `position` as AppBar's (sticky in the signed-in layout, static in the public
 * one); `hideInPrint` leaves it off a printed page.
 */
export function TopBar({
  position,
  hideInPrint = false,
  children,
}: {
  position: 'sticky' | 'static';
  hideInPrint?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="header"
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          width: '100%',
          boxSizing: 'border-box',
          flexShrink: 0,
          bgcolor: 'background.paper',
          color: 'inherit',
          borderBottom: 1,
          borderColor: 'divider',
        },
        position === 'sticky' && { position: 'sticky', top: 0, zIndex: 'appBar' },
        hideInPrint && { displayPrint: 'none' },
      ]}
    >
      <Box
        sx={(theme) => ({
          ...theme.mixins.toolbar,
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.5, sm: 1 },
          px: { xs: 1, sm: 2 },
        })}
      >
        {children}
      </Box>
    </Box>
  );
}
