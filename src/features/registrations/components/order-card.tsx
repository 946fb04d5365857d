import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  streamOfService,
  type RegistrationService,
} from '@/shared/contract/main/producer-registrations';
import { useHasSessionDraft } from '@/shared/forms/kept-draft';
import { useStepHeading } from '@/shared/forms/use-step-heading';
import {
  ServicePermissionNotice,
  useServicePermissions,
} from '@/shared/services/service-permissions';
import { LoadingBlock } from '@/shared/ui/loading-block';
import { lazyPart, prefetchProps } from '@/shared/ui/lazy-part';

/** The session draft's key of the order form (`order-form.tsx` keeps its input under it). */
export const orderDraftKey = (service: RegistrationService) => `registration-order:${service}`;

// HOUSE-6: the form (react-hook-form, its fields, the price) comes with "Start the order"; the
// overview before it says what the order asks for.
const { Part: OrderForm, prefetch: prefetchOrderForm } = lazyPart(() =>
  import(/* webpackChunkName: "registration-order" */ './order-form').then((m) => m.OrderForm),
);

/**
 * WEEE-1 / BAT-1: without a running registration, the service explained, what the order asks for
 * and "Start the order"; then the order form. An order typed before a reload (its session draft,
 * TRUST-5) opens the form at once, with what was typed.
 */
export function OrderCard({ service }: { service: RegistrationService }) {
  const { t } = useTranslation('services');
  const permissions = useServicePermissions();
  const drafted = useHasSessionDraft(orderDraftKey(service));
  const [started, setStarted] = useState(false);
  const needsId = useId();
  const open = started || drafted;
  // UX-12: after "Start the order" the heading takes the focus; Tab goes on into the form.
  const heading = useStepHeading(open ? 'form' : 'overview');
  const needs = [
    'brands',
    streamOfService(service) === 'weee' ? 'productsWeee' : 'productsBatteries',
    'representative',
    'existing',
  ] as const;

  return (
    <Card>
      <CardContent>
        <Typography variant="h2" gutterBottom ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
          {t('registrations.order.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t(`registrations.intro.${service}`)}</Typography>
        {permissions.order.reason ? (
          <ServicePermissionNotice {...permissions} />
        ) : open ? (
          <Suspense
            fallback={<LoadingBlock height={280} label={t('registrations.order.loading')} />}
          >
            <OrderForm service={service} />
          </Suspense>
        ) : (
          <>
            <Typography variant="h3" gutterBottom id={needsId}>
              {t('registrations.start.title')}
            </Typography>
            <Typography component="ul" aria-labelledby={needsId} sx={{ mt: 0, mb: 3, pl: 3 }}>
              {needs.map((need) => (
                <li key={need}>{t(`registrations.start.${need}`)}</li>
              ))}
            </Typography>
            <Button
              variant="contained"
              onClick={() => setStarted(true)}
              {...prefetchProps(prefetchOrderForm)}
            >
              {t('registrations.start.button')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
