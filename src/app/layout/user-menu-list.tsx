import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { accountServicePages } from '@/shared/account-service';
import { useGetCompaniesQuery } from '@/shared/api/companies-api';
import { useGetUserQuery } from '@/shared/api/user-api';
import { logout } from '@/shared/auth/session-thunks';
import { selectCurrentLanguage } from '@/shared/i18n/locale-slice';
import { useOpenAddress } from '@/shared/lib/open-address';
import { paths } from '@/shared/paths';
import { useAppDispatch, useAppSelector } from '../hooks';

/** The user menu's list (`UserMenu`), loaded after the layout's first paint. */
export function UserMenuList({
  anchor,
  onClose,
  name,
  email,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  name: string;
  email: string;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useOpenAddress();
  const navigate = useNavigate();
  const language = useAppSelector(selectCurrentLanguage);
  const { data: user } = useGetUserQuery();
  // Only while the menu is open: the company loader has them cached on every company page.
  const { data: companies = [] } = useGetCompaniesQuery(undefined, { skip: !anchor });
  const choose = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <Box sx={{ px: 2, py: 1 }} data-testid="user-identity">
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {email}
        </Typography>
        {companies.length > 0 && (
          <>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('userMenu.companies', { count: companies.length })}
            </Typography>
            {/* Lines, not a list: the menu (role menu) may own menu items and groups only. */}
            {companies.map((c) => (
              <Typography variant="body2" key={c.id} sx={{ pl: 1.5, maxWidth: 280 }}>
                {c.name}
              </Typography>
            ))}
          </>
        )}
      </Box>
      <Divider />
      <MenuItem onClick={choose(() => open(accountServicePages.profile({ locale: language })))}>
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        {t('userMenu.profile')}
      </MenuItem>
      {user?.proId && (
        <MenuItem onClick={choose(() => navigate(paths.workspace.href()))}>
          <ListItemIcon>
            <BusinessCenterIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.workspace')}
        </MenuItem>
      )}
      {user?.isAdmin && (
        <MenuItem onClick={choose(() => navigate(paths.adminCompanies.href()))}>
          <ListItemIcon>
            <AdminPanelSettingsIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.admin')}
        </MenuItem>
      )}
      <MenuItem onClick={choose(() => void dispatch(logout()))}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('userMenu.logout')}
      </MenuItem>
    </Menu>
  );
}
