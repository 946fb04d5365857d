import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSelector } from 'react-redux';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetPricesQuery } from '@/shared/api/processes-api';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import type { FeatureFlags } from '@/shared/contract/main/feature-flags';
import { SERVICE_IDS, type ServiceId } from '@/shared/contract/reference';
import { selectEffectiveFlags } from '@/shared/feature-flags/effective-flags';
import { formatMoney } from '@/shared/i18n/format';
import { companyPaths } from '@/shared/paths';
import { isSectionOpen, sectionById } from '@/shared/sections';
import { PageFrame } from '@/shared/ui/page-frame';
import { priceFrom } from '../price-from';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';

/**
 * "Start a process" (UX-5): one card per service the user may open (its feature flag on), saying
 * for whom it is and what it costs at least (the price table's example prices), each leading to
 * the service's own page. It orders nothing itself.
 */
export function Component() {
  const { t, i18n } = useTranslation(['services', 'common', 'dashboard']);
  const { companyId = '' } = useCurrentCompany();
  const links = companyPaths(companyId);
  const flags = useSelector(selectEffectiveFlags as (state: unknown) => FeatureFlags);
  const { currentData: prices, isError, refetch } = useGetPricesQuery();
  const year = new Date().getFullYear();
  const services = SERVICE_IDS.filter((id) => isSectionOpen(sectionById(id), flags));
  const title = t('common:nav.startProcess');
  const nameOf = (id: ServiceId) => {
    const section = sectionById(id);
    return 'key' in section.title ? t(`common:nav.${section.title.key}`) : id;
  };
  const priceText = (id: ServiceId) => {
    if (isError) return t('launcher.priceUnavailable');
    if (!prices) return <Skeleton width={120} />;
    const cents = priceFrom(prices, id, year);
    if (cents === null) return t('launcher.priceOnRequest');
    if (cents === 0) return t('launcher.priceByQuantity');
    return t('launcher.priceFrom', { amount: formatMoney(cents / 100, i18n.language) });
  };

  return (
    <PageFrame
      title={title}
      subtitle={t('launcher.intro')}
      crumbs={[{ label: t('dashboard:title'), to: links.dashboard }, { label: title }]}
    >
      {isError && (
        <QueryErrorAlert severity="warning" sx={{ mb: 2 }} onRetry={() => refetch()}>
          {t('launcher.pricesFailed')}
        </QueryErrorAlert>
      )}
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {services.map((id) => (
          <Grid key={id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <Card
              component="article"
              aria-labelledby={`launch-${id}`}
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
            >
              <CardContent sx={{ flex: 1 }}>
                <Typography variant="h2" id={`launch-${id}`} sx={{ fontSize: '1.15rem', mb: 1 }}>
                  {nameOf(id)}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                  {t(`launcher.forWhom.${id}`)}
                </Typography>
                <Typography sx={{ fontWeight: 600 }} data-testid={`price-${id}`}>
                  {priceText(id)}
                </Typography>
              </CardContent>
              <CardActions>
                <Button
                  component={RouterLink}
                  to={links.section(sectionById(id).path)}
                  aria-label={t('launcher.open', { service: nameOf(id) })}
                >
                  {t('launcher.openShort')}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      {prices?.example && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('launcher.exampleNote')}
        </Typography>
      )}
    </PageFrame>
  );
}
