/**
 * What the domain's new facts look like on the screens: the request to confirm assumed facts
 * (DOM-2), one status per duty (DOM-3), last year's quantities and the declaration they trigger
 * (DOM-4).
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute, renderWithProviders } from '@/testing/render-app';
import {
  markets,
  quantityTotals,
  schemeContracts,
} from '../../../../mocks/main-api/data/compliance';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { deadlinesOf } from '../../../../mocks/main-api/data/obligations';
import { addDays, today } from '@/domain/schedule';
import { MemoryRouter } from 'react-router-dom';
import { DeadlineList } from '../components/deadline-list';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { rheinperle, nordlicht } = COMPANY_IDS;

describe('the domain on the screens', () => {
  it('[DOM-2] assumed facts are to be confirmed: the dashboard asks, the dialog shows them, saving confirms', async () => {
    const { user } = await renderRoute(`/companies/${rheinperle}/dashboard`, {
      auth: new FakeAuth(USER_IDS.flagsOff),
    });
    const prompt = await screen.findByText('Please confirm how you sell');
    await user.click(
      within(prompt.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Check and confirm',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your markets' });
    // The dialog's form is a chunk of its own: it arrives after the dialog opens.
    const packaging = await within(dialog).findByRole('radiogroup', {
      name: 'Your packaging typically ends up…',
    });
    expect(
      within(packaging).getByRole('radio', {
        name: 'with private households or comparable places',
      }),
    ).toBeChecked();
    await user.click(
      within(packaging).getByRole('radio', {
        name: 'with businesses only (factories, trade, agriculture)',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save markets' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByText('Please confirm how you sell')).not.toBeInTheDocument(),
    );
    expect(markets.findById(rheinperle)!.markets.every((m) => m.confirmed)).toBe(true);
    expect(markets.findById(rheinperle)!.markets[0]!.facts.packagingEndUse).toBe('businesses');
  });

  it('[DOM-3] German packaging shows its duties apart: system participation done, registration done', async () => {
    await renderRoute(`/companies/${nordlicht}/dashboard/de/packaging`);
    const status = await screen.findByTestId('obligation-status');
    const duties = await within(status).findByRole('heading', { name: 'Duties' });
    const list = within(duties.parentElement!).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
      // RULE-1: each duty also names the provision it rests on (VerpackDG § 7(1), § 6(1)).
    ).toEqual([
      expect.stringMatching(/^System participationDoneVerpackDG § 7\(1\)/),
      expect.stringMatching(/^RegistrationDoneVerpackDG § 6\(1\)/),
    ]);
  });

  it('[DOM-4] last year’s quantities entered on the country page decide the declaration of completeness', async () => {
    const lastYear = Number(today().slice(0, 4)) - 1;
    const { user } = await renderRoute(`/companies/${nordlicht}/dashboard/de/packaging`);
    const form = await screen.findByRole('form', { name: `Your quantities of ${lastYear}` });
    await user.clear(within(form).getByRole('textbox', { name: 'Glass' }));
    await user.type(within(form).getByRole('textbox', { name: 'Glass' }), '95000');
    await user.type(within(form).getByRole('textbox', { name: 'Plastics' }), '-1');
    await user.click(within(form).getByRole('button', { name: 'Save quantities' }));
    expect(within(form).getByText('Enter a quantity in kg (0 or more).')).toBeInTheDocument();
    expect(quantityTotals.all()).toEqual([]);
    await user.clear(within(form).getByRole('textbox', { name: 'Plastics' }));
    await user.click(within(form).getByRole('button', { name: 'Save quantities' }));
    expect(await screen.findByText('Quantities saved.')).toBeInTheDocument();
    expect(quantityTotals.all()[0]).toMatchObject({ year: lastYear, kg: { glass: 95_000 } });
    const declaration = deadlinesOf(nordlicht, addDays(today(), -365), addDays(today(), 365)).find(
      (d) => d.ruleId === 'de-packaging-declaration-of-completeness',
    );
    expect(declaration?.threshold).toEqual({ id: 'glass', kg: 95_000, minKg: 80_000 });
  });

  it('[DOM-4] a deadline due because of a threshold says which one was reached', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <DeadlineList
          companyId={nordlicht}
          deadlines={[
            {
              id: 'de-packaging-declaration-of-completeness:2027-05-15',
              ruleId: 'de-packaging-declaration-of-completeness',
              kind: 'declaration',
              country: 'DE',
              stream: 'packaging',
              dueDate: '2027-05-15',
              periodStart: null,
              periodEnd: null,
              status: 'open',
              fileable: true,
              reportId: null,
              threshold: { id: 'paper', kg: 61_000, minKg: 50_000 },
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText(
        'Due because last year’s paper, paperboard and cardboard reached 61,000 kg (threshold 50,000 kg).',
      ),
    ).toBeInTheDocument();
  });

  it('[DOM-5] a contract without its dual system is refused on the spot, with the focus on that field', async () => {
    const { user } = await renderRoute(`/companies/${nordlicht}/dashboard/de/packaging`);
    const form = await screen.findByRole('form', { name: 'Your scheme contract' });
    const scheme = within(form).getByRole('combobox', { name: /Dual system/ });
    expect(scheme).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Save contract dates' }));
    expect(scheme).toHaveFocus();
    expect(scheme).toHaveAttribute('aria-invalid', 'true');
    expect(schemeContracts.all()).toEqual([]);
  });

  it('[DOM-5] the contract’s dates are recorded on the country page; deadlines then say whose date they are', async () => {
    const { user } = await renderRoute(`/companies/${nordlicht}/dashboard/de/packaging`);
    const form = await screen.findByRole('form', { name: 'Your scheme contract' });
    // Nothing sent yet, nothing failed: no error under either form of the page.
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    for (const totals of screen.getAllByRole('form', { name: /^Your quantities of/ }))
      expect(within(totals).queryByRole('alert')).not.toBeInTheDocument();
    const yearEnd = within(form).getByRole('group', {
      name: 'Year-end report to your dual system',
    });
    // A month without a day is refused on the spot, and nothing is sent.
    await user.click(within(yearEnd).getByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'June' }));
    await user.type(within(form).getByRole('combobox', { name: /Dual system/ }), 'Interzero');
    await user.type(
      within(form).getByRole('textbox', { name: /Membership or contract number/ }),
      'IZ-4711',
    );
    await user.click(within(form).getByRole('button', { name: 'Save contract dates' }));
    expect(
      within(yearEnd).getByText('Give both month and day, or neither for the usual date.'),
    ).toBeInTheDocument();
    expect(schemeContracts.all()).toEqual([]);
    await user.type(within(yearEnd).getByRole('textbox', { name: 'Day' }), '1');
    await user.click(within(form).getByRole('button', { name: 'Save contract dates' }));
    expect(
      await screen.findByText('Contract dates saved. Your deadlines follow them.'),
    ).toBeInTheDocument();
    expect(schemeContracts.all()[0]).toMatchObject({
      scheme: 'Interzero',
      membershipNumber: 'IZ-4711',
      dates: { 'de-packaging-year-end-report': { month: 6, day: 1 } },
    });
    const moved = deadlinesOf(nordlicht, addDays(today(), -365), addDays(today(), 365)).filter(
      (d) => d.ruleId === 'de-packaging-year-end-report',
    );
    expect(moved.every((d) => d.dueDate.endsWith('-06-01'))).toBe(true);
  });

  it('[DOM-5] a deadline names the contract its date comes from, and what a LUCID data report follows', async () => {
    const base = {
      kind: 'report' as const,
      country: 'DE',
      stream: 'packaging' as const,
      periodStart: null,
      periodEnd: null,
      status: 'open' as const,
      fileable: true,
      reportId: null,
    };
    await renderWithProviders(
      <MemoryRouter>
        <DeadlineList
          companyId={nordlicht}
          deadlines={[
            {
              ...base,
              id: 'de-packaging-year-end-report:2027-06-01',
              ruleId: 'de-packaging-year-end-report',
              dueDate: '2027-06-01',
              schemeContract: { scheme: 'Interzero', dateRecorded: true },
            },
            {
              ...base,
              id: 'de-packaging-planned-quantities:2026-12-31',
              ruleId: 'de-packaging-planned-quantities',
              kind: 'planning',
              dueDate: '2026-12-31',
              schemeContract: { scheme: null, dateRecorded: false },
            },
            {
              ...base,
              id: 'de-packaging-lucid-data-report:2026-11-25',
              ruleId: 'de-packaging-lucid-data-report',
              dueDate: '2026-11-25',
              mirrors: ['de-packaging-year-end-report'],
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(
      await screen.findByText('Date from your contract with Interzero, not set by law.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Usual date in scheme contracts, not set by law: record your contract’s date on the country page.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Report the same data to LUCID at once (VerpackDG § 9), after: Year-end report to your dual system.',
      ),
    ).toBeInTheDocument();
  });
});
