/**
 * TRUST-3: flag overrides and the `/dev-ui` page exist in development builds only. Webpack
 * replaces `process.env.NODE_ENV` with "production" in a production build; here it is set for the
 * test (the e2e suite checks the real production build).
 */
import { screen, waitFor } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';
import { FLAG_OVERRIDES_KEY } from './flag-overrides-slice';

const { rheinperle } = COMPANY_IDS;
const nodeEnv = process.env.NODE_ENV;

describe('[TRUST-3] flag overrides only in development builds', () => {
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    localStorage.clear();
  });

  it('[TRUST-3] a production build has no /dev-ui page', async () => {
    process.env.NODE_ENV = 'production';
    await renderRoute('/dev-ui', { auth: new FakeAuth(null) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it('[TRUST-3] a production build ignores stored overrides: a flag that is off stays off', async () => {
    process.env.NODE_ENV = 'production';
    localStorage.setItem(FLAG_OVERRIDES_KEY, JSON.stringify({ ame_enabled: true }));
    const { router } = await renderRoute(`/companies/${rheinperle}/authoriseme`, {
      auth: new FakeAuth(USER_IDS.flagsOff),
    });
    await waitFor(() => expect(locationOf(router)).toBe(`/companies/${rheinperle}/dashboard`));
    expect(screen.queryByText(/overrid/i)).not.toBeInTheDocument();
  });

  it('[TRUST-3] a development build keeps them (the developer’s tool)', async () => {
    localStorage.setItem(FLAG_OVERRIDES_KEY, JSON.stringify({ ame_enabled: true }));
    const { router } = await renderRoute(`/companies/${rheinperle}/authoriseme`, {
      auth: new FakeAuth(USER_IDS.flagsOff),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(locationOf(router)).toBe(`/companies/${rheinperle}/authoriseme`);
  });
});
