import { useTranslation } from 'react-i18next';
import type { Control, FieldValues } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { BATTERY_CHEMISTRIES } from '@/shared/contract/main/producer-registrations';
import { FormCheckbox } from '@/shared/forms/form-checkbox';
import { FormCheckboxGroup } from './form-checkbox-group';
import { FormRadioGroup } from '@/shared/forms/form-radio-group';
import { FormTextField } from '@/shared/forms/form-text-field';

/** WEEE: who the equipment is sold to and, for German b2c, the guarantee. */
export function WeeeFields({
  control,
  germanB2c,
  ownGuarantee,
  onAudienceChange,
}: {
  control: Control<FieldValues>;
  germanB2c: boolean;
  ownGuarantee: boolean;
  onAudienceChange: (audience: 'b2c' | 'b2b' | 'both') => void;
}) {
  const { t } = useTranslation('services');
  return (
    <>
      <FormRadioGroup
        control={control}
        name="audience"
        legend={t('registrations.order.audience')}
        errorText={(code) =>
          code === 'required' ? t('registrations.order.audienceRequired') : undefined
        }
        options={(['b2c', 'b2b', 'both'] as const).map((a) => ({
          value: a,
          label: t(`registrations.audiences.${a}`),
        }))}
        onValueChange={onAudienceChange}
      />
      {germanB2c && (
        <Stack spacing={2}>
          <FormRadioGroup
            control={control}
            name="guarantee"
            legend={t('registrations.order.guarantee')}
            helperText={t('registrations.order.guaranteeHelp')}
            errorText={(code) =>
              code === 'required' ? t('registrations.order.guaranteeRequired') : undefined
            }
            options={(['platform', 'own'] as const).map((g) => ({
              value: g,
              label: t(`registrations.order.guarantees.${g}`),
            }))}
          />
          {ownGuarantee && (
            <FormTextField
              control={control}
              name="guaranteeProvider"
              id="order-guarantee-provider"
              label={t('registrations.order.guaranteeProvider')}
              required
            />
          )}
        </Stack>
      )}
    </>
  );
}

/** Batteries: the chemistries and the take-back organisation, with the register's schemes. */
export function BatteryFields({
  control,
  schemes,
}: {
  control: Control<FieldValues>;
  schemes: readonly string[] | undefined;
}) {
  const { t } = useTranslation('services');
  return (
    <>
      <FormCheckboxGroup
        control={control}
        name="chemistries"
        legend={t('registrations.order.chemistries')}
        errorText={(code) =>
          code === 'required' ? t('registrations.order.chemistriesRequired') : undefined
        }
        options={BATTERY_CHEMISTRIES.map((c) => ({
          value: c,
          label: t(`registrations.chemistries.${c}`),
        }))}
      />
      <FormTextField
        control={control}
        name="takeBackOrganisation"
        id="order-take-back"
        label={t('registrations.order.takeBack')}
        helperText={
          schemes?.length
            ? t('registrations.order.takeBackHelpSchemes', { schemes: schemes.join(', ') })
            : t('registrations.order.takeBackHelp')
        }
        required
      />
      <FormCheckbox
        control={control}
        name="takeBackConfirmed"
        label={t('registrations.order.takeBackConfirmed')}
        errorText={(code) =>
          code === 'required' ? t('registrations.order.takeBackConfirmedRequired') : undefined
        }
      />
    </>
  );
}
