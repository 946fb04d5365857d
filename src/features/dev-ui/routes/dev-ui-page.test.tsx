import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEV_STORAGE_KEY, Watermark } from '@/shared/ui/watermark';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { server } from '../../../../mocks/common/node';
import { storeSnapshot } from '../store-snapshot';

const SWITCHES = {
  forbidTokensIssuedBefore: null,
  accessTokenTtl: null,
  latencyMs: 0,
  effectiveAccessTokenTtl: 600,
};

/** The dev backend's switches, as `/__test/switches` answers them. */
function localStack() {
  const posted: unknown[] = [];
  let state: Record<string, unknown> = { ...SWITCHES };
  server.use(
    http.get('*/__test/switches', () => HttpResponse.json(state)),
    http.post('*/__test/switches', async ({ request }) => {
      const patch = (await request.json()) as Record<string, unknown>;
      posted.push(patch);
      if (patch.latencyMs === 99_999) {
        return HttpResponse.json(
          { message: 'latencyMs must be between 0 and 60000' },
          { status: 400 },
        );
      }
      state = {
        ...state,
        ...patch,
        ...(patch.forbidTokensIssuedBefore === 'now'
          ? { forbidTokensIssuedBefore: Date.now() }
          : {}),
      };
      return HttpResponse.json(state);
    }),
  );
  return posted;
}

const panel = (name: string) => screen.getByRole('region', { name });

describe('/dev-ui', () => {
  it('[DEV-1][UI-2] the watermark switch sets local storage dev and the watermark follows at once', async () => {
    localStack();
    const { user } = await renderRoute('/dev-ui', { auth: new FakeAuth(null) });
    // The layouts' watermark (watermark.test.tsx proves each layout shows it), beside the page.
    render(<Watermark />);
    const toggle = await screen.findByRole('switch', { name: 'Show the TEST watermark' });
    expect(toggle).toBeChecked();
    expect(screen.getByTestId('test-watermark')).toBeInTheDocument();
    await user.click(toggle);
    expect(localStorage.getItem(DEV_STORAGE_KEY)).toBe('true');
    expect(screen.queryByTestId('test-watermark')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(localStorage.getItem(DEV_STORAGE_KEY)).toBeNull();
    expect(screen.getByTestId('test-watermark')).toBeInTheDocument();
  });

  it('[DEV-1] with the local stack: token lifetime, latency and a forced 403 are set over HTTP', async () => {
    const posted = localStack();
    const { user } = await renderRoute('/dev-ui', { auth: new FakeAuth(null) });
    const stack = await waitFor(() => panel('Local stack switches'));
    const ttl = await within(stack).findByRole('spinbutton', {
      name: 'Access token lifetime (seconds)',
    });
    await user.type(ttl, '30');
    const latency = within(stack).getByRole('spinbutton', { name: 'API latency (ms)' });
    await user.clear(latency);
    await user.type(latency, '800');
    await user.click(within(stack).getByRole('button', { name: 'Apply' }));
    expect(await within(stack).findByText('Switches applied.')).toBeInTheDocument();
    expect(posted[0]).toEqual({ accessTokenTtl: 30, latencyMs: 800 });

    await user.click(within(stack).getByRole('button', { name: 'Refuse current tokens (403)' }));
    await waitFor(() =>
      expect(screen.getByTestId('forced-403')).toHaveTextContent(/^On: tokens issued before/),
    );
    expect(posted[1]).toEqual({ forbidTokensIssuedBefore: 'now' });
    await user.click(within(stack).getByRole('button', { name: 'Accept all tokens again' }));
    await waitFor(() => expect(screen.getByTestId('forced-403')).toHaveTextContent('Off'));
  });

  it('[DEV-1] a switch the local stack refuses is reported with its reason', async () => {
    localStack();
    const { user } = await renderRoute('/dev-ui', { auth: new FakeAuth(null) });
    const latency = await screen.findByRole('spinbutton', { name: 'API latency (ms)' });
    await user.clear(latency);
    await user.type(latency, '99999');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        'The local stack refused the switches: latencyMs must be between 0 and 60000',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['an HTML answer (a deployment’s SPA fallback)', () => HttpResponse.html('<!doctype html>')],
    ['no answer', () => HttpResponse.error()],
  ])(
    '[DEV-1][X-DEVUI-2] without the dev backend (%s) the switches are said to be absent',
    async (_case, reply) => {
      server.use(http.get('*/__test/switches', reply));
      await renderRoute('/dev-ui', { auth: new FakeAuth(null) });
      expect(
        await screen.findByText(/Not available here: these switches exist only when/),
      ).toBeInTheDocument();
    },
  );

  it('[DEV-1][STORE-2] the store snapshot shows the state but never the access token', async () => {
    localStack();
    const auth = new FakeAuth();
    await renderRoute('/dev-ui', { auth });
    const snapshot = await screen.findByTestId('store-snapshot');
    await waitFor(() => expect(snapshot.textContent).toContain('"featureFlags"'));
    expect(snapshot.textContent).toContain('"locale"');
    expect(document.body.textContent).not.toContain(auth.token!);
  });

  it('[DEV-1][STORE-2][X-DEVUI-2] token-named keys and token-shaped values are redacted in the snapshot', () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c3ItMSJ9.c2lnbmF0dXJl';
    const text = storeSnapshot({
      auth: { access_token: 'secret-1', profile: { sub: 'usr-1' } },
      somewhere: { header: 'Bearer secret-2', copy: jwt, keep: 'plain' },
    });
    expect(text).not.toMatch(/secret-1|secret-2|eyJhbGci/);
    expect(JSON.parse(text)).toEqual({
      auth: { access_token: '<redacted>', profile: { sub: 'usr-1' } },
      somewhere: { header: '<redacted>', copy: '<redacted>', keep: 'plain' },
    });
  });

  it('[DEV-1][RUM-1] monitoring status and build information are shown', async () => {
    localStack();
    await renderRoute('/dev-ui', { auth: new FakeAuth(null) });
    const monitoring = await waitFor(() => panel('Monitoring'));
    expect(monitoring).toHaveTextContent('Off (no monitor configured)');
    const build = panel('Build');
    expect(build).toHaveTextContent('Version');
    expect(build).toHaveTextContent('development');
  });

  it('[DEV-1][X-DEVUI-1] feature flag overrides are still there', async () => {
    localStack();
    const { user } = await renderRoute('/dev-ui', { auth: new FakeAuth(null) });
    const group = await screen.findByRole('group', { name: 'ame_enabled' });
    await user.click(within(group).getByRole('button', { name: 'On' }));
    expect(within(group).getByRole('button', { name: 'On' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
