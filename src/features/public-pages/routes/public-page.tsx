import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@/shared/ui/page-frame';

/** The public pages' keys by first path segment (ROUTE-1); their content is a later issue. */
const PAGES: Record<string, string> = {
  quickcheck: 'quickcheck',
  'report-illegal-content': 'reportIllegalContent',
  'newsletter-subscribe': 'newsletterSubscribe',
  'privacy-policies': 'privacyPolicies',
  bookings: 'bookings',
  disclaimer: 'disclaimer',
};

export function Component() {
  const { t } = useTranslation('sections');
  const { pathname } = useLocation();
  const key = PAGES[pathname.split('/')[1] ?? ''] ?? 'disclaimer';
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageFrame title={t(`public.${key}.title`)}>
        <Typography color="text.secondary">{t(`public.${key}.intro`)}</Typography>
      </PageFrame>
    </Container>
  );
}
