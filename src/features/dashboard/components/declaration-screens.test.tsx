/**
 * RULE-3: the declaration of completeness on the dashboard's to-do and the country page's status
 * card, as the licence page states it, from the same totals (Nordlicht's licence of this year holds
 * 64,100.75 kg of paper; no totals of last year). The whole app over the mock backend, none mocked.
 */
import { configure, screen, within } from '@testing-library/react';
import { formatDate } from '@/shared/i18n/format';
import { companyPaths } from '@/shared/paths';
import { renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { quantityTotals } from '../../../../mocks/main-api/data/compliance';

// Whole routes with their reference texts: slow on a busy 2-core machine.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 20_000 });

const { nordlicht } = COMPANY_IDS;
const paths = companyPaths(nordlicht);
const YEAR = new Date().getUTCFullYear();
const DUE = formatDate(`${YEAR + 1}-05-15`, 'en');
const TITLE = `Declaration of completeness for ${YEAR} required`;

/** The to-do row of German packaging. */
const germanRow = async () => {
  const todo = await screen.findByTestId('todo');
  const title = await within(todo).findByText('Germany · Packaging');
  return title.closest('li') as HTMLElement;
};

describe('[RULE-3] the declaration of completeness on the dashboard and the country page', () => {
  it('[RULE-3] the dashboard’s to-do names this year’s declaration, its date and threshold, however far away, with where to file it and where to record it', async () => {
    await renderRoute(paths.dashboard);
    const row = await germanRow();
    const note = within(row).getByTestId('declaration');
    expect(note).toHaveTextContent(TITLE);
    expect(note).toHaveTextContent(`is due by ${DUE}`);
    expect(note).toHaveTextContent(
      'Paper, paperboard and cardboard: 64,100.75 kg (threshold 50,000 kg)',
    );
    // The register's name and address come with the reference data, checked in slices (HOUSE-6).
    expect(
      await within(row).findByRole('link', {
        name: 'Where to file it: LUCID: Germany · Packaging (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://www.verpackungsregister.org/');
    expect(
      within(row).getByRole('link', { name: 'Filed it? Record it: Germany · Packaging' }),
    ).toHaveAttribute('href', `${paths.country('de', 'packaging')}#reports`);
  });

  it('[RULE-3] the country page’s status card names the same declaration as the licence page, and does not ask for last year’s quantities', async () => {
    const { unmount } = await renderRoute(paths.country('de', 'packaging'));
    const card = await screen.findByTestId('obligation-status');
    const note = await within(card).findByTestId('declaration');
    expect(note).toHaveTextContent(TITLE);
    expect(note).toHaveTextContent(`is due by ${DUE}`);
    expect(card).not.toHaveTextContent(/Enter last year.s quantities/);
    expect(within(card).queryByText('Nothing to do at the moment.')).toBeNull();
    unmount();

    await renderRoute(paths.licence('de', 'prc-0001'));
    const alert = (await screen.findByText(TITLE)).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(`is due by ${DUE}`);
  });

  it('[RULE-3] below every threshold (20,000 kg of paper entered for this year) neither the to-do nor the status card names a declaration', async () => {
    quantityTotals.insert({
      id: `${nordlicht}/DE/packaging/${YEAR}`,
      companyId: nordlicht,
      country: 'DE',
      stream: 'packaging',
      year: YEAR,
      kg: { paper: 20_000 },
      updatedAt: new Date().toISOString(),
    });
    const { unmount } = await renderRoute(paths.dashboard);
    await screen.findByTestId('status-counts');
    expect(screen.queryByTestId('declaration')).toBeNull();
    unmount();
    await renderRoute(paths.country('de', 'packaging'));
    const card = await screen.findByTestId('obligation-status');
    expect(within(card).queryByTestId('declaration')).toBeNull();
    expect(card).not.toHaveTextContent('Declaration of completeness');
  });
});
