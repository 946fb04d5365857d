import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { useGetUserQuery } from '@/shared/api/account-api';
import { selectProfile } from '@/shared/auth/auth-slice';
import { useAppSelector } from '../hooks';
import { useLogout } from '../session-context';

/** Name, email, profile and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const profile = useAppSelector(selectProfile);
  const { data: user } = useGetUserQuery();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user ? `${user.givenName} ${user.familyName}`.trim() : (profile?.name ?? '');
  const email = user?.email ?? profile?.email ?? '';

  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('userMenu.label', { name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
      >
        {/* An icon, not initials: visible text would have to be part of the button's name (WCAG 2.5.3). */}
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
          <PersonIcon />
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1 }} data-testid="user-identity">
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate('/account/profile');
          }}
        >
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.profile')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
