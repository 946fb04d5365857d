import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath } from 'react-hook-form';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { flatFeeAllowed, quoteFlatFee, quotePackaging } from '@/domain/pricing';
import { useGetPricesQuery } from '@/shared/api/processes-api';
import { QuantitiesStepSchema } from '@/shared/contract/main/licences';
import {
  AT_COMMERCIAL_MATERIALS,
  AT_HOUSEHOLD_MATERIALS,
  materialsOf,
  type PackagingMaterial,
} from '@/shared/contract/main/packaging-materials';
import { packagingPriceFor, type Quantities } from '@/shared/contract/main/prices';
import type { FeeRoute } from '@/shared/contract/main/licences';
import { FormRadioGroup } from '@/shared/forms/form-radio-group';
import { formatMoney, formatNumber } from '@/shared/i18n/format';
import { QuantityField, type QuantityUnit } from '@/shared/forms/quantity-field';
import { useContractForm } from '@/shared/forms/use-contract-form';
import { QuoteSummary } from '@/shared/services/quote-summary';
import { useQuoteParties } from '@/shared/services/use-quote-parties';
import { useGetLicencesQuery } from '../../api/licensing-api';
import { useLicensingSection } from '../licensing-country';
import { previousLicence } from '../quantity-import/last-period';
import { QuantityTools, UnitSwitch } from '../quantity-import/quantity-tools';
import { quoteItemLabel } from '../quote-item-label';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';
import { useStepSave } from './use-step-input';

type Values = { quantities: Quantities; feeRoute?: FeeRoute };

/** Only real, positive quantities are sent and priced; empty fields are 0. */
export const positiveQuantities = (quantities: Quantities): Quantities =>
  Object.fromEntries(
    Object.entries(quantities).filter(([, kg]) => typeof kg === 'number' && kg > 0),
  );

/**
 * Quantities per material in kg, typed in the user's number format, with a live price estimate
 * from the price table (example prices; minimum fee; VAT separately).
 */
