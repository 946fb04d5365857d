import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { FieldPath } from 'react-hook-form';
import {
  CompanyInputSchema,
  type CompanyData,
  type CompanyInput,
} from '@/shared/contract/account/companies';
import type { FieldErrorCode } from '@/shared/contract/primitives';
import { FormNativeSelectField } from '@/shared/forms/form-native-select-field';
import { FormTextField } from '@/shared/forms/form-text-field';
import { SubmitButton } from '@/shared/forms/submit-button';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { countryName } from '@/shared/i18n/format';
import { SubmitError } from '@/shared/forms/submit-error';
import { SERVICED_COUNTRIES } from '@/domain/vocabulary/countries';

/** Countries a company can be established in here: the EU/EEA, Switzerland and the UK. */
const COUNTRIES = SERVICED_COUNTRIES;

/** The fields in the order of the form: the first refused one takes the focus. */
const FIELD_ORDER: readonly FieldPath<CompanyInput>[] = [
  'name',
  'legalForm',
  'address.street',
  'address.postalCode',
  'address.city',
  'country',
  'vatId',
  'commercialRegister',
  'contact.email',
  'contact.phone',
];

/** A result of RTK Query's mutation trigger: the data, or the classified error. */
type SubmitResult = { data?: unknown; error?: unknown };

/**
 * Create or edit a company, with the contract's rules: validated on blur and submit, the first
 * invalid field focused; when the service refuses, its reasons show on their fields and every
 * value stays as typed.
 */
export function CompanyForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: CompanyInput;
  submitLabel: string;
  onSubmit: (company: CompanyData) => Promise<SubmitResult>;
  /** Leaves without saving (editing an existing company); absent where the form must be done. */
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const form = useContractForm(CompanyInputSchema, {
    ...initial,
    vatId: initial.vatId ?? '',
    commercialRegister: initial.commercialRegister ?? '',
    contact: { email: initial.contact.email, phone: initial.contact.phone ?? '' },
  });
  const { control, handleSubmit, setValue, formState } = form;
  const [serverError, setServerError] = useState<unknown>(null);

  const submit = handleSubmit(async (company) => {
    setServerError(null);
    const result = await onSubmit(company);
    if (result.error) {
      showServerFieldErrors(form, result.error, FIELD_ORDER);
      setServerError(result.error);
    }
  });

  const field = (
    name: FieldPath<CompanyInput>,
    label: string,
    props: {
      size?: number;
      helperText?: string;
      required?: boolean;
      type?: string;
      autoComplete?: string;
      errorText?: (code: FieldErrorCode) => string | undefined;
    } = {},
  ) => {
    const { size = 6, ...rest } = props;
    return (
      <Grid size={{ xs: 12, sm: size }}>
        <FormTextField
          control={control}
          name={name}
          id={`company-${name}`}
          label={label}
          {...rest}
        />
      </Grid>
    );
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={submitLabel}>
      <Grid container spacing={2}>
        {field('name', t('company.fields.name'), {
          size: 8,
          required: true,
          autoComplete: 'organization',
        })}
        {field('legalForm', t('company.fields.legalForm'), {
          size: 4,
          required: true,
          helperText: t('company.help.legalForm'),
        })}
        {field('address.street', t('company.fields.street'), {
          size: 12,
          required: true,
          autoComplete: 'street-address',
        })}
        {field('address.postalCode', t('company.fields.postalCode'), {
          size: 4,
          required: true,
          autoComplete: 'postal-code',
        })}
        {field('address.city', t('company.fields.city'), {
          size: 8,
          required: true,
          autoComplete: 'address-level2',
        })}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormNativeSelectField
            control={control}
            name="country"
            id="company-country"
            label={t('company.fields.country')}
            required
            onValueChange={(country) => setValue('address.country', country)}
            options={COUNTRIES.map((code) => ({
              value: code,
              label: countryName(code, i18n.language),
            }))}
          />
        </Grid>
        {field('vatId', t('company.fields.vatId'), {
          helperText: t('company.help.vatId'),
          errorText: (code) => (code === 'invalid' ? t('company.errors.vat') : undefined),
        })}
        {field('commercialRegister', t('company.fields.commercialRegister'), {
          helperText: t('company.help.commercialRegister'),
        })}
        {field('contact.email', t('company.fields.email'), {
          required: true,
          type: 'email',
          autoComplete: 'email',
          errorText: (code) => (code === 'invalid' ? t('company.errors.email') : undefined),
        })}
        {field('contact.phone', t('company.fields.phone'), {
          type: 'tel',
          autoComplete: 'tel',
          helperText: t('company.help.phone'),
          errorText: (code) => (code === 'invalid' ? t('company.errors.phone') : undefined),
        })}
        {serverError !== null && (
          <Grid size={12}>
            <SubmitError error={serverError} />
          </Grid>
        )}
        <Grid size={12}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <SubmitButton submitting={formState.isSubmitting} busyLabel={t('company.saving')}>
              {submitLabel}
            </SubmitButton>
            {onCancel && (
              <Button variant="outlined" onClick={onCancel} disabled={formState.isSubmitting}>
                {t('company.cancel')}
              </Button>
            )}
          </Stack>
        </Grid>
      </Grid>
    </form>
  );
}
