import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { FieldPath } from 'react-hook-form';
import * as v from 'valibot';
import type { Deadline } from '@/shared/contract/main/obligations';
import { ReportInputSchema } from '@/shared/contract/main/reports';
import { FormSelectField } from './form-select-field';
import { FormTextField } from '@/shared/forms/form-text-field';
import { SubmitError } from '@/shared/forms/submit-error';
import { SubmitButton } from '@/shared/forms/submit-button';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { formatDate } from '@/shared/i18n/format';
import { deadlineLabel } from '@/shared/i18n/reference-texts';
import { showToast } from '@/shared/ui/toast';
import { useFileReportMutation } from '../api/dashboard-api';

/** The dialog asks for the deadline and a reference; quantities go through the services' forms. */
const DialogSchema = v.object({
  deadlineId: ReportInputSchema.entries.deadlineId,
  reference: ReportInputSchema.entries.reference,
});
type DialogInput = v.InferInput<typeof DialogSchema>;
const FIELD_ORDER: readonly FieldPath<DialogInput>[] = ['deadlineId', 'reference'];

/** The report dialog's form, title and actions (a chunk of its own: `ReportDialog`). */
export function ReportForm({
  companyId,
  deadlines,
  preselected,
  onClose,
}: {
  companyId: string;
  /** The open deadlines a report can fulfil, overdue first. */
  deadlines: readonly Deadline[];
  preselected: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['compliance', 'reference']);
  const [fileReport] = useFileReportMutation();
  const [serverError, setServerError] = useState<unknown>(null);
  const form = useContractForm(DialogSchema, {
    deadlineId: preselected ?? deadlines[0]?.id ?? '',
    reference: '',
  });
  const { control, handleSubmit, formState } = form;

  const submit = handleSubmit(async (input) => {
    setServerError(null);
    const result = await fileReport({ companyId, input });
    if ('error' in result) {
      showServerFieldErrors(form, result.error, FIELD_ORDER);
      setServerError(result.error);
      return;
    }
    void showToast(t('compliance:reports.filed'), 'success');
    onClose();
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DialogTitle id="report-title">{t('compliance:reports.dialogTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <FormSelectField
            control={control}
            name="deadlineId"
            id="report-deadline"
            label={t('compliance:reports.deadline')}
            required
          >
            {deadlines.map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {formatDate(d.dueDate, i18n.language)} · {deadlineLabel(t, d.ruleId)}
              </MenuItem>
            ))}
          </FormSelectField>
          <FormTextField
            control={control}
            name="reference"
            id="report-reference"
            label={t('compliance:reports.reference')}
            helperText={t('compliance:reports.referenceHelp')}
          />
          <SubmitError error={serverError} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('compliance:markets.cancel')}</Button>
        <SubmitButton
          submitting={formState.isSubmitting}
          busyLabel={t('compliance:reports.filing')}
        >
          {t('compliance:reports.file')}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}

/** The report dialog around its form: the chunk `ReportDialog` (./report-dialog.tsx) loads. */
export function ReportFormDialog({
  open,
  ...props
}: ComponentProps<typeof ReportForm> & { open: boolean }) {
  return (
    <Dialog
      open={open}
      onClose={props.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="report-title"
    >
      <ReportForm {...props} />
    </Dialog>
  );
}
