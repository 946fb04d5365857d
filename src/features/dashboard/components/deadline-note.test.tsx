import { screen } from '@testing-library/react';
import type { Deadline } from '@/shared/contract/main/obligations';
import { renderWithProviders } from '@/testing/render-app';
import { DeadlineNote } from './deadline-note';

const yearEnd: Deadline = {
  id: 'de-packaging-year-end-report:2027-05-15',
  ruleId: 'de-packaging-year-end-report',
  kind: 'report',
  country: 'DE',
  stream: 'packaging',
  dueDate: '2027-05-15',
  periodStart: null,
  periodEnd: null,
  status: 'open',
  fileable: true,
  reportId: null,
  schemeContract: { scheme: null, dateRecorded: false },
} as Deadline;

describe('a deadline whose date is the scheme contract’s (UX-15)', () => {
  it('[UX-15] on the country page, which holds the contract form, the note points to that form on this page', async () => {
    await renderWithProviders(<DeadlineNote deadline={yearEnd} onCountryPage />);
    expect(
      await screen.findByText(
        'Usual date in scheme contracts, not set by law: record your contract’s date under “Your scheme contract” on this page.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/on the country page/)).toBeNull();
  });

  it('[UX-15] elsewhere (dashboard, calendar) it sends the user to the country page', async () => {
    await renderWithProviders(<DeadlineNote deadline={yearEnd} />);
    expect(
      await screen.findByText(/record your contract’s date on the country page\.$/),
    ).toBeInTheDocument();
  });
});
