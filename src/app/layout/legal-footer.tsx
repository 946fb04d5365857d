import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { config, legalUrl, type LegalUrls } from '@/shared/config/config';
import { selectCurrentLanguage } from '@/shared/i18n/locale-slice';
import { useAppSelector } from '../hooks';
import { isExternal, supportHref } from './footer-links';

export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A footer link: a page of this app in the same tab (a router link), any other in a new tab. */
export function FooterLink({
  href,
  newTab = isExternal(href),
  children,
}: {
  href: string;
  newTab?: boolean;
  children: string;
}) {
  return newTab || isExternal(href) ? (
    <Link href={href} color="inherit" {...(newTab ? newTabProps : {})}>
      {children}
    </Link>
  ) : (
    <Link component={RouterLink} to={href} color="inherit">
      {children}
    </Link>
  );
}

/** The legal links both footers show, where the runtime config says (UX-9). */
export function useLegalLink() {
  const language = useAppSelector(selectCurrentLanguage);
  return (key: keyof LegalUrls) => legalUrl(config, key, language);
}

/**
 * The signed-in app's footer (UX-9): one line of legal links under the work, not the public
 * side's marketing footer (spec section 1: "Public side: marketing footer"). Support keeps UI-5:
 * the company's support page in a new tab, else the site's support address.
 */
export function LegalFooter() {
  const { t } = useTranslation('footer');
  const legal = useLegalLink();
  const { companyId = null } = useParams();
  const support = supportHref({
    companyId,
    externalUrl: t('supportUrl', { websiteUrl: config.websiteUrl }),
  });
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', mt: 'auto', py: 1.5, displayPrint: 'none' }}
    >
      <Container maxWidth="lg">
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          sx={{
            flexWrap: 'wrap',
            columnGap: 2,
            rowGap: 0.5,
            listStyle: 'none',
            m: 0,
            p: 0,
            typography: 'body2',
            color: 'text.secondary',
          }}
        >
          <li>{t('copyright', { year: new Date().getFullYear() })}</li>
          <li>
            <FooterLink href={legal('imprint')}>{t('links.imprint')}</FooterLink>
          </li>
          <li>
            <FooterLink href={legal('privacy')}>{t('links.privacyPolicies')}</FooterLink>
          </li>
          <li>
            <FooterLink href={legal('terms')}>{t('links.generalTerms')}</FooterLink>
          </li>
          <li>
            <FooterLink href={legal('contact')}>{t('links.contact')}</FooterLink>
          </li>
          <li>
            <FooterLink href={support} newTab>
              {t('links.support')}
            </FooterLink>
          </li>
        </Stack>
      </Container>
    </Box>
  );
}
