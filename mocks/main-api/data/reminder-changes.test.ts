/**
 * CHG-1: the reference changes in the reminder mails and the adviser digest, over the fixtures on a
 * clock the test moves.
 */
import type { ReferenceChange } from '../../../src/shared/contract/main/changes';
import { addDays, today } from '../../../src/domain/schedule';
import { outbox } from '../../common/data/db';
import { at, followNordlichtWeee, nextWeeeReport, reminderMails } from '../testing/reminder-setup';
import { runReminders } from './reminders';

describe('changes in the mails', () => {
  const change = (
    id: string,
    country: string,
    stream: ReferenceChange['stream'],
    recorded: string,
  ) =>
    ({
      id,
      country,
      stream,
      kind: 'deadline',
      effective: addDays(recorded, 60),
      recorded,
      source: 'https://example.org/source',
      verified: false,
    }) satisfies ReferenceChange;

  it("[CHG-1] a company's reminder mail lists the changes touching its markets since the last mail, with since when, before → after and the source", () => {
    followNordlichtWeee({ leadDays: [14, 3] });
    const report = nextWeeeReport();
    const firstDay = addDays(report.dueDate, -14);
    const secondDay = addDays(report.dueDate, -3);
    const changes = [
      // Recorded before the first mail (within its 30 days): in the first only.
      change('de-batteries-battdg', 'DE', 'weee', addDays(firstDay, -2)),
      // Recorded between the two mails: in the second only.
      change('at-packaging-representative', 'EU', 'weee', addDays(firstDay, 3)),
      // Poland is not one of Nordlicht's markets: never.
      change('pt-packaging-deadline-extended', 'PL', 'weee', addDays(firstDay, 3)),
    ];
    runReminders({ at: at(firstDay), changes });
    runReminders({ at: at(secondDay), changes });
    const [first, second] = reminderMails();
    expect(first!.text).toContain('What changed in the rules of your markets since our last mail:');
    expect(first!.text).toContain('DE · Electrical equipment (WEEE) · Deadline: BattG → BattDG');
    expect(first!.text).toContain('not confirmed at source');
    expect(first!.text).toContain('Source: https://example.org/source');
    expect(first!.text).not.toContain('EU ·');
    expect(second!.text).toContain(
      'EU · Electrical equipment (WEEE) · Deadline: Optional → Required',
    );
    expect(second!.text).not.toContain('BattDG');
    expect(`${first!.text}${second!.text}`).not.toContain('PL ·');
    expect(second!.links.map((l) => l.url)).toContain('https://example.org/source');
  });

  it('[CHG-1] the adviser digest lists, per client, the changes since the last digest', () => {
    const day = today();
    const changes = [change('eu-textiles-wfd-2025-1892', 'FR', 'textiles', addDays(day, -1))];
    runReminders({ at: at(day), changes });
    const digest = outbox.all().find((m) => m.kind === 'reminderDigest')!;
    const lavande = digest.text.slice(digest.text.indexOf('Maison Lavande SAS'));
    expect(lavande).toContain('FR · Textiles · Plazo:');
    expect(digest.text.slice(0, digest.text.indexOf('Maison Lavande SAS'))).not.toContain(
      'FR · Textiles · Plazo',
    );
    runReminders({ at: at(addDays(day, 7)), changes });
    const next = outbox
      .all()
      .filter((m) => m.kind === 'reminderDigest')
      .at(-1)!;
    expect(next.text).not.toContain('FR · Textiles · Plazo');
  });
});
