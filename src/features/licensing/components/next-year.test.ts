import type { Licence } from '@/shared/contract/main/licences';
import { nextYearToStart } from './next-year';

const licence = (year: number, status: Licence['status']) => ({ year, status }) as Licence;

describe('the prompt for next year’s licence (UX-15)', () => {
  it('[UX-15] before 1 October nothing is prompted; from 1 October next year is', () => {
    expect(nextYearToStart('2026-09-30', [licence(2026, 'active')])).toBeNull();
    expect(nextYearToStart('2026-10-01', [licence(2026, 'active')])).toBe(2027);
    expect(nextYearToStart('2026-12-31', [])).toBe(2027);
  });

  it('[UX-15] a licence for next year ends the prompt, unless it was discarded', () => {
    expect(nextYearToStart('2026-11-28', [licence(2027, 'draft')])).toBeNull();
    expect(nextYearToStart('2026-11-28', [licence(2027, 'submitted')])).toBeNull();
    expect(nextYearToStart('2026-11-28', [licence(2027, 'cancelled')])).toBe(2027);
  });
});
