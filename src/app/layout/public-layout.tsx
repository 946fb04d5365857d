import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLoaderData } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Logo } from '@/shared/ui/logo';
import { Watermark } from '@/shared/ui/watermark';
import type { publicLoader } from '@/features/session/private-loader';
import { Footer } from './footer';
import { LanguageSwitcher } from './language-switcher';
import { NavigationProgress } from './navigation-progress';

export type PublicLayoutData = Awaited<ReturnType<ReturnType<typeof publicLoader>>>;

/** ROUTE-2: public pages, told who is signed in (if anyone) through the loader data. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useLoaderData() as PublicLayoutData;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <NavigationProgress />
      <AppBar position="static" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <Link component={RouterLink} to="/" aria-label={t('home')} sx={{ mr: 'auto' }}>
            <Logo />
          </Link>
          <LanguageSwitcher />
          <Button component={RouterLink} to="/" variant="contained">
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
