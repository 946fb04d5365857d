import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuIcon from '@mui/icons-material/Menu';
import { selectFlagOverrides } from '@/shared/feature-flags/flag-overrides-slice';
import { paths } from '@/shared/paths';
import { Logo } from '@/shared/ui/logo';
import { Watermark } from '@/shared/ui/watermark';
import { useAppSelector } from '../hooks';
import { AdviserContextBar } from './adviser-context-bar';
import { CompanySwitcher } from './company-switcher';
import { LegalFooter } from './legal-footer';
import { LanguageSwitcher } from './language-switcher';
import { lazyPart, prefetchProps } from '@/shared/ui/lazy-part';
import { NavList } from './nav-list';
import { NotificationBell } from './notification-bell';
import { NavigationProgress } from './navigation-progress';
import { PendingInvitationsSlot } from './pending-invitations-slot';
import { SessionNotices } from './session-notices';
import { UserMenu } from './user-menu';
import { ConnectionBanner } from './connection-banner';
import { useWideScreen } from './use-wide-screen';
import { TopBar } from './top-bar';

const DRAWER_WIDTH = 260;

// The drawer (narrow screens only) loads after the first paint, with the menus.
const { Part: NavDrawer, prefetch: prefetchDrawer } = lazyPart(() =>
  import(/* webpackChunkName: "layout-menus", webpackPrefetch: true */ './nav-drawer').then(
    (m) => m.NavDrawer,
  ),
);
/** MUI's regular toolbar from `sm` up: the top bar's height where the side column shows. */
const WIDE_TOOLBAR_HEIGHT = 64;

/** The signed-in app: top bar, navigation (a drawer on narrow screens), content, a legal line. */
export function Component() {
  const { t } = useTranslation();
  const { companyId: idInAddress, companies, isSuccess } = useCurrentCompany();
  // UX-15: an id that is none of the user's companies gets its 404 without any company's
  // navigation or notifications.
  const companyId =
    idInAddress && !(isSuccess && !companies.some((c) => c.id === idInAddress))
      ? idInAddress
      : undefined;
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps its transition.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const overrides = useAppSelector(selectFlagOverrides);
  const hasNav = Boolean(companyId);
  // Only the navigation the screen shows is rendered: on a phone the side column would be built
  // and hidden.
  const wide = useWideScreen();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <NavigationProgress />
      <SessionNotices />
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 3000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        {t('skipToContent')}
      </Link>
      <TopBar position="sticky">
        {hasNav && !wide && (
          <IconButton
            aria-label={t('nav.open')}
            onClick={() => {
              setDrawerUsed(true);
              setOpen(true);
            }}
            {...prefetchProps(prefetchDrawer)}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to={paths.home.href()}
          aria-label={t('home')}
          sx={{ display: { xs: 'none', sm: 'inline-flex' }, mr: 1 }}
        >
          <Logo />
        </Link>
        <CompanySwitcher />
        <Box sx={{ flex: 1 }} />
        {companyId && <NotificationBell companyId={companyId} />}
        <LanguageSwitcher />
        <UserMenu />
      </TopBar>
      <ConnectionBanner />
      {Object.keys(overrides).length > 0 && (
        <Alert
          severity="warning"
          square
          action={
            <Link component={RouterLink} to={paths.devUi.href()}>
              {t('flagOverrides.manage')}
            </Link>
          }
        >
          {t('flagOverrides.active', { count: Object.keys(overrides).length })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flex: 1 }}>
        {hasNav && !wide && drawerUsed && (
          <Suspense fallback={null}>
            <NavDrawer open={open} width={DRAWER_WIDTH} onClose={() => setOpen(false)} />
          </Suspense>
        )}
        {hasNav && wide && (
          <Box
            data-testid="side-navigation"
            sx={{
              width: DRAWER_WIDTH,
              flexShrink: 0,
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              // UX-9: the navigation stays in view while the page scrolls (below the sticky top
              // bar, whose toolbar is 64 px high on wide screens), scrolling on its own if long.
              position: 'sticky',
              top: WIDE_TOOLBAR_HEIGHT,
              alignSelf: 'flex-start',
              maxHeight: `calc(100vh - ${WIDE_TOOLBAR_HEIGHT}px)`,
              overflowY: 'auto',
            }}
          >
            <NavList />
          </Box>
        )}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, outline: 'none' }}
        >
          <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
            <AdviserContextBar />
            <PendingInvitationsSlot />
            <Outlet />
          </Container>
        </Box>
      </Box>
      <LegalFooter />
      <Watermark />
    </Box>
  );
}
