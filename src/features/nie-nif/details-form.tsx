import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import {
  NOTIFICATION_CHANNELS,
  NieNifDetailsSchema,
  SIGNATORY_ROLES,
  needsTaxRepresentative,
  type NieNifApplication,
  type NieNifDetailsInput,
} from '@/shared/contract/main/nie-nif';
import { FormRadioGroup } from '@/shared/forms/form-choice';
import { FormTextField } from '@/shared/forms/form-text-field';
import { SubmitButton } from '@/shared/forms/submit-button';
import { SubmitError } from '@/shared/forms/submit-error';
import { useSessionDraft } from '@/shared/forms/session-draft';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { useUnsavedGuard } from '@/shared/forms/use-unsaved-guard';
import { countryName } from '@/shared/i18n/format';
import { showToast } from '@/shared/ui/toast';
import { useCreateNieNifApplicationMutation, useUpdateNieNifApplicationMutation } from './api';
import { COUNTRIES } from './countries';

const FIELD_ORDER: FieldPath<NieNifDetailsInput>[] = [
  'company.legalName',
  'company.legalForm',
  'company.seatCountry',
  'company.street',
  'company.postalCode',
  'company.city',
  'company.foreignTaxId',
  'company.incorporationDate',
  'company.registerName',
  'company.registerNumber',
  'company.notificationChannel',
  'company.notificationStreet',
  'company.notificationPostalCode',
  'company.notificationCity',
  'company.taxRepresentativeName',
  'company.taxRepresentativeNif',
  'signatory.fullName',
  'signatory.role',
  'signatory.powerOfAttorneyDate',
  'signatory.powerOfAttorneyNotary',
  'signatory.idType',
  'signatory.idCountry',
  'signatory.idNumber',
  'signatory.nie',
];

/**
 * NIE-1, DOM-10: the applicant entity as form 036 needs it (registered address abroad, foreign tax
 * ID, date of incorporation, notification channel, tax representative for a seat outside the EU)
 * and its signatory (role, power of attorney, NIE or M NIF), saved as the application's draft.
 */
