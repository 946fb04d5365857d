import ical, { ICalAlarmType } from 'ical-generator';
import { icsText } from '@/shared/lib/ics';
import type { Deadline } from '@/shared/contract/main/obligations';

const DAY_MS = 86_400_000;
/** The reminder: 7 days before the (all-day) deadline starts. */
const ALARM_SECONDS_BEFORE = 7 * 24 * 60 * 60;

export interface IcsTexts {
  calendarName: string;
  summary: (deadline: Deadline) => string;
  description: (deadline: Deadline) => string;
  /** The deadline's page in the app (absolute). */
  url: (deadline: Deadline) => string;
  reminder: (deadline: Deadline) => string;
}

/**
 * The deadlines as an iCalendar file (RFC 5545): one all-day event each, its UID stable across
 * exports (company and deadline id), so a calendar that imports it again updates instead of
 * doubling; one display alarm 7 days before.
 */
export function deadlinesToIcs(
  companyId: string,
  deadlines: readonly Deadline[],
  texts: IcsTexts,
): string {
  const calendar = ical({
    name: texts.calendarName,
    prodId: { company: 'EPR Compliance', product: 'Deadlines', language: 'EN' },
  });
  for (const deadline of deadlines) {
    const start = new Date(`${deadline.dueDate}T00:00:00Z`);
    calendar.createEvent({
      id: `${companyId}.${deadline.id}@epr-compliance`,
      start,
      end: new Date(start.getTime() + DAY_MS),
      allDay: true,
      summary: texts.summary(deadline),
      description: texts.description(deadline),
      url: texts.url(deadline),
      alarms: [
        {
          type: ICalAlarmType.display,
          trigger: ALARM_SECONDS_BEFORE,
          description: texts.reminder(deadline),
        },
      ],
    });
  }
  return icsText(calendar);
}
