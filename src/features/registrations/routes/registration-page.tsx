import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProcessesQuery } from '@/shared/api/processes-api';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import type { RegistrationService } from '@/shared/contract/main/producer-registrations';
import { useRouteHandle } from '@/shared/lib/route-handle';
import { companyPaths } from '@/shared/paths';
import { PageFrame } from '@/shared/ui/page-frame';
import { LoadingBlock } from '@/shared/ui/loading-block';
import { lazyPart } from '@/shared/ui/lazy-part';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { useGetRegistrationQuery } from '../api/registrations-api';
import { OrderCard } from '../components/order-card';

// HOUSE-6: a running registration's view (its data, brands, reports, documents) is not the
// order's overview; each comes when the company's processes say which one shows.
const { Part: RegistrationView } = lazyPart(() =>
  import(/* webpackChunkName: "registration-view" */ '../components/registration-view').then(
    (m) => m.RegistrationView,
  ),
);

/**
 * WEEE-1 / BAT-1: the section of one registration service. Without a running registration it
 * explains the service and takes the order (`OrderCard`); with one it shows it.
 */
export function Component() {
  const { t } = useTranslation(['services', 'common', 'dashboard']);
  const { section = 'weee-de' } = useRouteHandle();
  const service = section as RegistrationService;
  const { companyId = '' } = useCurrentCompany();
  // UX-2: this company's processes or none (never the previous company's while these load).
  const { currentData: processes, error, refetch } = useGetProcessesQuery(companyId);
  const current = processes?.find((p) => p.service === service && p.status !== 'cancelled');
  const title = t(`registrations.title.${service}`);
  // The view's data downloads beside its code, not after it.
  useGetRegistrationQuery({ companyId, processId: current?.id ?? '' }, { skip: !current });

  return (
    <PageFrame
      title={title}
      crumbs={[
        { label: t('dashboard:title'), to: companyPaths(companyId).dashboard },
        { label: title },
      ]}
    >
      {error && !processes ? (
        <QueryErrorAlert error={error} onRetry={() => refetch()} />
      ) : !processes ? (
        <LoadingBlock height={320} label={t('registrations.view.loading')} />
      ) : current ? (
        <Suspense fallback={<LoadingBlock height={320} label={t('registrations.view.loading')} />}>
          <RegistrationView companyId={companyId} processId={current.id} />
        </Suspense>
      ) : (
        <OrderCard service={service} />
      )}
    </PageFrame>
  );
}
