import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { isRejection } from '@/shared/api/api-error';
import { SubmitError } from '@/shared/forms/submit-error';
import { CancellationRequestSchema, type Booking } from '@/shared/contract/main/bookings';
import { FormTextField } from '@/shared/forms/form-text-field';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { showToast } from '@/shared/ui/toast';
import { useCancelBookingMutation } from './api';

/** Cancelling asks for a reason, which the adviser gets; the booking stays readable afterwards. */
export function CancelDialog({
  open,
  booking,
  onClose,
}: {
  open: boolean;
  booking: Booking;
  onClose: () => void;
}) {
  const { t } = useTranslation('bookings');
  const [cancel] = useCancelBookingMutation();
  const [serverError, setServerError] = useState<unknown>(null);
  const form = useContractForm(CancellationRequestSchema, { reason: '' });
  const { control, handleSubmit, formState } = form;

  const submit = handleSubmit(async ({ reason }) => {
    setServerError(null);
    const result = await cancel({ bookingId: booking.id, reason });
    if (result.data) {
      void showToast(t('cancelling.done'), 'success');
      onClose();
    } else {
      showServerFieldErrors(form, result.error, ['reason']);
      setServerError(result.error);
    }
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancel-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="cancel-title">{t('cancelling.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('cancelling.text', { name: booking.adviser.name })}
          </DialogContentText>
          <FormTextField
            control={control}
            name="reason"
            id="cancel-reason"
            label={t('cancelling.reason')}
            required
            multiline
            minRows={3}
            helperText={t('cancelling.reasonHelp')}
            autoFocus
          />
          <SubmitError
            error={serverError}
            describe={(error) => (isRejection(error, 'conflict') ? t('notChangeable') : undefined)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancelling.keep')}</Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={formState.isSubmitting}
            aria-busy={formState.isSubmitting}
          >
            {formState.isSubmitting ? t('cancelling.saving') : t('cancelling.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
