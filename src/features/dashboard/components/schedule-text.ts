import { useTranslation } from 'react-i18next';
import type { Schedule } from '@/shared/contract/reference';
import { deadlineLabel } from '@/shared/i18n/reference-texts';

/** A deadline's schedule in words ("31 March", "the 15th after the quarter", ...). */
export function useScheduleText() {
  const { t, i18n } = useTranslation('reference');
  return (schedule: Schedule) => {
    if (schedule.type === 'yearly') {
      const date = new Intl.DateTimeFormat(i18n.language, {
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(Date.UTC(2000, schedule.month - 1, schedule.day));
      return t('schedule.yearly', { date });
    }
    if (schedule.type === 'afterPeriod')
      return schedule.day >= 31
        ? t(`schedule.afterPeriodLastDay_${schedule.period}`)
        : t(`schedule.afterPeriod_${schedule.period}`, { day: schedule.day });
    if (schedule.type === 'afterFiling')
      return t('schedule.afterFiling', {
        deadlines: new Intl.ListFormat(i18n.language).format(
          schedule.of.map((id) => deadlineLabel(t, id)),
        ),
      });
    return t(`schedule.daysAfterPeriod_${schedule.period}`, { days: schedule.days });
  };
}
