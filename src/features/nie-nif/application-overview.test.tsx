/**
 * HOUSE-6 (docs/house-6-service-start.md): the NIE/NIF page without an application first shows what the
 * application needs and its price; the details form (react-hook-form and its fields) comes with
 * "Enter the details". Details typed before a reload open the form at once (TRUST-5).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';

jest.setTimeout(45_000);

const path = `/companies/${COMPANY_IDS.nordlicht}/nie-nif-application`;
const open = () => renderRoute(path, { auth: new FakeAuth(USER_IDS.owner) });
const DETAILS = 'Applicant company and signatory';

describe('the NIE/NIF application’s overview (HOUSE-6)', () => {
  it('[HOUSE-6][NIE-1] without an application the page says what it needs, with the price; "Enter the details" opens the form, its heading focused', async () => {
    const { user } = await open();
    const start = await screen.findByRole('button', { name: 'Enter the details' });
    const needs = screen.getByRole('list', { name: 'What the application needs' });
    expect(
      within(needs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^The applicant company: /),
      expect.stringMatching(/^The signatory: /),
      expect.stringMatching(/proof of existence, the signatory’s ID and proof of authority\.$/),
    ]);
    expect(
      await within(screen.getByRole('region', { name: 'Price' })).findByTestId('quote'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: DETAILS })).not.toBeInTheDocument();

    await user.click(start);
    const form = await screen.findByRole('form', { name: DETAILS });
    expect(screen.getByRole('heading', { level: 2, name: DETAILS })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Enter the details' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Once the company and the signatory are saved, you upload the documents here.',
      ),
    ).toBeInTheDocument();
    await user.tab();
    expect(form).toContainElement(document.activeElement as HTMLElement);
  });

  it('[HOUSE-6][TRUST-5] details typed before a reload open the form at once, with what was typed', async () => {
    const first = await open();
    await first.user.click(await screen.findByRole('button', { name: 'Enter the details' }));
    const form = await screen.findByRole('form', { name: DETAILS });
    await first.user.type(
      within(form).getByRole('textbox', { name: /^Full name/ }),
      'Jana Petersen',
    );
    first.unmount();

    await open();
    const again = await screen.findByRole('form', { name: DETAILS });
    await waitFor(() =>
      expect(within(again).getByRole('textbox', { name: /^Full name/ })).toHaveValue(
        'Jana Petersen',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Enter the details' })).not.toBeInTheDocument();
  });
});
