import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath } from 'react-hook-form';
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
  QuantitiesStepSchema,
  type Licence,
  type ReportKind,
} from '@/shared/contract/main/licences';
import { materialsOf, type PackagingMaterial } from '@/shared/contract/main/packaging-materials';
import type { Quantities } from '@/shared/contract/main/prices';
import { QuantityField } from '@/shared/forms/quantity-field';
import { SubmitButton } from '@/shared/forms/submit-button';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { showToast } from '@/shared/ui/toast';
import { useFileLicenceReportMutation } from './api';

type Values = { quantities: Quantities };

/** Reports that state the year's totals start from the quantities licensed now. */
const TOTALS: readonly ReportKind[] = ['intraYearChange', 'yearEnd', 'supplementary'];

/** A quantity report of a licence: one quantity field per material, in the user's number format. */
export function ReportDialog({
  licence,
  kind,
  period,
  title,
  onClose,
}: {
  licence: Licence;
  kind: ReportKind;
  period: string | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('services');
  const errorMessage = useErrorMessage();
  const [fileReport] = useFileLicenceReportMutation();
  const materials = materialsOf(licence.country, licence.austria?.scope ?? null);
  const form = useContractForm(QuantitiesStepSchema, {
    quantities: Object.fromEntries(
      materials.map((m) => [m, TOTALS.includes(kind) ? (licence.quantities[m] ?? 0) : 0]),
    ),
  });
  const [error, setError] = useState<unknown>(null);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const quantities = Object.fromEntries(
      Object.entries(values.quantities).filter(([, kg]) => (kg ?? 0) > 0),
    );
    const result = await fileReport({
      companyId: licence.companyId,
      processId: licence.id,
      report: { kind, period, quantities },
    });
    if ('error' in result) {
      showServerFieldErrors<Values>(
        form,
        result.error,
        materials.map((m) => `quantities.${m}` as FieldPath<Values>),
      );
      setError(result.error);
      return;
    }
    void showToast(t('licensing.reports.filed', { report: title }), 'success');
    onClose();
  });

  return (
    <Dialog
      open
      onClose={form.formState.isSubmitting ? undefined : onClose}
      aria-labelledby="report-title"
      fullWidth
      maxWidth="md"
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="report-title">
        <DialogTitle id="report-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t(
              kind === 'deduction'
                ? 'licensing.reports.deductionIntro'
                : kind === 'period'
                  ? 'licensing.reports.periodIntro'
                  : 'licensing.reports.totalsIntro',
            )}
          </DialogContentText>
          <Grid container spacing={2}>
            {materials.map((material) => (
              <Grid key={material} size={{ xs: 12, sm: 6, md: 4 }}>
                <QuantityField<Values>
                  control={form.control}
                  name={`quantities.${material}` as FieldPath<Values>}
                  id={`report-${material}`}
                  label={t(`licensing.materials.${material as PackagingMaterial}`)}
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
            {t('licensing.reports.cancel')}
          </Button>
          <SubmitButton
            submitting={form.formState.isSubmitting}
            busyLabel={t('licensing.reports.filing')}
          >
            {t('licensing.reports.file')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
