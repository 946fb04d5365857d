import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { RepresentationOrder } from '@/shared/contract/main/representation';
import { countryName, formatDate, formatMoney } from '@/shared/i18n/format';
import { companyPaths } from '@/shared/paths';
import { ProcessStatusChip } from '@/shared/services/status-chip';
import { RecordList } from '@/shared/ui/record-list';
import { streamName } from '@/shared/i18n/stream-name';

/**
 * The company's representation orders, each with what it covers, its price, date and state and
 * the way to its next steps. Shown only once the company has ordered, so the order page loads it
 * after its first paint (MUI's table, chips and a media query: a chunk of its own, HOUSE-6).
 */
export function OrdersSection({
  orders,
  companyId,
}: {
  orders: readonly RepresentationOrder[];
  companyId: string;
}) {
  const { t, i18n } = useTranslation(['services']);
  const links = companyPaths(companyId);
  return (
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
                        .map((stream) => streamName(t, stream))
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
  );
}
