import { useTranslation } from 'react-i18next';
import type { Control, FieldValues } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ObligationRule } from '@/shared/contract/reference';
import { FormNativeSelectField } from '@/shared/forms/form-native-select-field';
import { FormTextField } from '@/shared/forms/form-text-field';
import { numberLabelKey } from './number-label';
import { periodLabel } from './period-label';

/**
 * A number the producer holds already (in the register's format) and, with one, the month from
 * which the platform reports.
 */
export function ExistingNumberFields({
  control,
  format,
  months,
  hasNumber,
}: {
  control: Control<FieldValues>;
  format: ObligationRule['registrationNumber'] | undefined;
  months: readonly string[];
  hasNumber: boolean;
}) {
  const { t, i18n } = useTranslation('services');
  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h3">
        {t('registrations.order.existing')}
      </Typography>
      <FormTextField
        control={control}
        name="existingNumber"
        id="order-existing-number"
        label={
          // UX-9: "Your WEEE-Reg.-Nr." already names a number; "Your LUCID number".
          {
            withNumber: t('registrations.order.existingNumber', { label: format?.label ?? '' }),
            named: t('registrations.order.existingNumberNamed', { label: format?.label ?? '' }),
            plain: t('registrations.order.existingNumberPlain'),
          }[numberLabelKey(format?.label)]
        }
        helperText={
          format?.example
            ? t('registrations.order.existingNumberHelp', {
                example: `${format.label} ${format.example}`,
              })
            : t('registrations.order.existingNumberHelpPlain')
        }
        errorText={(code) =>
          code === 'invalid' && format?.example
            ? t('registrations.order.existingNumberInvalid', { example: format.example })
            : undefined
        }
        autoComplete="off"
      />
      {hasNumber && (
        <FormNativeSelectField
          control={control}
          name="reportingFrom"
          id="order-reporting-from"
          label={t('registrations.order.reportingFrom')}
          helperText={t('registrations.order.reportingFromHelp')}
          options={months.map((m) => ({ value: m, label: periodLabel(m, i18n.language, t) }))}
        />
      )}
    </Stack>
  );
}