export function DetailsForm({ application }: { application: NieNifApplication | undefined }) {
  const { t, i18n } = useTranslation('services');
  const { company, companyId = '' } = useCurrentCompany();
  const [create] = useCreateNieNifApplicationMutation();
  const [update] = useUpdateNieNifApplicationMutation();
  const [error, setError] = useState<unknown>(null);
  const form = useContractForm(NieNifDetailsSchema, {
    company: application?.company ?? {
      legalName: company?.name ?? '',
      legalForm: company?.legalForm ?? '',
      seatCountry: company?.country === 'ES' ? '' : (company?.country ?? ''),
      street: company?.address.street ?? '',
      postalCode: company?.address.postalCode ?? '',
      city: company?.address.city ?? '',
      foreignTaxId: company?.vatId ?? '',
      incorporationDate: '',
      registerName: '',
      registerNumber: company?.commercialRegister ?? '',
      notificationChannel: 'dehu',
      notificationStreet: '',
      notificationPostalCode: '',
      notificationCity: '',
      taxRepresentativeName: '',
      taxRepresentativeNif: '',
    },
    signatory: application?.signatory ?? {
      fullName: '',
      role: 'director',
      powerOfAttorneyDate: '',
      powerOfAttorneyNotary: '',
      idType: 'passport',
      idCountry: company?.country ?? '',
      idNumber: '',
      nie: '',
    },
  });
  // TRUST-5: the details survive a reload or a sign-in redirect until they are saved.
  const draft = useSessionDraft(`nie-nif-details:${application?.id ?? 'new'}`, form);
  const guard = useUnsavedGuard(form, { onLeave: draft.clear });
  const seatCountry = String(form.watch('company.seatCountry') ?? '');
  const channel = form.watch('company.notificationChannel');
  const role = form.watch('signatory.role');
  const representative = needsTaxRepresentative(seatCountry);
  const dateField = { type: 'date', slotProps: { inputLabel: { shrink: true } } };

  const submit = form.handleSubmit(async (details) => {
    setError(null);
    const result = application
      ? await update({ companyId, processId: application.id, details })
      : await create({ companyId, details });
    if ('error' in result) {
      showServerFieldErrors(form, result.error, FIELD_ORDER);
      setError(result.error);
      return;
    }
    draft.clear();
    guard.release();
    form.reset(details);
    void showToast(t('nieNif.details.saved'), 'success');
  });

  const field = (
    name: FieldPath<NieNifDetailsInput>,
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
    <FormTextField control={form.control} name={name} id={`nie-${name}`} label={label} {...extra} />
  );
  const countries = (exclude?: string) =>
    COUNTRIES.filter((c) => c !== exclude)
      .map((c) => ({ code: c, name: countryName(c, i18n.language) }))
      .sort((a, b) => a.name.localeCompare(b.name, i18n.language))
      .map((c) => (
        <MenuItem key={c.code} value={c.code}>
          {c.name}
        </MenuItem>
      ));

  return (
    <form
      noValidate
      aria-label={t('nieNif.details.title')}
      onSubmit={(event) => void submit(event)}
    >
      <Stack spacing={3}>
        <Typography variant="h3" component="h3">
          {t('nieNif.details.company')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 8 }}>
            {field('company.legalName', t('nieNif.details.legalName'), { required: true })}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {field('company.legalForm', t('nieNif.details.legalForm'), {
              required: true,
              helperText: t('nieNif.details.legalFormHelp'),
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {field('company.seatCountry', t('nieNif.details.seatCountry'), {
              required: true,
              select: true,
              children: countries('ES'),
              helperText: t('nieNif.details.seatCountryHelp'),
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            {field('company.street', t('nieNif.details.street'), {
              required: true,
              helperText: t('nieNif.details.streetHelp'),
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {field('company.postalCode', t('nieNif.details.postalCode'), { required: true })}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {field('company.city', t('nieNif.details.city'), { required: true })}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {field('company.foreignTaxId', t('nieNif.details.foreignTaxId'), {
              required: true,
              helperText: t('nieNif.details.foreignTaxIdHelp'),
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {field('company.incorporationDate', t('nieNif.details.incorporationDate'), {
              required: true,
              ...dateField,
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {field('company.registerName', t('nieNif.details.registerName'), {
              required: true,
              helperText: t('nieNif.details.registerNameHelp'),
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {field('company.registerNumber', t('nieNif.details.registerNumber'), {
              required: true,
              helperText: t('nieNif.details.registerNumberHelp'),
            })}
          </Grid>
        </Grid>
        <FormRadioGroup
          control={form.control}
          name="company.notificationChannel"
          legend={t('nieNif.details.notificationChannel')}
          options={NOTIFICATION_CHANNELS.map((value) => ({
            value,
            label: t(`nieNif.details.notificationChannels.${value}`),
          }))}
        />
        {channel === 'spanishAddress' && (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              {field('company.notificationStreet', t('nieNif.details.notificationStreet'), {
                required: true,
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 2 }}>
              {field('company.notificationPostalCode', t('nieNif.details.notificationPostalCode'), {
                required: true,
                errorText: (code: string) =>
                  code === 'invalid' ? t('nieNif.details.postalCodeInvalid') : undefined,
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              {field('company.notificationCity', t('nieNif.details.notificationCity'), {
                required: true,
              })}
            </Grid>
          </Grid>
        )}
        <Typography variant="body2" color="text.secondary">
          {representative
            ? t('nieNif.details.taxRepresentativeRequired')
            : t('nieNif.details.taxRepresentativeOptional')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 8 }}>
            {field('company.taxRepresentativeName', t('nieNif.details.taxRepresentativeName'), {
              required: representative,
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {field('company.taxRepresentativeNif', t('nieNif.details.taxRepresentativeNif'), {
              required: representative,
              errorText: (code: string) =>
                code === 'invalid' ? t('nieNif.details.spanishIdInvalid') : undefined,
            })}
          </Grid>
        </Grid>
        <Typography variant="h3" component="h3">
          {t('nieNif.details.signatory')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={12}>
            {field('signatory.fullName', t('nieNif.details.fullName'), {
              required: true,
              autoComplete: 'name',
            })}
          </Grid>
          <Grid size={12}>
            <FormRadioGroup
              control={form.control}
              name="signatory.role"
              legend={t('nieNif.details.role')}
              options={SIGNATORY_ROLES.map((value) => ({
                value,
                label: t(`nieNif.details.roles.${value}`),
              }))}
            />
          </Grid>
          {role === 'attorney' && (
            <>
              <Grid size={{ xs: 12, sm: 4 }}>
                {field('signatory.powerOfAttorneyDate', t('nieNif.details.powerOfAttorneyDate'), {
                  required: true,
                  ...dateField,
                })}
              </Grid>
              <Grid size={{ xs: 12, sm: 8 }}>
                {field(
                  'signatory.powerOfAttorneyNotary',
                  t('nieNif.details.powerOfAttorneyNotary'),
                  { required: true, helperText: t('nieNif.details.powerOfAttorneyNotaryHelp') },
                )}
              </Grid>
            </>
          )}
          <Grid size={12}>
            <FormRadioGroup
              control={form.control}
              name="signatory.idType"
              legend={t('nieNif.details.idType')}
              options={(['passport', 'nationalId'] as const).map((v) => ({
                value: v,
                label: t(`nieNif.details.idTypes.${v}`),
              }))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {field('signatory.idCountry', t('nieNif.details.idCountry'), {
              required: true,
              select: true,
              children: countries(),
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {field('signatory.idNumber', t('nieNif.details.idNumber'), {
              required: true,
              helperText: t('nieNif.details.idNumberHelp'),
              errorText: (code: string) =>
                code === 'invalid' ? t('nieNif.details.dniInvalid') : undefined,
            })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {field('signatory.nie', t('nieNif.details.nie'), {
              helperText: t('nieNif.details.nieHelp'),
              errorText: (code: string) =>
                code === 'invalid' ? t('nieNif.details.nieInvalid') : undefined,
              slotProps: { htmlInput: { spellCheck: false, autoComplete: 'off' } },
            })}
          </Grid>
        </Grid>
        <SubmitError error={error} />
        <SubmitButton
          submitting={form.formState.isSubmitting}
          busyLabel={t('nieNif.details.saving')}
          sx={{ alignSelf: 'flex-start' }}
        >
          {application ? t('nieNif.details.save') : t('nieNif.details.start')}
        </SubmitButton>
      </Stack>
      {guard.dialog}
    </form>
  );
}
