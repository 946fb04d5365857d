import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isApiError } from '@/shared/api/api-error';
import { SubmitError } from '@/shared/forms/submit-error';
import { LicenceSubmitSchema, type WizardStep } from '@/shared/contract/main/licences';
import { materialsOf, type PackagingMaterial } from '@/shared/contract/main/packaging-materials';
import { FormCheckbox } from '@/shared/forms/form-checkbox';
import { SubmitButton } from '@/shared/forms/submit-button';
import { useContractForm } from '@/shared/forms/use-contract-form';
import { formatMoney } from '@/shared/i18n/format';
import { formatQuantity } from '@/shared/i18n/quantity';
import { QuoteSummary } from '@/shared/services/quote-summary';
import { showToast } from '@/shared/ui/toast';
import { useSubmitLicenceMutation } from '../../api/licensing-api';
import { useLicensingSection } from '../licensing-country';
import type { StepProps } from './step-props';

/** The step where each field a refused submit names is fixed. */
const STEP_OF_FIELD: Record<string, WizardStep> = {
  lucidNumber: 'registration',
  'austria.scope': 'registration',
  year: 'year',
  quantities: 'quantities',
};

type ReviewProps = Omit<StepProps, 'onSaved' | 'save'> & { onEdit: (step: WizardStep) => void };

/**
 * Everything at a glance, the price, what the submit approves in one sentence, acceptance of the
 * terms, and submit: what is approved always comes before the button (UX-12).
 */
export function ReviewStep({ licence, onBack, onEdit }: ReviewProps) {
  const { t, i18n } = useTranslation('services');
  const navigate = useNavigate();
  const section = useLicensingSection();
  const [submitLicence] = useSubmitLicenceMutation();
  const form = useContractForm(LicenceSubmitSchema, {});
  const [error, setError] = useState<unknown>(null);
  if (!licence) return null;

  const materials = materialsOf(licence.country, licence.austria?.scope ?? null).filter(
    (m) => (licence.quantities[m] ?? 0) > 0,
  );
  const missing = isApiError(error) && error.fields ? Object.keys(error.fields) : [];

  const submit = form.handleSubmit(async () => {
    setError(null);
    const result = await submitLicence({ companyId: section.companyId, processId: licence.id });
    if ('error' in result) {
      setError(result.error);
      return;
    }
    void showToast(t('licensing.review.submitted', { year: result.data.year }), 'success');
    navigate(section.licence(licence.id), { replace: true });
  });

  const registration =
    licence.country === 'DE'
      ? [
          [
            t('licensing.registration.lucid'),
            licence.lucidNumber ?? t('licensing.review.missing'),
          ] as const,
        ]
      : licence.austria
        ? [
            [
              t('licensing.austria.scope'),
              t(`licensing.austria.scopes.${licence.austria.scope}`),
            ] as const,
            [
              t('licensing.austria.representative'),
              licence.austria.establishedInAustria
                ? t('licensing.review.establishedInAustria')
                : licence.austria.representative === 'own'
                  ? licence.austria.representativeName
                  : t('licensing.austria.representatives.platform'),
            ] as const,
          ]
        : [];

  return (
    <form
      noValidate
      aria-label={t('licensing.steps.review')}
      onSubmit={(event) => void submit(event)}
    >
      <Stack spacing={3}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={2}>
              <section aria-labelledby="review-registration">
                <SectionHeading step="registration" onEdit={onEdit} />
                <Table size="small">
                  <TableBody>
                    {registration.map(([label, value]) => (
                      <TableRow key={label}>
                        <TableCell component="th" scope="row">
                          {label}
                        </TableCell>
                        <TableCell>{value}</TableCell>
                      </TableRow>
                    ))}
                    <TableRow>
                      <TableCell component="th" scope="row">
                        {t('licensing.steps.year')}
                      </TableCell>
                      <TableCell>{licence.year ?? t('licensing.review.missing')}</TableCell>
                    </TableRow>
                  </TableBody>
                </Table>
              </section>
              <section aria-labelledby="review-quantities">
                <SectionHeading step="quantities" onEdit={onEdit} />
                {materials.length === 0 ? (
                  <Typography color="text.secondary">
                    {t('licensing.review.noQuantities')}
                  </Typography>
                ) : (
                  <Table size="small">
                    <TableBody>
                      {materials.map((m) => (
                        <TableRow key={m}>
                          <TableCell component="th" scope="row">
                            {t(`licensing.materials.${m as PackagingMaterial}`)}
                          </TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            {formatQuantity(licence.quantities[m]!, i18n.language)} kg
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </section>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {licence.quote && (
              <QuoteSummary
                quote={licence.quote}
                // The Austrian flat fee is one yearly line, not a material by the tonne (RULE-2).
                perTonne={(item) => item !== 'flatFee'}
                title={t('licensing.review.price')}
                itemLabel={(item) =>
                  item === 'flatFee'
                    ? t('licensing.feeRoute.flatFeeLine')
                    : t(`licensing.materials.${item as PackagingMaterial}`)
                }
              />
            )}
          </Grid>
        </Grid>
        {licence.quote && materials.length > 0 && (
          // UX-12: what the submit approves, in one sentence right above the terms and the button.
          <Typography sx={{ fontWeight: 500 }} data-testid="review-approve">
            {t('licensing.review.approve', {
              count: materials.length,
              year: licence.year ?? '',
              kg: formatQuantity(
                materials.reduce((sum, m) => sum + (licence.quantities[m] ?? 0), 0),
                i18n.language,
              ),
              total: formatMoney(licence.quote.total / 100, i18n.language),
            })}
          </Typography>
        )}
        <FormCheckbox
          control={form.control}
          name="acceptTerms"
          label={t('licensing.review.terms')}
          errorText={(code) =>
            code === 'required' ? t('licensing.review.termsRequired') : undefined
          }
        />
        {error !== null && missing.length > 0 && (
          <Alert severity="error" role="alert">
            {t('licensing.review.incomplete')}
            <List dense disablePadding>
              {missing.map((field) => (
                <ListItem key={field} disableGutters>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onEdit(STEP_OF_FIELD[field] ?? 'registration')}
                  >
                    {t(
                      `licensing.review.fix.${field === 'austria.scope' ? 'scope' : (field as 'lucidNumber' | 'year' | 'quantities')}`,
                    )}
                  </Link>
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
        {missing.length === 0 && <SubmitError error={error} />}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Button onClick={onBack} disabled={form.formState.isSubmitting}>
            {t('licensing.wizard.back')}
          </Button>
          <SubmitButton
            submitting={form.formState.isSubmitting}
            busyLabel={t('licensing.review.submitting')}
          >
            {t('licensing.review.submit')}
          </SubmitButton>
        </Stack>
      </Stack>
    </form>
  );
}

/** A reviewed step's heading (the id its section is labelled by) and the link back to edit it. */
function SectionHeading({
  step,
  onEdit,
}: {
  step: 'registration' | 'quantities';
  onEdit: ReviewProps['onEdit'];
}) {
  const { t } = useTranslation('services');
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography variant="h3" component="h2" id={`review-${step}`}>
        {t(`licensing.steps.${step}`)}
      </Typography>
      <Link component="button" type="button" onClick={() => onEdit(step)}>
        {t('licensing.review.edit', { step: t(`licensing.steps.${step}`) })}
      </Link>
    </Stack>
  );
}
