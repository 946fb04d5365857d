/**
 * RULE-2: the country page's copy follows the duties. A German machine builder whose crates go to
 * factories owes registration and take-back, no dual system (VerpackG §§9, 15): its status card
 * says so and no dual system, its deadlines or a scheme-contract form are shown.
 */
import { configure, screen, within } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { markets, recordRegistration } from '../../../../mocks/main-api/data/compliance';
import type { EndUse } from '@/shared/contract/main/markets';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

// Nordlicht: German, its LUCID number on record.
const { nordlicht } = COMPANY_IDS;

function packagingEndsUp(endUse: EndUse) {
  const record = markets.findById(nordlicht)!;
  markets.update(nordlicht, {
    markets: record.markets.map((m) =>
      m.country === 'DE' ? { ...m, facts: { ...m.facts, packagingEndUse: endUse } } : m,
    ),
  });
}

const open = (language: 'en' | 'de' = 'en') =>
  renderRoute(`/companies/${nordlicht}/dashboard/de/packaging`, {
    auth: new FakeAuth(USER_IDS.owner),
    language,
  });

describe('[RULE-2] copy that matches the duties', () => {
  it('[RULE-2] crates to factories: registration and take-back in the status card, no dual system anywhere on the page', async () => {
    packagingEndsUp('businesses');
    await open();
    const status = await screen.findByTestId('obligation-status');
    expect(
      within(status).getByText(
        'Register with LUCID. Take back the packaging that ends up with businesses yourself and keep proof that it is recovered; it needs no dual system.',
      ),
    ).toBeInTheDocument();
    expect(within(status).queryByText(/join a dual system/i)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'None needed: no system participation is owed for what you place on the market.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Der Grüne Punkt, Interzero, Landbell, Zentek'),
    ).not.toBeInTheDocument();
    // The deadlines the rule lists (its filed reports of earlier years stay in their table).
    expect(screen.queryByText(/Year-end report to your dual system: /)).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your scheme contract' })).not.toBeInTheDocument();
    // Its thresholds are the dual system's (the declaration of completeness): not asked.
    expect(screen.queryByText(/Your quantities of/)).not.toBeInTheDocument();
  });

  it('[RULE-2] de: the same page in German names no dual system either', async () => {
    packagingEndsUp('businesses');
    await open('de');
    const status = await screen.findByTestId('obligation-status');
    expect(
      within(status).getByText(/^Registrieren Sie sich bei LUCID\. Nehmen Sie/),
    ).toBeInTheDocument();
    expect(within(status).queryByText(/dieselben Mengen/)).not.toBeInTheDocument();
  });

  it('[RULE-2] consumer packaging: the dual system, its reports to LUCID and the scheme-contract form', async () => {
    packagingEndsUp('households');
    await open();
    const status = await screen.findByTestId('obligation-status');
    expect(
      within(status).getByText(
        /Join a dual system with the packaging that ends up in households, and report the same quantities to the system and to LUCID\./,
      ),
    ).toBeInTheDocument();
    expect(within(status).queryByText(/Take back the packaging/)).not.toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Your scheme contract' })).toBeInTheDocument();
    // Last year's and (RULE-2 facts) this year's quantities.
    expect(await screen.findAllByText(/Your quantities of/)).toHaveLength(2);
  });

  it('[RULE-2] German batteries: the producer-responsibility organisation is a duty of its own, with its date, to check where only a number is on record (BattDG)', async () => {
    const record = markets.findById(nordlicht)!;
    markets.update(nordlicht, {
      markets: record.markets.map((m) =>
        m.country === 'DE' ? { ...m, streams: [...m.streams, 'batteries'] } : m,
      ),
    });
    recordRegistration(nordlicht, { country: 'DE', stream: 'batteries', number: 'DE87654321' });
    await renderRoute(`/companies/${nordlicht}/dashboard/de/batteries`, {
      auth: new FakeAuth(USER_IDS.owner),
    });
    const status = await screen.findByTestId('obligation-status');
    expect(
      within(status).getByText('Producer-responsibility organisation (since Jan 1, 2026)'),
    ).toBeInTheDocument();
    expect(
      within(status).getByText(/we see no producer-responsibility organisation on record/),
    ).toBeInTheDocument();
    expect(
      within(status).getByText(
        /Take part in a producer-responsibility organisation for every battery category; it confirms your registration at stiftung ear\./,
      ),
    ).toBeInTheDocument();
  });
});
