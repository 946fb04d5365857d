import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { countryName, formatDate, formatMoney } from '@/shared/i18n/format';
import { companyPaths } from '@/shared/paths';
import {
  ServicePermissionNotice,
  useServicePermissions,
} from '@/shared/services/service-permissions';
import { ProcessStatusChip } from '@/shared/services/status-chip';
import { PageFrame } from '@/shared/ui/page-frame';
import { RecordList } from '@/shared/ui/record-list';
import { useGetRepresentationOrdersQuery } from '../api';
import { RepresentationOrderForm } from '../order-form';

/**
 * AME-1: the authorised-representative service (the `authoriseme` section; "start a process" is
 * the launcher of every service, UX-5): the company's orders, and a new order.
 */
export function Component() {
  const { t, i18n } = useTranslation(['services', 'dashboard', 'reference']);
  const { companyId = '' } = useCurrentCompany();
  const links = companyPaths(companyId);
  const { data: orders } = useGetRepresentationOrdersQuery(companyId);
  const permissions = useServicePermissions();
  const title = t('representative.title');

  return (
    <PageFrame
      title={title}
      subtitle={t('representative.intro')}
      crumbs={[{ label: t('dashboard:title'), to: links.dashboard }, { label: title }]}
    >
      <Stack spacing={3}>
        {orders && orders.length > 0 && (
          <Card component="section" aria-label={t('representative.orders.title')}>
            <CardContent>
              <Typography variant="h2" gutterBottom>
                {t('representative.orders.title')}
              </Typography>
              <RecordList
                rowKey={(row) => row.id}
                label={t('representative.orders.title')}
                rows={orders}
                columns={[
                  {
                    id: 'number',
                    header: t('representative.orders.number'),
                    cell: (o) => o.id,
                  },
                  {
                    // UX-4: what an order covers, country by country with its streams.
                    id: 'countries',
                    header: t('representative.orders.countries'),
                    cell: (o) =>
                      o.selections
                        .map(
                          (s) =>
                            `${countryName(s.country, i18n.language)}: ${s.streams
                              .map((stream) => t(`reference:streams.${stream}`))
                              .join(', ')}`,
                        )
                        .join('; '),
                  },
                  {
                    id: 'price',
                    header: t('representative.orders.price'),
                    align: 'right',
                    cell: (o) =>
                      o.orderedWith
                        ? t('representative.orders.withOrder')
                        : formatMoney(o.quote.total / 100, i18n.language),
                  },
                  {
                    id: 'date',
                    header: t('representative.orders.date'),
                    cell: (o) => formatDate(o.createdAt, i18n.language),
                  },
                  {
                    id: 'status',
                    header: t('representative.orders.status'),
                    cell: (o) => <ProcessStatusChip status={o.status} />,
                  },
                  {
                    id: 'open',
                    header: t('representative.orders.action'),
                    cell: (o) => (
                      <Button size="small" component={RouterLink} to={links.startProcessNext(o.id)}>
                        {t('representative.orders.nextSteps')}
                      </Button>
                    ),
                  },
                ]}
              />
            </CardContent>
          </Card>
        )}
        <Card component="section" aria-label={t('representative.order.title')}>
          <CardContent>
            <Typography variant="h2" gutterBottom>
              {t('representative.order.title')}
            </Typography>
            {permissions.order.reason ? (
              <ServicePermissionNotice {...permissions} />
            ) : (
              <RepresentationOrderForm />
            )}
          </CardContent>
        </Card>
      </Stack>
    </PageFrame>
  );
}
