import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetReferenceQuery } from '@/shared/api/reference-api';
import { useGetRegistrationsQuery } from '@/shared/api/registrations-api';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { DeRegistrationStepSchema } from '@/shared/contract/main/licences';
import { ruleFor } from '@/shared/contract/reference';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useContractForm } from '@/shared/forms/use-contract-form';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';
import { useStepSave } from './use-step-input';

/** Germany: the LUCID number (required to submit, not to save), with where to get one. */
export function GermanRegistrationStep({ licence, save, onSaved }: StepProps) {
  const { t } = useTranslation('services');
  const { company, companyId = '' } = useCurrentCompany();
  const { data: registrations } = useGetRegistrationsQuery(companyId);
  const { data: reference } = useGetReferenceQuery();
  const registerUrl = reference ? ruleFor(reference, 'DE', 'packaging')?.register?.url : undefined;
  const known = registrations?.find((r) => r.country === 'DE' && r.stream === 'packaging')?.number;
  // The draft's number, else the one the company registered, as each arrives; never over typing.
  const values = { lucidNumber: licence?.lucidNumber ?? known ?? '' };
  const form = useContractForm(DeRegistrationStepSchema, values, { values });
  const { submit, error, dialog } = useStepSave(
    form,
    { licence, save, onSaved },
    { step: 'registration', next: 'year', fields: ['lucidNumber'] },
  );
  const [help, setHelp] = useState(false);

  return (
    <StepFrame
      label={t('licensing.steps.registration')}
      onSubmit={(event) => void submit(event)}
      submitting={form.formState.isSubmitting}
      error={error}
    >
      {company && (
        <Typography>
          {t('licensing.registration.licensee', { name: company.name, city: company.address.city })}
        </Typography>
      )}
      <Stack spacing={1}>
        <FormTextField
          control={form.control}
          name="lucidNumber"
          id="licence-lucid"
          label={t('licensing.registration.lucid')}
          helperText={t('licensing.registration.lucidHelp')}
          errorText={(code) =>
            code === 'invalid' ? t('licensing.registration.lucidInvalid') : undefined
          }
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <Link
          component="button"
          type="button"
          onClick={() => setHelp((open) => !open)}
          sx={{ alignSelf: 'flex-start' }}
          aria-expanded={help}
        >
          {t('licensing.registration.whereToGet')}
        </Link>
        {help && (
          <Alert severity="info" role="note">
            <Typography variant="body2" sx={{ mb: registerUrl ? 1 : 0 }}>
              {t('licensing.registration.whereToGetText')}
            </Typography>
            {registerUrl && (
              <Link href={registerUrl} target="_blank" rel="noopener noreferrer">
                {t('licensing.registration.registerLink')}{' '}
                <OpenInNew fontSize="inherit" aria-hidden />
              </Link>
            )}
          </Alert>
        )}
      </Stack>
      {dialog}
    </StepFrame>
  );
}
