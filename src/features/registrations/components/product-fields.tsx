import { useTranslation } from 'react-i18next';
import type { Control, FieldValues } from 'react-hook-form';
import FormHelperText from '@mui/material/FormHelperText';
import {
  BATTERY_CATEGORIES,
  DE_WEEE_EQUIPMENT_TYPES,
  WEEE_CATEGORIES,
  needsPlausibility,
} from '@/shared/contract/main/producer-registrations';
import { FormCheckboxGroup } from './form-checkbox-group';
import { FormTextField } from '@/shared/forms/form-text-field';

/**
 * What the producer puts on the market: the categories of its stream or, for German WEEE, the
 * equipment types (DOM-8) with the plausibility statement for b2b-only types.
 */
export function ProductFields({
  control,
  german,
  weee,
  types,
  categoriesMissing,
}: {
  control: Control<FieldValues>;
  german: boolean;
  weee: boolean;
  types: readonly string[];
  categoriesMissing: boolean;
}) {
  const { t } = useTranslation('services');
  if (!german)
    return (
      <FormCheckboxGroup
        control={control}
        name="categories"
        legend={t(
          weee ? 'registrations.order.weeeCategories' : 'registrations.order.batteryCategories',
        )}
        errorText={(code) =>
          code === 'required' ? t('registrations.order.categoriesRequired') : undefined
        }
        options={(weee ? WEEE_CATEGORIES : BATTERY_CATEGORIES).map((c) => ({
          value: c,
          label: t(`registrations.categories.${c}`),
        }))}
      />
    );
  return (
    <>
      <FormCheckboxGroup
        control={control}
        name="equipmentTypes"
        legend={t('registrations.order.equipmentTypes')}
        helperText={t('registrations.order.equipmentTypesHelp')}
        errorText={(code) =>
          code === 'required' ? t('registrations.order.equipmentTypesRequired') : undefined
        }
        options={DE_WEEE_EQUIPMENT_TYPES.map((type) => ({
          value: type.id,
          label: type.verified
            ? t(`registrations.equipmentTypes.${type.id}`)
            : t('registrations.order.unverifiedType', {
                type: t(`registrations.equipmentTypes.${type.id}`),
              }),
        }))}
      />
      {types.length === 0 && categoriesMissing && (
        <FormHelperText error>{t('registrations.order.equipmentTypesRequired')}</FormHelperText>
      )}
      {needsPlausibility([...types]) && (
        <FormTextField
          control={control}
          name="b2bPlausibility"
          id="order-b2b-plausibility"
          label={t('registrations.order.b2bPlausibility')}
          helperText={t('registrations.order.b2bPlausibilityHelp')}
          required
          multiline
          minRows={3}
        />
      )}
    </>
  );
}
