import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { FieldPath } from 'react-hook-form';
import { CHOSEN_FREQUENCIES } from '@/domain/vocabulary/frequencies';
import { usePutRegistrationMutation } from '@/shared/api/registrations-api';
import {
  registrationInputSchemaFor,
  type Registration,
  type RegistrationInput,
} from '@/shared/contract/main/registrations';
import type { ObligationRule } from '@/shared/contract/reference';
import { segmentedFrequencies } from '@/domain/applicability';
import { FormSelectField } from './form-select-field';
import { FormTextField } from '@/shared/forms/form-text-field';
import { SubmitButton } from '@/shared/forms/submit-button';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { showToast } from '@/shared/ui/toast';
import { SubmitError } from '@/shared/forms/submit-error';

const FIELD_ORDER: readonly FieldPath<RegistrationInput>[] = [
  'number',
  'reportingFrequency',
  'commercialReportingFrequency',
];

/**
 * The company's registration number for one country and stream, checked against the country's
 * format on blur and on save; the service checks it again and its reasons show on the field.
 */
export function RegistrationForm({
  companyId,
  rule,
  registration,
}: {
  companyId: string;
  rule: ObligationRule;
  registration: Registration | null;
}) {
  const { t } = useTranslation(['compliance', 'reference']);
  const [putRegistration] = usePutRegistrationMutation();
  const [serverError, setServerError] = useState<unknown>(null);
  const byFeeLevel = rule.reportingFrequency === 'byFeeLevel';
  // Household and commercial packaging can report at different frequencies (Austria).
  const segmented = segmentedFrequencies(rule);
  const household = registration?.reportingFrequency ?? 'yearly';
  const form = useContractForm(registrationInputSchemaFor(rule), {
    number: registration?.number ?? '',
    reportingFrequency: byFeeLevel ? household : null,
    ...(segmented
      ? { commercialReportingFrequency: registration?.commercialReportingFrequency ?? household }
      : {}),
  });
  const { control, handleSubmit, formState } = form;
  const format = rule.registrationNumber;

  const submit = handleSubmit(async (input) => {
    setServerError(null);
    const result = await putRegistration({
      companyId,
      country: rule.country,
      stream: rule.stream,
      input,
    });
    if ('error' in result) {
      showServerFieldErrors(form, result.error, FIELD_ORDER);
      setServerError(result.error);
    } else {
      void showToast(t('compliance:registration.saved'), 'success');
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('compliance:registration.formLabel')}
    >
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <FormTextField
          control={control}
          name="number"
          id="registration-number"
          label={format ? format.label : t('compliance:registration.number')}
          required
          helperText={
            format?.example
              ? t('compliance:registration.formatHelp', { example: format.example })
              : t('compliance:registration.freeHelp')
          }
          errorText={(code) =>
            code === 'invalid' && format?.example
              ? t('compliance:registration.invalid', { example: format.example })
              : undefined
          }
        />
        {byFeeLevel && (
          <FormSelectField
            control={control}
            name="reportingFrequency"
            id="registration-frequency"
            label={
              segmented
                ? t('compliance:registration.householdFrequency')
                : t('compliance:registration.frequency')
            }
            helperText={t('compliance:registration.frequencyHelp')}
          >
            {CHOSEN_FREQUENCIES.map((f) => (
              <MenuItem key={f} value={f}>
                {t(`reference:frequency.${f}`)}
              </MenuItem>
            ))}
          </FormSelectField>
        )}
        {segmented && (
          <FormSelectField
            control={control}
            name="commercialReportingFrequency"
            id="registration-commercial-frequency"
            label={t('compliance:registration.commercialFrequency')}
            helperText={t('compliance:registration.commercialFrequencyHelp')}
          >
            {CHOSEN_FREQUENCIES.map((f) => (
              <MenuItem key={f} value={f}>
                {t(`reference:frequency.${f}`)}
              </MenuItem>
            ))}
          </FormSelectField>
        )}
        {serverError !== null && <SubmitError error={serverError} />}
        <div>
          <SubmitButton
            submitting={formState.isSubmitting}
            busyLabel={t('compliance:registration.saving')}
          >
            {t('compliance:registration.save')}
          </SubmitButton>
        </div>
      </Stack>
    </form>
  );
}
