import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import PersonIcon from '@mui/icons-material/Person';
import { useGetUserQuery } from '@/shared/api/user-api';
import { selectProfile } from '@/shared/auth/auth-slice';
import { useAppSelector } from '../hooks';
import { lazyPart, prefetchProps } from '@/shared/ui/lazy-part';
import { opensOnArrowDown } from './menu-button';

// The list, with MUI's menu stack, loads after the first paint (on idle, or when the button is
// about to be used).
const { Part: UserMenuList, prefetch } = lazyPart(() =>
  import(/* webpackChunkName: "layout-menus", webpackPrefetch: true */ './user-menu-list').then(
    (m) => m.UserMenuList,
  ),
);

/**
 * Who is signed in (name, email, the companies they act for), profile, the adviser workspace
 * (advisers), administration (admins) and logout. UX-6: this was a dashboard card.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const profile = useAppSelector(selectProfile);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that closing keeps its transition.
  const [used, setUsed] = useState(false);
  const open = (button: HTMLElement) => {
    setUsed(true);
    setAnchor(button);
  };
  const { data: user } = useGetUserQuery();
  const name = user ? `${user.givenName} ${user.familyName}`.trim() : (profile?.name ?? '');
  const email = user?.email ?? profile?.email ?? '';

  return (
    <>
      <IconButton
        onClick={(e) => open(e.currentTarget)}
        {...opensOnArrowDown(open)}
        aria-label={t('userMenu.label', { name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        {...prefetchProps(prefetch)}
      >
        {/* An icon, not initials: visible text would have to be part of the button's name (WCAG 2.5.3). */}
        <Box
          component="span"
          sx={{
            width: 36,
            height: 36,
            borderRadius: '50%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
            bgcolor: 'primary.main',
            color: 'background.default',
          }}
        >
          <PersonIcon />
        </Box>
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <UserMenuList anchor={anchor} onClose={() => setAnchor(null)} name={name} email={email} />
        </Suspense>
      )}
    </>
  );
}
