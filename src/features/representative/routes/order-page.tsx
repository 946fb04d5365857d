import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { companyPaths } from '@/shared/paths';
import {
  ServicePermissionNotice,
  useServicePermissions,
} from '@/shared/services/service-permissions';
import { PageFrame } from '@/shared/ui/page-frame';
import { useGetRepresentationOrdersQuery } from '../api/representation-api';
import { RepresentationOrderForm } from '../components/order-form';
import { OrdersSection, prefetchOrdersSection } from '../components/representative-parts';

/**
 * AME-1: the authorised-representative service (the `authoriseme` section; "start a process" is
 * the launcher of every service, UX-5): the company's orders, and a new order.
 */
export function Component() {
  const { t } = useTranslation(['services', 'dashboard']);
  const { companyId = '' } = useCurrentCompany();
  const links = companyPaths(companyId);
  const { data: orders } = useGetRepresentationOrdersQuery(companyId);
  // The orders' list (a part of its own, HOUSE-6) downloads while its query runs.
  useEffect(prefetchOrdersSection, []);
  const permissions = useServicePermissions();
  const title = t('representative.title');

  return (
    <PageFrame
      title={title}
      subtitle={t('representative.intro')}
      crumbs={[{ label: t('dashboard:title'), to: links.dashboard }, { label: title }]}
    >
      <Stack spacing={3}>
        {orders && orders.length > 0 && <OrdersSection orders={orders} companyId={companyId} />}
        {/* A card's look from the layout's Paper: MUI's Card and CardContent are 0.7 KB more. */}
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('representative.order.title')}
          sx={{ p: 2, pb: 3 }}
        >
          <Typography variant="h2" gutterBottom>
            {t('representative.order.title')}
          </Typography>
          {permissions.order.reason ? (
            <ServicePermissionNotice {...permissions} />
          ) : (
            <RepresentationOrderForm />
          )}
        </Paper>
      </Stack>
    </PageFrame>
  );
}
