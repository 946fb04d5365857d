import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { countryName } from '@/shared/i18n/format';
import { useRouteHandle } from '@/shared/lib/route-handle';
import { companyPaths } from '@/shared/paths';
import { sectionById, streamPagesOf } from '@/shared/sections';
import { PageFrame } from '@/shared/ui/page-frame';

/** The country a route shows: its own section's, or the generic section's `:code`. */
function useCountryCode(): string {
  const { code } = useParams();
  const { section } = useRouteHandle();
  if (code) return code.toLowerCase();
  const title = section ? sectionById(section).title : null;
  return title && 'country' in title ? title.country : '';
}

/** A country's obligation page for one stream (packaging, weee, batteries, textiles). */
export function Component() {
  const { t, i18n } = useTranslation('dashboard');
  const { companyId = '' } = useParams();
  const { stream = 'packaging' } = useRouteHandle();
  const code = useCountryCode();
  const company = companyPaths(companyId);
  const country = countryName(code, i18n.language);

  return (
    <PageFrame
      title={t('country.title', { country, page: t(`subPages.${stream}`) })}
      crumbs={[
        { label: t('title'), to: company.dashboard },
        { label: country, to: company.country(code) },
        { label: t(`subPages.${stream}`) },
      ]}
    >
      <Tabs
        value={stream}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('country.pagesLabel', { country })}
        sx={{ mb: 3 }}
      >
        {streamPagesOf(code).map((p) => (
          <Tab
            key={p}
            value={p}
            label={t(`subPages.${p}`)}
            component={RouterLink}
            to={company.country(code, p)}
          />
        ))}
      </Tabs>
      <Card>
        <CardContent>
          <Typography variant="h2" gutterBottom>
            {t(`streams.${stream}.heading`)}
          </Typography>
          <Typography color="text.secondary">{t(`streams.${stream}.intro`)}</Typography>
        </CardContent>
      </Card>
      <Alert severity="info" sx={{ mt: 2 }}>
        {t('country.obligationsSoon')}
      </Alert>
    </PageFrame>
  );
}
