import Drawer from '@mui/material/Drawer';
import { NavList } from './nav-list';

/** The navigation as a drawer (narrow screens), loaded after the layout's first paint. */
export function NavDrawer({
  open,
  width,
  onClose,
}: {
  open: boolean;
  width: number;
  onClose: () => void;
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ '& .MuiDrawer-paper': { width } }}
    >
      <NavList onNavigate={onClose} />
    </Drawer>
  );
}
