import { useTranslation } from 'react-i18next';
import type { Control, FieldValues } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { countryName } from '@/shared/i18n/format';
import { FormRadioGroup } from '@/shared/forms/form-radio-group';
import { FormTextField } from '@/shared/forms/form-text-field';

/**
 * DOM-7: a company not established in the register's country needs a representative; one
 * appointed or ordered already is named, not ordered again.
 */
export function RepresentativeFields({
  control,
  country,
  abroad,
  represented,
  ownRepresentative,
}: {
  control: Control<FieldValues>;
  country: string;
  abroad: boolean;
  represented: { status: 'appointed' | 'pending' } | null;
  ownRepresentative: boolean;
}) {
  const { t, i18n } = useTranslation('services');
  if (!abroad) return null;
  if (represented)
    return (
      <Alert severity="info" role="note">
        {t(`registrations.order.representativeExists_${represented.status}`, {
          country: countryName(country, i18n.language),
        })}
      </Alert>
    );
  return (
    <Stack spacing={2}>
      <Alert severity="info" role="note">
        {t('registrations.order.representativeNeeded', {
          country: countryName(country, i18n.language),
        })}
      </Alert>
      <FormRadioGroup
        control={control}
        name="representative"
        legend={t('registrations.order.representative')}
        errorText={(code) =>
          code === 'required' ? t('registrations.order.representativeRequired') : undefined
        }
        options={(['platform', 'own'] as const).map((r) => ({
          value: r,
          label: t(`registrations.order.representatives.${r}`),
        }))}
      />
      {ownRepresentative && (
        <FormTextField
          control={control}
          name="representativeName"
          id="order-representative"
          label={t('registrations.order.representativeName')}
          required
        />
      )}
    </Stack>
  );
}
