import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath } from 'react-hook-form';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { needsRepresentative, registrationFeeItems } from '@/domain/registration-orders';
import { quoteFees } from '@/domain/pricing';
import { useGetPricesQuery } from '@/shared/api/processes-api';
import { useGetReferenceQuery } from '@/shared/api/reference-api';
import { useGetRepresentativesQuery } from '@/shared/api/representatives-api';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { servicePriceFor } from '@/shared/contract/main/prices';
import {
  categoriesOfTypes,
  type WeeeOrderSchema,
  countryOfService,
  needsGuarantee,
  orderInContext,
  streamOfService,
  type RegistrationOrder,
  type RegistrationService,
} from '@/shared/contract/main/producer-registrations';
import { ruleFor } from '@/shared/contract/reference';
import { AcceptAndSubmit } from '@/shared/forms/accept-and-submit';
import { useSessionDraft } from '@/shared/forms/session-draft';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { useUnsavedGuard } from '@/shared/forms/use-unsaved-guard';
import { QuoteSummary } from '@/shared/services/quote-summary';
import { LoadingBlock } from '@/shared/ui/loading-block';
import { useQuoteParties } from '@/shared/services/use-quote-parties';
import { showToast } from '@/shared/ui/toast';
import { useOrderRegistrationMutation } from '../api/registrations-api';
import { BrandsField } from './brands-field';
import { ExistingNumberFields } from './existing-number-fields';
import { orderDraftKey } from './order-card';
import { startMonths } from './period-label';
import { ProductFields } from './product-fields';
import { RepresentativeFields } from './representative-fields';
import { BatteryFields, WeeeFields } from './stream-fields';

type OrderValues = Partial<RegistrationOrder> & Record<string, unknown>;

const FIELD_ORDER = [
  'brands',
  'categories',
  'equipmentTypes',
  'audience',
  'guarantee',
  'guaranteeProvider',
  'b2bPlausibility',
  'chemistries',
  'takeBackOrganisation',
  'takeBackConfirmed',
  'representative',
  'representativeName',
  'existingNumber',
  'reportingFrom',
  'acceptTerms',
] as const;

/**
 * WEEE-1 / BAT-1: the registration data and the order of the compliance service, with its price.
 * The rules that depend on the company (a representative where it is not established) and on the
 * register (the number's format) come from the contract, with the company and the reference data.
 */
export function OrderForm({ service }: { service: RegistrationService }) {
  const { t } = useTranslation('services');
  const { companyId = '' } = useCurrentCompany();
  const representatives = useGetRepresentativesQuery(companyId);
  // The register's number format and label are the form's rules: it waits for them (a failed
  // reference request leaves the number unchecked, as before).
  const reference = useGetReferenceQuery();
  if (representatives.isLoading || reference.isLoading)
    return <LoadingBlock height={280} label={t('registrations.order.loading')} />;
  const country = countryOfService(service);
  const stream = streamOfService(service);
  return (
    <OrderFormFields
      service={service}
      establishments={representatives.data?.establishments ?? []}
      represented={
        representatives.data?.representatives.find(
          (r) => r.country === country && r.stream === stream,
        ) ?? null
      }
    />
  );
}

/**
 * DOM-7: a representative appointed or ordered already is not ordered again; a branch is an
 * establishment. DOM-8: German WEEE registers brands per equipment type, with the plausibility
 * statement for b2b-only types.
 */
