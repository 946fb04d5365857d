import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { config } from '@/shared/config/config';
import { selectCurrentLanguage } from '@/shared/i18n/locale-slice';
import { Logo } from '@/shared/ui/logo';
import { useAppSelector } from '../hooks';
import { paths } from '@/shared/paths';
import { footerColumns } from './footer-links';
import { FooterLink, newTabProps, useLegalLink } from './legal-footer';

/** The public side's marketing footer (UI-4, UI-5). */
export function Footer() {
  const { t } = useTranslation('footer');
  const language = useAppSelector(selectCurrentLanguage);
  const legal = useLegalLink();
  const { companyId = null } = useParams();
  const columns = footerColumns(config, language, {
    companyId,
    externalUrl: t('supportUrl', { websiteUrl: config.websiteUrl }),
  });

  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'primary.dark', color: 'common.white', mt: 'auto', py: 5 }}
    >
      <Container maxWidth="lg">
        {/* HOUSE-6: a CSS grid, not MUI's Grid: this layout's libraries are the shared chunk the
            signed-in layout loads too, which has no grid. One column, then the newsletter above
            three link columns, then all four side by side (4 : 8/3 of twelve, as before). */}
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: '3fr 2fr 2fr 2fr',
            },
          }}
        >
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' }, minWidth: 0 }}>
            <Logo inverted />
            <Typography variant="h2" component="h2" sx={{ mt: 3, fontSize: '1.1rem' }}>
              {t('newsletter.title')}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, opacity: 0.9 }}>
              {t('newsletter.description')}
            </Typography>
            <Button
              component={RouterLink}
              to={paths.newsletter.href()}
              variant="contained"
              color="inherit"
              sx={{ mt: 2, color: 'primary.dark' }}
            >
              {t('newsletter.subscribe')}
            </Button>
          </Box>
          {columns.map((column) => (
            <Box key={column.key} sx={{ minWidth: 0 }}>
              <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', mb: 1.5 }}>
                {t(`columns.${column.key}`)}
              </Typography>
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.key}>
                    <FooterLink href={link.href} newTab={link.newTab}>
                      {t(`links.${link.key}`)}
                    </FooterLink>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{
            mt: 4,
            pt: 3,
            borderTop: 1,
            borderColor: 'rgba(255,255,255,0.3)',
            alignItems: { sm: 'center' },
          }}
        >
          <FooterLink href={legal('privacy')}>{t('links.privacyPolicies')}</FooterLink>
          <FooterLink href={legal('imprint')}>{t('links.imprint')}</FooterLink>
          <FooterLink href={legal('contact')}>{t('links.contact')}</FooterLink>
          <Link href={config.professionalNetworkUrl} color="inherit" {...newTabProps}>
            {t('links.professionalNetwork')}
          </Link>
          <Typography variant="body2" sx={{ ml: { sm: 'auto' }, opacity: 0.8 }}>
            {t('copyright', { year: new Date().getFullYear() })}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
