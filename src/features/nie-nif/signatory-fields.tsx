import { useTranslation } from 'react-i18next';
import type { FieldPath } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { SIGNATORY_ROLES, type NieNifDetailsInput } from '@/shared/contract/main/nie-nif';
import { FormRadioGroup } from '@/shared/forms/form-radio-group';
import { DATE_FIELD, countryOptions, detailField, type DetailsControl } from './detail-field';

/** The signatory: role, power of attorney (an attorney), identity document, NIE or M NIF. */
export function SignatoryFields({
  control,
  role,
}: {
  control: DetailsControl;
  role: string | undefined;
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
            control={control}
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
                ...DATE_FIELD,
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              {field('signatory.powerOfAttorneyNotary', t('nieNif.details.powerOfAttorneyNotary'), {
                required: true,
                helperText: t('nieNif.details.powerOfAttorneyNotaryHelp'),
              })}
            </Grid>
          </>
        )}
        <Grid size={12}>
          <FormRadioGroup
            control={control}
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
            options: countries(),
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
    </>
  );
}
