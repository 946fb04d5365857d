import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isRejection } from '@/shared/api/api-error';
import { SubmitError } from '@/shared/forms/submit-error';
import type { Booking } from '@/shared/contract/main/bookings';
import { showToast } from '@/shared/ui/toast';
import { useGetBookingSlotsQuery, useRescheduleBookingMutation } from './api';
import { slotsByDay, timesIn } from './booking-times';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';

/** The adviser's free slots by day, in the viewer's time zone; choosing one moves the booking. */
export function ReschedulePanel({
  booking,
  timeZone,
  onClose,
}: {
  booking: Booking;
  timeZone: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const language = i18n.language;
  const slots = useGetBookingSlotsQuery(booking.id);
  const [reschedule, { isLoading }] = useRescheduleBookingMutation();
  const [day, setDay] = useState('');
  const [start, setStart] = useState('');
  const [problem, setProblem] = useState<unknown>(null);
  const days = slotsByDay(slots.data ?? [], timeZone);
  const chosenDay = days.find(([d]) => d === day) ?? days[0];
  const dayLabel = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone }).format(new Date(iso));

  const submit = async () => {
    setProblem(null);
    const result = await reschedule({ bookingId: booking.id, start });
    if (result.data) {
      const when = timesIn(result.data.start, result.data.end, timeZone, language);
      void showToast(t('rescheduling.done', { when: `${when.date}, ${when.start}` }), 'success');
      onClose();
    } else {
      setProblem(result.error);
      // TRUST-17: only a taken slot is unchosen; after any other failure the choice is kept.
      if (isRejection(result.error, 'conflict')) setStart('');
    }
  };
  const taken = isRejection(problem, 'conflict');

  return (
    <Stack component="section" spacing={2} aria-labelledby="reschedule-heading" sx={{ mt: 3 }}>
      <Typography variant="h2" id="reschedule-heading" sx={{ fontSize: '1.25rem' }}>
        {t('rescheduling.heading')}
      </Typography>
      <Typography color="text.secondary">
        {t('rescheduling.help', { name: booking.adviser.name, zone: timeZone })}
      </Typography>
      {slots.isLoading ? (
        <Skeleton variant="rounded" height={160} />
      ) : slots.isError ? (
        <QueryErrorAlert error={slots.error} onRetry={() => slots.refetch()} />
      ) : !chosenDay ? (
        <Alert severity="info">{t('rescheduling.none', { name: booking.adviser.name })}</Alert>
      ) : (
        <>
          <TextField
            select
            id="reschedule-day"
            label={t('rescheduling.day')}
            value={chosenDay[0]}
            onChange={(e) => {
              setDay(e.target.value);
              setStart('');
            }}
            sx={{ maxWidth: 360 }}
          >
            {days.map(([key, daySlots]) => (
              <MenuItem key={key} value={key}>
                {dayLabel(daySlots[0]!.start)}
              </MenuItem>
            ))}
          </TextField>
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('rescheduling.time')}</FormLabel>
            <RadioGroup row name="slot" value={start} onChange={(e) => setStart(e.target.value)}>
              {chosenDay[1].map((slot) => (
                <FormControlLabel
                  key={slot.start}
                  value={slot.start}
                  control={<Radio />}
                  label={timesIn(slot.start, slot.end, timeZone, language).start}
                  sx={{ minWidth: 110 }}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </>
      )}
      {taken ? (
        <Alert severity="warning" role="alert">
          {t('rescheduling.taken')}
        </Alert>
      ) : (
        <SubmitError error={problem} onRetry={() => void submit()} />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="contained"
          disabled={!start || isLoading}
          aria-busy={isLoading}
          onClick={() => void submit()}
        >
          {isLoading ? t('rescheduling.saving') : t('rescheduling.submit')}
        </Button>
        <Button onClick={onClose}>{t('rescheduling.close')}</Button>
      </Stack>
    </Stack>
  );
}
