import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import { quoteFees } from '@/domain/pricing';
import { useGetPricesQuery, useGetProcessesQuery } from '@/shared/api/processes-api';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { servicePriceFor } from '@/shared/contract/main/prices';
import { companyPaths } from '@/shared/paths';
import { QuoteSummary } from '@/shared/services/quote-summary';
import { useQuoteParties } from '@/shared/services/use-quote-parties';
import {
  ServicePermissionNotice,
  useServicePermissions,
} from '@/shared/services/service-permissions';
import { PageFrame } from '@/shared/ui/page-frame';
import { LoadingBlock } from '@/shared/ui/loading-block';
import { lazyPart } from '@/shared/ui/lazy-part';
import { SectionCard } from '@/shared/ui/section-card';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useGetNieNifApplicationQuery } from '../api';
import { ApplicationSteps } from '../application-steps';

// HOUSE-6: a submitted application's progress (status, timeline, documents) is not the
// application's overview; it comes when the application says it is submitted.
const { Part: Progress } = lazyPart(() =>
  import(/* webpackChunkName: "nie-nif-progress" */ '../progress').then((m) => m.Progress),
);

/** While the tax office works, the page looks again every 10 seconds. */
const POLL_MS = 10_000;

/** NIE-1: the Spanish tax number for the company, from application to issued NIF. */
export function Component() {
  const { t } = useTranslation(['services', 'common', 'dashboard']);
  const { companyId = '' } = useCurrentCompany();
  // UX-2: this company's processes and application or none (never the previous company's).
  const { currentData: processes, error, refetch } = useGetProcessesQuery(companyId);
  const { data: prices } = useGetPricesQuery();
  const current = processes?.find(
    (p) => p.service === 'nie-nif-application' && p.status !== 'cancelled',
  );
  const { currentData: application } = useGetNieNifApplicationQuery(
    { companyId, processId: current?.id ?? '' },
    { skip: !current, pollingInterval: current?.status === 'submitted' ? POLL_MS : 0 },
  );
  const title = t('nieNif.title');
  const permissions = useServicePermissions();
  const price = prices ? servicePriceFor(prices, 'nie-nif-application') : undefined;
  const parties = useQuoteParties(prices);

  let content;
  if (error && !processes) {
    content = <QueryErrorAlert error={error} onRetry={() => refetch()} />;
  } else if (!processes || (current && !application)) {
    content = <LoadingBlock height={320} label={t('nieNif.loading')} />;
  } else if (application && application.status !== 'draft') {
    content = (
      <Suspense fallback={<LoadingBlock height={320} label={t('nieNif.loading')} />}>
        <Progress application={application} />
      </Suspense>
    );
  } else {
    content = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          {permissions.order.reason ? (
            <ServicePermissionNotice {...permissions} />
          ) : (
            <ApplicationSteps application={application} />
          )}
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <SectionCard title={t('nieNif.price')}>
            {price && parties && (
              <QuoteSummary
                quote={quoteFees(price, [['application', 1]], parties)}
                itemLabel={(item) => t(`fees.${item as 'application'}`)}
              />
            )}
          </SectionCard>
        </Grid>
      </Grid>
    );
  }

  return (
    <PageFrame
      title={title}
      subtitle={t('nieNif.intro')}
      crumbs={[
        { label: t('dashboard:title'), to: companyPaths(companyId).dashboard },
        { label: title },
      ]}
    >
      {content}
    </PageFrame>
  );
}
