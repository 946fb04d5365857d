import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRouteHandle } from '@/shared/lib/route-handle';
import { PageFrame } from '@/shared/ui/page-frame';

const PAGES = [
  'quickcheck',
  'reportIllegalContent',
  'newsletterSubscribe',
  'privacyPolicies',
  'bookings',
  'disclaimer',
] as const;
type PublicPageKey = (typeof PAGES)[number];

const isPage = (key: string | undefined): key is PublicPageKey =>
  (PAGES as readonly (string | undefined)[]).includes(key);

/** A public page's frame, named by its route. */
export function Component() {
  const { t } = useTranslation('sections');
  const { publicPage } = useRouteHandle();
  const key: PublicPageKey = isPage(publicPage) ? publicPage : 'disclaimer';
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageFrame title={t(`public.${key}.title`)}>
        <Typography color="text.secondary">{t(`public.${key}.intro`)}</Typography>
      </PageFrame>
    </Container>
  );
}
