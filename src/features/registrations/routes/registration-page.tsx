import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useGetProcessesQuery } from '@/shared/api/processes-api';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import type { RegistrationService } from '@/shared/contract/main/producer-registrations';
import { useRouteHandle } from '@/shared/lib/route-handle';
import {
  ServicePermissionNotice,
  useServicePermissions,
} from '@/shared/services/service-permissions';
import { companyPaths } from '@/shared/paths';
import { PageFrame } from '@/shared/ui/page-frame';
import { LoadingBlock } from '@/shared/ui/loading-block';
import { OrderForm } from '../components/order-form';
import { RegistrationView } from '../components/registration-view';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';

/**
 * WEEE-1 / BAT-1: the section of one registration service. Without a running registration it
 * explains the service and takes the order; with one it shows it.
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
  const permissions = useServicePermissions();

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
        <RegistrationView companyId={companyId} processId={current.id} />
      ) : (
        <Card>
          <CardContent>
            <Typography variant="h2" gutterBottom>
              {t('registrations.order.title')}
            </Typography>
            <Typography sx={{ mb: 3 }}>{t(`registrations.intro.${service}`)}</Typography>
            {permissions.order.reason ? (
              <ServicePermissionNotice {...permissions} />
            ) : (
              <OrderForm service={service} />
            )}
          </CardContent>
        </Card>
      )}
    </PageFrame>
  );
}
