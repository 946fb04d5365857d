import { useTranslation } from 'react-i18next';
import type { FieldPath } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_CHANNELS, type NieNifDetailsInput } from '@/shared/contract/main/nie-nif';
import { FormRadioGroup } from '@/shared/forms/form-radio-group';
import { DATE_FIELD, countryOptions, detailField, type DetailsControl } from './detail-field';

/**
 * The applicant entity as form 036 needs it: registered address abroad, foreign tax ID, date of
 * incorporation, register, notification channel and the tax representative (required for a seat
 * outside the EU).
 */
export function CompanyFields({
  control,
  channel,
  representative,
}: {
  control: DetailsControl;
  channel: string | undefined;
  representative: boolean;
}) {
  const { t, i18n } = useTranslation('services');
  const field = (
    name: FieldPath<NieNifDetailsInput>,
    label: string,
    extra: Record<string, unknown> = {},
  ) => detailField(control, name, label, extra);
  const countries = (exclude?: string) => countryOptions(i18n.language, exclude);
  return (
    <>
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
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('company.seatCountry', t('nieNif.details.seatCountry'), {
            required: true,
            options: countries('ES'),
            helperText: t('nieNif.details.seatCountryHelp'),
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
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
            ...DATE_FIELD,
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
        control={control}
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
    </>
  );
}
