import { screen, within } from '@testing-library/react';
import type { PermissionView } from '@/shared/permissions/use-company-permission';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute, renderWithProviders } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';
import { featureFlags } from '../../../mocks/common/data/db';
import { ServicePermissionNotice } from './service-permissions';

const { nordlicht, kowalski } = COMPANY_IDS;
/** A member of Nordlicht: may file reports, may not order (owners and admins only). */
const member = () => new FakeAuth(USER_IDS.nordlichtMember);
const MANAGERS_ONLY = 'Only owners and admins can do this.';
const AFFILIATION = 'Your firm’s affiliation does not include this. Ask the company to extend it.';

async function notice() {
  const note = await screen.findByRole('note');
  expect(note).toHaveTextContent('Some actions are not open to you');
  return note;
}

describe('[PERM-1] service actions follow the permission table', () => {
  it('[PERM-1][LIC-1] a member sees the licences but cannot start one, and is told why; reporting stays open', async () => {
    await renderRoute(`/companies/${nordlicht}/de-licensing-process`, { auth: member() });
    const note = await notice();
    expect(note).toHaveTextContent(
      `Ordering a service, continuing or discarding its draft: ${MANAGERS_ONLY}`,
    );
    expect(note).not.toHaveTextContent('Filing reports');
    const start = screen.getByRole('button', { name: 'Start a licence' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(expect.stringContaining(MANAGERS_ONLY));
    expect(screen.queryByRole('link', { name: 'Start a licence' })).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Licences: Packaging licence Germany' });
    expect(
      within(table).getByRole('link', { name: 'Report quantities of the licence 2026' }),
    ).toHaveAttribute('href', `/companies/${nordlicht}/de-licensing-process/prc-0001#reports`);
  });

  it('[PERM-1][LIC-2] the wizard shows a member the reason instead of steps that could not be saved', async () => {
    await renderRoute(`/companies/${nordlicht}/de-licensing-process/process`, { auth: member() });
    expect(await notice()).toHaveTextContent(MANAGERS_ONLY);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /discard/i })).not.toBeInTheDocument();
  });

  it('[PERM-1][WEEE-1][BAT-1] a member gets the reason in place of the registration order form', async () => {
    await renderRoute(`/companies/${nordlicht}/battery-de`, { auth: member() });
    expect(await notice()).toHaveTextContent(MANAGERS_ONLY);
    expect(
      screen.queryByRole('form', { name: 'Registration data and order' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the order' })).not.toBeInTheDocument();
  });

  it('[PERM-1][NIE-1] an adviser whose affiliation lacks editing gets the reason in place of the application form', async () => {
    await renderRoute(`/companies/${kowalski}/nie-nif-application`, {
      auth: new FakeAuth(USER_IDS.pro),
    });
    const note = await notice();
    expect(note).toHaveTextContent(AFFILIATION);
    // The affiliation includes reports: only ordering is closed.
    expect(note).not.toHaveTextContent('Filing reports');
    expect(
      screen.queryByRole('form', { name: 'Applicant company and signatory' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enter the details' })).not.toBeInTheDocument();
  });

  it('[PERM-1][AME-1] an adviser whose affiliation lacks editing sees the company’s orders but no order form, and why', async () => {
    // The representative service is a beta users are opted into.
    featureFlags.setForUser(USER_IDS.pro, { ame_enabled: true });
    await renderRoute(`/companies/${kowalski}/authoriseme`, { auth: new FakeAuth(USER_IDS.pro) });
    expect(await notice()).toHaveTextContent(AFFILIATION);
    // Kowalski's representative in Germany, ordered in 2024: readable, its next steps too.
    expect(await screen.findByRole('link', { name: 'Next steps' })).toHaveAttribute(
      'href',
      `/companies/${kowalski}/dashboard/start-process/next/prc-0005`,
    );
    expect(
      screen.queryByRole('form', { name: 'Order an authorised representative' }),
    ).not.toBeInTheDocument();
  });

  it('[PERM-1][BAT-1] an owner sees no notice and the order form', async () => {
    const { user } = await renderRoute(`/companies/${nordlicht}/battery-de`, {
      auth: new FakeAuth(USER_IDS.owner),
    });
    await user.click(await screen.findByRole('button', { name: 'Start the order' }));
    expect(
      await screen.findByRole('form', { name: 'Registration data and order' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('[PERM-1] the notice', () => {
  const open: PermissionView = { allowed: true, hidden: false, reason: null };
  const closed = (reason: string): PermissionView => ({ allowed: false, hidden: false, reason });

  it('[PERM-1] names each closed action with its reason under one id the controls point at; nothing when all are open', async () => {
    await renderWithProviders(
      <>
        <ServicePermissionNotice noticeId="none-closed" order={open} report={open} />
        <ServicePermissionNotice
          noticeId="both-closed"
          order={closed(AFFILIATION)}
          report={closed(AFFILIATION)}
        />
      </>,
    );
    // The notice's texts come with the services namespace, which a service page loads.
    const note = (await screen.findByText(/^Filing reports/)).closest('[role="note"]');
    expect(note).toHaveAttribute('id', 'both-closed');
    expect(note).toHaveTextContent(
      `Ordering a service, continuing or discarding its draft: ${AFFILIATION}`,
    );
    expect(note).toHaveTextContent(`Filing reports: ${AFFILIATION}`);
    expect(screen.getAllByRole('note')).toHaveLength(1);
  });
});
