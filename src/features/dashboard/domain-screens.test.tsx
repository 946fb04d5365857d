/**
 * What the domain's new facts look like on the screens: the request to confirm assumed facts
 * (DOM-2), one status per duty (DOM-3), last year's quantities and the declaration they trigger
 * (DOM-4).
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { renderApp, renderWithProviders } from '@/testing/render-app';
import { markets, quantityTotals } from '../../../mocks/data/compliance';
import { COMPANY_IDS } from '../../../mocks/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/data/fixtures/users';
import { deadlinesOf } from '../../../mocks/data/obligations';
import { addDays, today } from '@/domain/schedule';
import { MemoryRouter } from 'react-router-dom';
import { DeadlineList } from './deadline-list';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

const { rheinperle, nordlicht } = COMPANY_IDS;

describe('the domain on the screens', () => {
  it('[DOM-2] assumed facts are to be confirmed: the dashboard asks, the dialog shows them, saving confirms', async () => {
    const { user } = await renderApp(`/companies/${rheinperle}/dashboard`, {
      auth: new FakeAuth(USER_IDS.flagsOff),
    });
    const prompt = await screen.findByText('Please confirm how you sell');
    await user.click(
      within(prompt.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Check and confirm',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your markets' });
    const packaging = within(dialog).getByRole('radiogroup', {
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
    await renderApp(`/companies/${nordlicht}/dashboard/de/packaging`);
    const status = await screen.findByTestId('obligation-status');
    const duties = await within(status).findByRole('heading', { name: 'Duties' });
    const list = within(duties.parentElement!).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['System participationDone', 'RegistrationDone']);
  });

  it('[DOM-4] last year’s quantities entered on the country page decide the declaration of completeness', async () => {
    const lastYear = Number(today().slice(0, 4)) - 1;
    const { user } = await renderApp(`/companies/${nordlicht}/dashboard/de/packaging`);
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
});
