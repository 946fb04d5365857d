import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { useGetUserQuery } from '@/shared/api/user-api';
import { countryName } from '@/shared/i18n/format';
import { companyPaths } from '@/shared/paths';
import { DASHBOARD_COUNTRIES, streamPagesOf } from '@/shared/sections';
import { PageFrame } from '@/shared/ui/page-frame';

/** One of the dashboard's summary cards: a heading, then the content or a skeleton while it loads. */
function SummaryCard({
  heading,
  loading,
  children,
}: {
  heading: string;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h2" gutterBottom>
            {heading}
          </Typography>
          {loading ? <Skeleton height={80} /> : children}
        </CardContent>
      </Card>
    </Grid>
  );
}

/** The company's dashboard: who is signed in, for which company, and the countries to look at. */
export function Component() {
  const { t, i18n } = useTranslation('dashboard');
  const { data: user } = useGetUserQuery();
  const { company, companies } = useCurrentCompany();
  const links = company ? companyPaths(company.id) : null;

  return (
    <PageFrame
      title={t('title')}
      subtitle={user ? t('greeting', { name: user.givenName }) : <Skeleton width={200} />}
    >
      <Grid container spacing={2} sx={{ mb: 4 }}>
        <SummaryCard heading={t('company.heading')} loading={!company}>
          {company && (
            <Stack spacing={0.5} data-testid="current-company">
              <Typography sx={{ fontWeight: 600 }}>{company.name}</Typography>
              <Typography color="text.secondary">
                {company.address.street}, {company.address.postalCode} {company.address.city},{' '}
                {countryName(company.address.country, i18n.language)}
              </Typography>
              {company.vatId && (
                <Typography variant="body2">
                  {t('company.vatId', { vatId: company.vatId })}
                </Typography>
              )}
              {company.commercialRegister && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={`${t('registers.commercialRegister')}: ${company.commercialRegister}`}
                  />
                </Stack>
              )}
            </Stack>
          )}
        </SummaryCard>
        <SummaryCard heading={t('you.heading')} loading={!user}>
          {user && (
            <Stack spacing={0.5} data-testid="signed-in-user">
              <Typography sx={{ fontWeight: 600 }}>
                {user.givenName} {user.familyName}
              </Typography>
              <Typography color="text.secondary">{user.email}</Typography>
              <Typography variant="body2">
                {t('you.companies', { count: companies.length })}
              </Typography>
              <Stack component="ul" spacing={0.25} sx={{ pl: 2, m: 0 }}>
                {companies.map((c) => (
                  <li key={c.id}>
                    <Typography variant="body2">{c.name}</Typography>
                  </li>
                ))}
              </Stack>
            </Stack>
          )}
        </SummaryCard>
      </Grid>

      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('countries.heading')}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {DASHBOARD_COUNTRIES.map((code) => (
          <Grid key={code} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={links?.country(code) ?? ''}
                sx={{ height: '100%' }}
              >
                <CardContent>
                  <Typography variant="h3" component="h3">
                    {countryName(code, i18n.language)}
                  </Typography>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                    {streamPagesOf(code).map((page) => (
                      <Chip key={page} size="small" label={t(`subPages.${page}`)} />
                    ))}
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageFrame>
  );
}