function OrderFormFields({
  service,
  establishments,
  represented,
}: {
  service: RegistrationService;
  establishments: readonly string[];
  represented: { status: 'appointed' | 'pending' } | null;
}) {
  const { t } = useTranslation('services');
  const { company, companyId = '' } = useCurrentCompany();
  const { data: reference } = useGetReferenceQuery();
  const { data: prices } = useGetPricesQuery();
  const [orderRegistration] = useOrderRegistrationMutation();
  const [error, setError] = useState<unknown>(null);
  const weee = streamOfService(service) === 'weee';
  const country = countryOfService(service);
  const rule = reference ? ruleFor(reference, country, streamOfService(service)) : undefined;
  const abroad = company ? needsRepresentative(service, company.country, establishments) : false;
  const foreign = abroad && represented === null;
  const german = service === 'weee-de';
  const schema = useMemo(
    () =>
      orderInContext(weee ? 'weee' : 'batteries', {
        companyCountry: company?.country ?? country,
        establishments,
        represented: represented !== null,
        rule,
      }),
    [weee, company?.country, country, rule, establishments, represented],
  );
  const months = startMonths();
  const form = useContractForm(
    schema as unknown as typeof WeeeOrderSchema,
    {
      service: service as 'weee-de',
      brands: [],
      categories: [],
      ...(weee
        ? {
            audience: undefined,
            guarantee: 'notNeeded',
            guaranteeProvider: '',
            equipmentTypes: [],
            b2bPlausibility: '',
          }
        : { chemistries: [], takeBackOrganisation: '' }),
      representative: foreign ? 'platform' : 'notNeeded',
      representativeName: '',
      existingNumber: '',
      reportingFrom: months[0],
    } as never,
  );
  // TRUST-5: the order survives a reload or a sign-in redirect; the terms are accepted again.
  const draft = useSessionDraft(orderDraftKey(service), form, { omit: ['acceptTerms'] });
  const guard = useUnsavedGuard(form, { onLeave: draft.clear });
  const values = form.watch() as OrderValues;
  const types = (values.equipmentTypes as string[] | undefined) ?? [];
  const typesKey = types.join(',');
  // German WEEE: the categories (for the price and the reports) follow the equipment types.
  useEffect(() => {
    if (german)
      form.setValue('categories', categoriesOfTypes(typesKey ? typesKey.split(',') : []), {
        shouldValidate: form.formState.isSubmitted,
      });
  }, [german, typesKey, form]);
  const price = prices ? servicePriceFor(prices, service) : undefined;
  const parties = useQuoteParties(prices);
  const quote =
    price && parties
      ? quoteFees(
          price,
          registrationFeeItems({
            service,
            categories: values.categories ?? [],
            guarantee: values.guarantee as string | undefined,
            representative: String(values.representative ?? 'notNeeded'),
            existingNumber: String(values.existingNumber ?? ''),
          }),
          parties,
        )
      : null;
  // ElektroG §3 Nr. 4: household-capable equipment types are b2c whoever buys (RULE-2); the
  // customers' answer decides only while no type is chosen.
  const b2cFor = (audience: unknown) =>
    service === 'weee-de' &&
    (types.length > 0 ? needsGuarantee(types) : audience !== undefined && audience !== 'b2b');
  const germanB2c = b2cFor(values.audience);
  const format = rule?.registrationNumber;

  const submit = form.handleSubmit(async (order) => {
    setError(null);
    const result = await orderRegistration({ companyId, order: order as RegistrationOrder });
    if ('error' in result) {
      showServerFieldErrors(
        form,
        result.error,
        FIELD_ORDER as unknown as FieldPath<typeof order>[],
      );
      setError(result.error);
      return;
    }
    draft.clear();
    guard.release();
    void showToast(t('registrations.order.ordered'), 'success');
  });

  const control = form.control as never;
  return (
    <form
      noValidate
      aria-label={t('registrations.order.title')}
      onSubmit={(event) => void submit(event)}
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <BrandsField control={control} name="brands" />
            <ProductFields
              control={control}
              german={german}
              weee={weee}
              types={types}
              categoriesMissing={Boolean(form.formState.errors.categories)}
            />
            {weee ? (
              <WeeeFields
                control={control}
                germanB2c={germanB2c}
                ownGuarantee={values.guarantee === 'own'}
                onAudienceChange={(audience) =>
                  form.setValue('guarantee', b2cFor(audience) ? 'platform' : 'notNeeded')
                }
              />
            ) : (
              <BatteryFields control={control} schemes={rule?.schemes} />
            )}
            <RepresentativeFields
              control={control}
              country={country}
              abroad={abroad}
              represented={represented}
              ownRepresentative={values.representative === 'own'}
            />
            <ExistingNumberFields
              control={control}
              format={format}
              months={months}
              hasNumber={String(values.existingNumber ?? '').trim() !== ''}
            />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
            <CardContent aria-live="polite">
              {quote && (
                <QuoteSummary
                  quote={quote}
                  title={t('registrations.order.price')}
                  itemLabel={(item) => t(`fees.${item as 'registration'}`)}
                />
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <Stack spacing={2}>
            <AcceptAndSubmit
              control={control}
              name="acceptTerms"
              label={t('registrations.order.terms')}
              requiredText={t('registrations.order.termsRequired')}
              error={error}
              submitting={form.formState.isSubmitting}
              busyLabel={t('registrations.order.ordering')}
            >
              {t('registrations.order.submit')}
            </AcceptAndSubmit>
          </Stack>
        </Grid>
      </Grid>
      {guard.dialog}
    </form>
  );
}
