/**
 * The deadlines as an iCalendar file (RFC 5545): one function for the calendar page's export and
 * the subscribable feed of the main API (FEED-1), so both hold the same events, word for word.
 * Relative imports only: the mock backend loads it with esbuild-register.
 */
import ical, { ICalAlarmType } from 'ical-generator';
import type { Deadline } from '../contract/main/obligations';
import { countryName, formatDate } from '../i18n/format';
import { deadlineLabel } from '../i18n/reference-texts';
import { icsText } from '../lib/ics';
import { obligationPage } from '../obligation-page';

const DAY_MS = 86_400_000;
/** The reminder: 7 days before the (all-day) deadline starts. */
const ALARM_SECONDS_BEFORE = 7 * 24 * 60 * 60;

/** Any `t` of i18next with the `compliance` and `reference` namespaces loaded. */
type AnyT = (key: string, options?: Record<string, unknown>) => string;

export interface DeadlineCalendarInput {
  companyId: string;
  deadlines: readonly Deadline[];
  /** i18next's `t` in the language of the texts (react-i18next's in the app, the service's own in the feed). */
  t: unknown;
  language: string;
  /** The app's origin: each event links to its obligation's page there. */
  appOrigin: string;
  /** The day the deadlines were derived on: every event's DTSTAMP, so the same data gives the same file. */
  asOf: string;
  /** The calendar's name (`X-WR-CALNAME`); the export's when absent. */
  calendarName?: string;
  /** How often a subscribed calendar should fetch again (`REFRESH-INTERVAL`, `X-PUBLISHED-TTL`). */
  refreshSeconds?: number;
}

/** An event's UID: stable across exports and feed fetches (company and deadline id), so a calendar updates instead of doubling. */
export const deadlineUid = (companyId: string, deadline: Pick<Deadline, 'id'>) =>
  `${companyId}.${deadline.id}@epr-compliance`;

/**
 * One all-day event per deadline, its UID stable (`deadlineUid`), one display alarm 7 days before;
 * summary "<country> · <stream>: <deadline>", description kind, place and date, URL the page.
 */
export function deadlineCalendar(input: DeadlineCalendarInput): string {
  const t = input.t as AnyT;
  const { language } = input;
  const where = (d: Deadline) =>
    `${countryName(d.country, language)} · ${t(`reference:streams.${d.stream}`)}`;
  const calendar = ical({
    name: input.calendarName ?? t('compliance:calendar.icsName'),
    prodId: { company: 'EPR Compliance', product: 'Deadlines', language: 'EN' },
    ...(input.refreshSeconds ? { ttl: input.refreshSeconds } : {}),
  });
  const stamp = new Date(`${input.asOf}T00:00:00Z`);
  for (const deadline of input.deadlines) {
    const start = new Date(`${deadline.dueDate}T00:00:00Z`);
    const label = deadlineLabel(t, deadline.ruleId);
    calendar.createEvent({
      id: deadlineUid(input.companyId, deadline),
      stamp,
      start,
      end: new Date(start.getTime() + DAY_MS),
      allDay: true,
      summary: `${where(deadline)}: ${label}`,
      description: t('compliance:calendar.icsDescription', {
        kind: t(`reference:deadlineKinds.${deadline.kind}`),
        where: where(deadline),
        date: formatDate(deadline.dueDate, language),
      }),
      url: new URL(
        obligationPage(input.companyId, deadline.country, deadline.stream),
        input.appOrigin,
      ).toString(),
      alarms: [
        {
          type: ICalAlarmType.display,
          trigger: ALARM_SECONDS_BEFORE,
          description: t('compliance:calendar.icsReminder', { what: label }),
        },
      ],
    });
  }
  return icsText(calendar);
}
