import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLoaderData } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Logo } from '@/shared/ui/logo';
import { Watermark } from '@/shared/ui/watermark';
import type { PublicLayoutData } from '@/features/session/public-loader';
import { paths } from '@/shared/paths';
import { Footer } from './footer';
import { LanguageSwitcher } from './language-switcher';
import { NavigationProgress } from './navigation-progress';

/** Public pages, told who is signed in (if anyone) through the loader data. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useLoaderData() as PublicLayoutData;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <NavigationProgress />
      <AppBar position="static" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <Link component={RouterLink} to={paths.home} aria-label={t('home')} sx={{ mr: 'auto' }}>
            <Logo />
          </Link>
          <LanguageSwitcher />
          <Button component={RouterLink} to={paths.home} variant="contained">
            {user ? t('goToApp') : t('signIn')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Outlet context={{ user }} />
      </Box>
      <Footer />
      <Watermark />
    </Box>
  );
}
