import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { countryName } from '@/shared/i18n/format';
import { PageFrame } from '@/shared/ui/page-frame';
import { countrySubPages, isDashboardCountry, type SubPage } from '../countries';
import { REGISTERS } from '../registers';

/** A country's obligation page (packaging, weee, batteries, textiles); ROUTE-6, ROUTE-7. */
export function Component() {
  const { t, i18n } = useTranslation('dashboard');
  const { companyId = '' } = useParams();
  const { pathname } = useLocation();
  const [rawCode = '', subPage = 'packaging'] = pathname.split('/dashboard/')[1]?.split('/') ?? [];
  const code = rawCode.toLowerCase();
  const page = subPage as SubPage;
  const base = `/companies/${encodeURIComponent(companyId)}/dashboard`;
  const country = countryName(code, i18n.language);
  const register = isDashboardCountry(code) ? REGISTERS[code]?.[page] : undefined;

  return (
    <PageFrame
      title={t('country.title', { country, page: t(`subPages.${page}`) })}
      crumbs={[
        { label: t('title'), to: base },
        { label: country, to: `${base}/${code}` },
        { label: t(`subPages.${page}`) },
      ]}
    >
      <Tabs
        value={page}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('country.pagesLabel', { country })}
        sx={{ mb: 3 }}
      >
        {countrySubPages(code).map((p) => (
          <Tab
            key={p}
            value={p}
            label={t(`subPages.${p}`)}
            component={RouterLink}
            to={`${base}/${code}/${p}`}
          />
        ))}
      </Tabs>
      <Card>
        <CardContent>
          <Typography variant="h2" gutterBottom>
            {t(`streams.${page}.heading`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(`streams.${page}.intro`)}
          </Typography>
          <Typography variant="body2">
            <strong>{t('country.register')}:</strong> {register ?? t('country.registerUnknown')}
          </Typography>
        </CardContent>
      </Card>
      <Alert severity="info" sx={{ mt: 2 }}>
        {t('country.obligationsSoon')}
      </Alert>
    </PageFrame>
  );
}
