import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { AtRegistrationStepSchema } from '@/shared/contract/main/licences';
import { FormRadioGroup } from '@/shared/forms/form-radio-group';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useContractForm } from '@/shared/forms/use-contract-form';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';
import { useStepSave } from './use-step-input';

/**
 * Austria: household or commercial packaging, and the authorised representative a company without
 * an Austrian establishment needs.
 */
export function AustrianRegistrationStep({ licence, save, onSaved }: StepProps) {
  const { t } = useTranslation('services');
  const { company } = useCurrentCompany();
  const established = licence?.austria?.establishedInAustria ?? company?.country === 'AT';
  const values = {
    austria: licence?.austria ?? {
      scope: undefined,
      establishedInAustria: established,
      representative: 'notNeeded' as const,
      representativeName: '',
    },
  };
  const form = useContractForm(AtRegistrationStepSchema, values, { values });
  const { submit, error, dialog } = useStepSave(
    form,
    { licence, save, onSaved },
    {
      step: 'registration',
      next: 'year',
      fields: [
        'austria.scope',
        'austria.establishedInAustria',
        'austria.representative',
        'austria.representativeName',
      ],
    },
  );
  const isEstablished = form.watch('austria.establishedInAustria');
  const representative = form.watch('austria.representative');

  return (
    <StepFrame
      label={t('licensing.steps.registration')}
      onSubmit={(event) => void submit(event)}
      submitting={form.formState.isSubmitting}
      error={error}
    >
      <FormRadioGroup
        control={form.control}
        name="austria.scope"
        legend={t('licensing.austria.scope')}
        errorText={(code) =>
          code === 'required' ? t('licensing.austria.scopeRequired') : undefined
        }
        options={(['household', 'commercial', 'both'] as const).map((value) => ({
          value,
          label: t(`licensing.austria.scopes.${value}`),
          description: t(`licensing.austria.scopeHelp.${value}`),
        }))}
      />
      <FormRadioGroup
        control={form.control}
        name="austria.establishedInAustria"
        legend={t('licensing.austria.established')}
        options={[
          { value: true, label: t('licensing.austria.yes') },
          { value: false, label: t('licensing.austria.no') },
        ]}
        onValueChange={(value) =>
          form.setValue('austria.representative', value ? 'notNeeded' : 'platform', {
            shouldDirty: true,
          })
        }
      />
      {isEstablished === false && (
        <Stack spacing={2}>
          <Alert severity="info" role="note">
            {t('licensing.austria.representativeNeeded')}
          </Alert>
          <FormRadioGroup
            control={form.control}
            name="austria.representative"
            legend={t('licensing.austria.representative')}
            errorText={(code) =>
              code === 'required' ? t('licensing.austria.representativeRequired') : undefined
            }
            options={(['platform', 'own'] as const).map((value) => ({
              value,
              label: t(`licensing.austria.representatives.${value}`),
            }))}
          />
          {representative === 'own' && (
            <FormTextField
              control={form.control}
              name="austria.representativeName"
              id="licence-representative-name"
              label={t('licensing.austria.representativeName')}
              helperText={t('licensing.austria.representativeNameHelp')}
              required
            />
          )}
        </Stack>
      )}
      {dialog}
    </StepFrame>
  );
}
