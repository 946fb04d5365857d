/**
 * A report filed through a service process (a licence's planned or year-end quantities, an
 * Austrian licence period, a WEEE or battery period) also fulfils the workspace's deadline of the
 * same country, stream and due date: one filing, and the obligation changes on every screen.
 */
import type { Stream } from '../../../src/shared/contract/reference';
import { reports } from './compliance';
import { newId } from '../../common/data/db';
import { deadlinesOf } from './obligations';
import { ruleFor } from '../../../src/shared/contract/reference';
import { referenceFixture } from './fixtures/reference';

/** A report's total, rounded to the gram as quantities are. */
export const totalKg = (quantities: Record<string, number | undefined>): number =>
  Math.round(Object.values(quantities).reduce<number>((sum, kg) => sum + (kg ?? 0), 0) * 1000) /
  1000;

export function fulfilDeadline(
  companyId: string,
  filing: {
    country: string;
    stream: Stream;
    dueDate: string | null;
    quantityKg: number | null;
    reference: string | null;
  },
): void {
  const { country, stream, dueDate } = filing;
  if (!dueDate) return;
  const open = deadlinesOf(companyId, dueDate, dueDate).filter(
    (d) =>
      d.country === country &&
      d.stream === stream &&
      d.dueDate === dueDate &&
      d.fileable &&
      !d.reportId,
  );
  // One filing of an Austrian licence covers household and commercial packaging alike: where the
  // first open deadline belongs to a segment, so do the other segment's reports of that day.
  const segments = ruleFor(referenceFixture, country, stream)?.deadlines ?? [];
  const segmentOf = (ruleId: string) => segments.find((r) => r.id === ruleId)?.segment;
  const [first] = open;
  const covered = open.filter(
    (d) =>
      d === first || (segmentOf(first!.ruleId) && segmentOf(d.ruleId) && d.kind === first!.kind),
  );
  for (const deadline of covered)
    reports.insert({
      id: newId('rep'),
      companyId,
      country,
      stream,
      deadlineId: deadline.id,
      ruleId: deadline.ruleId,
      dueDate,
      quantityKg: filing.quantityKg,
      reference: filing.reference,
      filedAt: new Date().toISOString(),
      documentId: null,
    });
}
