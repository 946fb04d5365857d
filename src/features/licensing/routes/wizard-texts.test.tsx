/**
 * HOUSE-6 with TRUST-17: the wizard's route loads only its first step's texts (a text subset,
 * docs/house-6-text-subsets.md); the later steps need the whole licensing part. Here that part cannot be
 * downloaded (the texts' module answers as a failed download does offline): the first step still
 * shows every text, and a later step shows the connection problem, never its keys.
 */
import { screen, waitFor } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';

const mockOffline = { licensing: false };
jest.mock('@/shared/i18n/service-text-files', () => {
  const actual = jest.requireActual<typeof import('@/shared/i18n/service-text-files')>(
    '@/shared/i18n/service-text-files',
  );
  const { chunkLoadError } =
    jest.requireActual<typeof import('@/shared/lib/chunk-load')>('@/shared/lib/chunk-load');
  return {
    readServiceTexts: (...args: Parameters<typeof actual.readServiceTexts>) =>
      mockOffline.licensing && args[1] === 'licensing'
        ? Promise.reject(chunkLoadError('Loading the service texts licensing failed'))
        : actual.readServiceTexts(...args),
  };
});

jest.setTimeout(45_000);

const { nordlicht } = COMPANY_IDS;

it('[HOUSE-6][LIC-2][TRUST-17] the first step shows from its own texts alone; a later step whose texts cannot be downloaded shows the connection problem, never bare keys', async () => {
  mockOffline.licensing = true;
  const { user } = await renderRoute(`/companies/${nordlicht}/de-licensing-process/process`, {
    auth: new FakeAuth(USER_IDS.owner),
  });
  await screen.findByRole('heading', { level: 2, name: 'Step 1 of 4: Company and registration' });
  expect(screen.getByRole('list', { name: 'Steps of the licence' })).toHaveTextContent(
    'Review and submit',
  );
  const lucid = screen.getByRole('textbox', { name: /^LUCID registration number/ });
  expect(document.body).not.toHaveTextContent(/licensing\.\w+\./);

  // The company's number fills in as its registrations arrive (UX-3).
  await waitFor(() => expect(lucid).toHaveValue('DE3194726850143'));
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  // The step's save, then the texts' download tried twice (loadNamespaces) before it gives up.
  expect(
    await screen.findByText(/We could not reach the server/, undefined, { timeout: 10_000 }),
  ).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/licensing\.\w+\./);
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});
