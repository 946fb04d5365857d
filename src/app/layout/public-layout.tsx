import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLoaderData } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Logo } from '@/shared/ui/logo';
import { Watermark } from '@/shared/ui/watermark';
import type { PublicLayoutData } from '@/features/session/public-loader';
import { paths } from '@/shared/paths';
import { Footer } from './footer';
import { LanguageSwitcher } from './language-switcher';
import { NavigationProgress } from './navigation-progress';
import { UserMenu } from './user-menu';
import { ConnectionBanner } from './connection-banner';
import { TopBar } from './top-bar';

const noPrint = { displayPrint: 'none' } as const;

/**
 * Public pages, told who is signed in (if anyone) through the loader data: visitors get sign-in
 * and sign-up, a signed-in user their dashboard and menu. Header and footer stay off paper.
 */
export function Component() {
  const { t } = useTranslation();
  const { user } = useLoaderData() as PublicLayoutData;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <NavigationProgress />
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
      <TopBar position="static" hideInPrint>
        <Link
          component={RouterLink}
          to={paths.home.href()}
          aria-label={t('home')}
          // On a phone the mark alone: the name would crowd out sign-in and sign-up.
          sx={{ mr: 'auto', '& > span > span': { display: { xs: 'none', sm: 'inline' } } }}
        >
          <Logo />
        </Link>
        <LanguageSwitcher />
        {user ? (
          <>
            <Button
              component={RouterLink}
              to={paths.home.href()}
              variant="contained"
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('goToApp')}
            </Button>
            <UserMenu />
          </>
        ) : (
          <>
            <Button component={RouterLink} to={paths.home.href()} color="inherit">
              {t('signIn')}
            </Button>
            <Button component={RouterLink} to={paths.signup.href()} variant="contained">
              {t('signUp')}
            </Button>
          </>
        )}
      </TopBar>
      <ConnectionBanner />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet context={{ user }} />
      </Box>
      <Box sx={noPrint}>
        <Footer />
      </Box>
      <Box sx={noPrint}>
        <Watermark />
      </Box>
    </Box>
  );
}
