/** What the reminder tests share: the owner following Nordlicht's WEEE, its next report, the mails. */
import type { Deadline } from '../../../src/shared/contract/main/obligations';
import { addDays, daysBetween, today } from '../../../src/domain/schedule';
import { outbox, users, type SentMail } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { deadlinesOf } from '../data/obligations';
import { type preferencesOf, savePreferences } from '../data/reminder-preferences';

const { nordlicht } = COMPANY_IDS;

export const owner = () => users.findById(USER_IDS.owner)!;
/** A morning of `day` (the scheduler's run). */
export const at = (day: string) => new Date(`${day}T07:00:00Z`);
export const reminderMails = (to = 'owner@example.com'): SentMail[] =>
  outbox.all().filter((m) => m.kind === 'reminder' && m.to === to);

/** Nordlicht's next German WEEE monthly report more than `minDays` ahead. */
export function nextWeeeReport(minDays = 20): Deadline {
  const day = today();
  const found = deadlinesOf(nordlicht, day, addDays(day, 80), day).find(
    (d) => d.ruleId === 'de-weee-b2c-monthly-report' && daysBetween(day, d.dueDate) > minDays,
  );
  if (!found) throw new Error('Nordlicht has no German WEEE report ahead');
  return found;
}

/** The owner follows Nordlicht's WEEE only, with the default lead times. */
export function followNordlichtWeee(patch: Partial<ReturnType<typeof preferencesOf>> = {}) {
  expect(
    savePreferences(owner(), {
      leadDays: [14, 3],
      overdue: true,
      follows: [{ companyId: nordlicht, streams: ['weee'] }],
      digest: false,
      emails: true,
      ...patch,
    }),
  ).toEqual([]);
}