export function QuantitiesStep({ licence, save, onSaved, onBack }: StepProps) {
  const { t, i18n } = useTranslation('services');
  const { country, companyId } = useLicensingSection();
  const scope = licence?.austria?.scope ?? null;
  const materials = materialsOf(country, scope);
  const { data: prices } = useGetPricesQuery();
  const parties = useQuoteParties(prices);
  const values: Values = {
    quantities: Object.fromEntries(materials.map((m) => [m, licence?.quantities[m] ?? 0])),
    ...(country === 'AT' ? { feeRoute: licence?.feeRoute ?? 'byQuantity' } : {}),
  };
  const form = useContractForm(QuantitiesStepSchema, values, { values });
  const [unit, setUnit] = useState<QuantityUnit>('kg');
  // QTY-1: the company's licence of the year before (or the last one before it) is the last period.
  const { data: licences } = useGetLicencesQuery({ companyId, country });
  const previous = previousLicence(licences, licence);
  const fill = (quantities: Quantities) => {
    for (const material of materials)
      form.setValue(`quantities.${material}` as FieldPath<Values>, quantities[material] ?? 0, {
        shouldDirty: true,
        shouldValidate: true,
      });
  };
  const watched = form.watch('quantities') as Quantities;
  // UX-12: what the user gave: typed or filled now, or saved with the draft before.
  const dirty = form.formState.dirtyFields.quantities as
    Partial<Record<string, boolean>> | undefined;
  const entered = materials.filter((m) => dirty?.[m] || (licence?.quantities[m] ?? 0) > 0);
  const price =
    prices && licence?.year ? packagingPriceFor(prices, country, licence.year) : undefined;
  const typed = positiveQuantities(
    Object.fromEntries(Object.entries(watched).filter(([, kg]) => !Number.isNaN(kg))),
  );
  // DOM-6: small quantities may take the scheme's flat fee instead (no period reports).
  const flatFee = price?.flatFee && flatFeeAllowed(price, typed) ? price.flatFee : null;
  const byQuantity = price && parties ? quotePackaging(price, typed, parties) : null;
  const flat = price && flatFee && parties ? quoteFlatFee({ ...price, flatFee }, parties) : null;
  const route = form.watch('feeRoute');
  const estimate = flat && route === 'flatFee' ? flat : byQuantity;
  const money = (cents: number) => formatMoney(cents / 100, i18n.language);

  const { submit, error, dialog } = useStepSave(
    form,
    { licence, save, onSaved },
    {
      step: 'quantities',
      next: 'review',
      fields: materials.map((m) => `quantities.${m}` as FieldPath<Values>),
      data: (values) => ({
        quantities: positiveQuantities(values.quantities),
        // The flat fee only while the quantities allow it; otherwise by quantity.
        ...(country === 'AT'
          ? { feeRoute: flatFee && values.feeRoute === 'flatFee' ? 'flatFee' : 'byQuantity' }
          : {}),
      }),
    },
  );

  const groups: { title?: string; list: readonly PackagingMaterial[] }[] =
    country === 'DE'
      ? [{ list: materials }]
      : [
          ...(scope !== 'commercial'
            ? [{ title: t('licensing.austria.scopes.household'), list: AT_HOUSEHOLD_MATERIALS }]
            : []),
          ...(scope !== 'household'
            ? [{ title: t('licensing.austria.scopes.commercial'), list: AT_COMMERCIAL_MATERIALS }]
            : []),
        ];

  return (
    <StepFrame
      label={t('licensing.steps.quantities')}
      onSubmit={(event) => void submit(event)}
      onBack={onBack}
      submitting={form.formState.isSubmitting}
      error={error}
    >
      <Typography>{t('licensing.quantities.intro', { year: licence?.year ?? '' })}</Typography>
      <QuantityTools
        id="quantities"
        country={country}
        materials={materials}
        materialNames={prices?.materialNames}
        quantities={watched}
        entered={entered}
        fill={fill}
        last={
          previous
            ? {
                label: t('licensing.import.lastLicence', { year: previous.year }),
                quantities: previous.quantities,
              }
            : null
        }
        unit={unit}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Box sx={{ mb: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" component="span" id="quantities-unit-label">
              {t('licensing.import.unitLabel')}
            </Typography>
            <UnitSwitch unit={unit} onChange={setUnit} />
          </Box>
          {groups.map((group) => (
            <fieldset
              key={group.title ?? 'all'}
              style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
            >
              {group.title && (
                <Typography component="legend" variant="h3" sx={{ mb: 2, mt: 1 }}>
                  {group.title}
                </Typography>
              )}
              <Grid container spacing={2}>
                {group.list.map((material) => (
                  <Grid key={material} size={{ xs: 12, sm: 6 }}>
                    <QuantityField<Values>
                      control={form.control}
                      name={`quantities.${material}` as FieldPath<Values>}
                      id={`quantity-${material}`}
                      label={t(`licensing.materials.${material}`)}
                      helperText={t(
                        unit === 't'
                          ? 'licensing.quantities.helpTonnes'
                          : 'licensing.quantities.help',
                      )}
                      unit={unit}
                    />
                  </Grid>
                ))}
              </Grid>
            </fieldset>
          ))}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          {flatFee && flat && byQuantity && (
            <Box sx={{ mb: 2 }}>
              <FormRadioGroup<Values, FeeRoute>
                control={form.control}
                name="feeRoute"
                legend={t('licensing.feeRoute.legend')}
                helperText={t('licensing.feeRoute.help', {
                  kg: formatNumber(flatFee.maxKg.household, i18n.language),
                })}
                options={[
                  {
                    value: 'byQuantity',
                    label: t('licensing.feeRoute.byQuantity', { price: money(byQuantity.net) }),
                  },
                  {
                    value: 'flatFee',
                    label: t('licensing.feeRoute.flatFee', { price: money(flat.net) }),
                  },
                ]}
              />
            </Box>
          )}
          <Card variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
            <CardContent aria-live="polite">
              {estimate ? (
                <QuoteSummary
                  quote={estimate}
                  perTonne={estimate !== flat}
                  title={t('licensing.quantities.estimate')}
                  itemLabel={(item) => quoteItemLabel(t, item)}
                />
              ) : (
                <Typography color="text.secondary">{t('licensing.quantities.noPrice')}</Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {dialog}
    </StepFrame>
  );
}
