import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath } from 'react-hook-form';
import * as v from 'valibot';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useErrorMessage } from '@/shared/api/error-message';
import {
  RegistrationReportInputSchema,
  type ProducerRegistration,
  type RegistrationPeriod,
} from '@/shared/contract/main/producer-registrations';
import { QuantityField } from '@/shared/forms/quantity-field';
import { SubmitButton } from '@/shared/forms/submit-button';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { showToast } from '@/shared/ui/toast';
import { useFileRegistrationReportMutation } from './api';

const QuantitiesSchema = v.object({ quantities: RegistrationReportInputSchema.entries.quantities });
type Values = v.InferInput<typeof QuantitiesSchema>;

/** The quantities of one period, per registered category, in the user's number format. */
export function PeriodReportDialog({
  registration,
  period,
  title,
  onClose,
}: {
  registration: ProducerRegistration;
  period: RegistrationPeriod;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('services');
  const errorMessage = useErrorMessage();
  const [fileReport] = useFileRegistrationReportMutation();
  const form = useContractForm(QuantitiesSchema, {
    quantities: Object.fromEntries(registration.categories.map((c) => [c, 0])),
  });
  const [error, setError] = useState<unknown>(null);

  const submit = form.handleSubmit(async ({ quantities }) => {
    setError(null);
    const positive = Object.fromEntries(
      Object.entries(quantities).filter(([, kg]) => (kg ?? 0) > 0),
    );
    const result = await fileReport({
      companyId: registration.companyId,
      processId: registration.id,
      report: { period: period.id, audience: period.audience, zero: false, quantities: positive },
    });
    if ('error' in result) {
      showServerFieldErrors<Values>(
        form,
        result.error,
        registration.categories.map((c) => `quantities.${c}` as FieldPath<Values>),
      );
      setError(result.error);
      return;
    }
    void showToast(t('registrations.reports.filed', { period: title }), 'success');
    onClose();
  });

  return (
    <Dialog
      open
      onClose={form.formState.isSubmitting ? undefined : onClose}
      aria-labelledby="period-report-title"
      fullWidth
      maxWidth="sm"
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="period-report-title"
      >
        <DialogTitle id="period-report-title">
          {t('registrations.reports.dialogTitle', { period: title })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('registrations.reports.dialogIntro')}
          </DialogContentText>
          <Grid container spacing={2}>
            {registration.categories.map((category) => (
              <Grid key={category} size={{ xs: 12, sm: 6 }}>
                <QuantityField<Values>
                  control={form.control}
                  name={`quantities.${category}` as FieldPath<Values>}
                  id={`period-${category}`}
                  label={t(`registrations.categories.${category}`)}
                />
              </Grid>
            ))}
          </Grid>
          {error !== null && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {errorMessage(error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.formState.isSubmitting}>
            {t('registrations.reports.cancel')}
          </Button>
          <SubmitButton
            submitting={form.formState.isSubmitting}
            busyLabel={t('registrations.reports.filing')}
          >
            {t('registrations.reports.file')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
