import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router-dom';
import { SignInFailedError, SignInRequiredError } from '@/shared/auth/sign-in-errors';
import { initMonitoring, resetMonitoring } from '@/shared/monitoring/monitoring';
import { FakeAuth } from '@/testing/fake-auth';
import { renderWithProviders } from '@/testing/render-app';
import { ErrorBoundary } from './error-boundary';
import { UnexpectedErrorPage } from './error-pages';
import { classifyError } from './error-view';
import { RouteErrorPage } from './route-error-page';

/** Errors the monitoring service was given (a stand-in for aws-rum-web, which cannot run here). */
const mockRecordedErrors: unknown[] = [];
jest.mock('aws-rum-web', () => ({
  AwsRum: class {
    recordError(error: unknown) {
      mockRecordedErrors.push(error);
    }
    recordPageView() {}
    addSessionAttributes() {}
  },
}));

afterEach(() => {
  mockRecordedErrors.length = 0;
  resetMonitoring();
});

async function renderThrowingRoute(error: unknown, auth = new FakeAuth()) {
  let calls = 0;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteErrorPage />,
        loader: () => {
          calls += 1;
          if (calls === 1) throw error;
          return null;
        },
        element: <h1>Recovered</h1>,
      },
    ],
    { initialEntries: ['/'] },
  );
  return renderWithProviders(<RouterProvider router={router} />, { auth });
}

describe('error catalogue (spec section 8)', () => {
  it.each([
    [{ kind: 'unauthorized', status: 401 }, 'unauthorized'],
    [{ kind: 'notFound', status: 404 }, 'notFound'],
    [{ kind: 'network', status: 'TIMEOUT_ERROR' }, 'network'],
    [{ kind: 'network', status: 'FETCH_ERROR' }, 'network'],
    [{ kind: 'unexpected', status: 500 }, 'unexpected'],
    [{ kind: 'unexpected', status: 'PARSING_ERROR' }, 'unexpected'],
    [new Error('boom'), 'unexpected'],
    ['a string', 'unexpected'],
    [new SignInRequiredError(), 'signingIn'],
    [new SignInFailedError('auth:errors.noState'), 'signInProblem'],
  ])('[ERR-1][ERR-2][ERR-3][ERR-4] %j is shown as %s', (error, kind) => {
    expect(classifyError(error).kind).toBe(kind);
  });

  it('[ERR-1][AUTH-13] an unauthorized route error sends the user to sign-in, back to where they were', async () => {
    const { auth } = await renderThrowingRoute({ kind: 'unauthorized', status: 401 });
    await waitFor(() => expect(auth.signInRedirects).toEqual([{ redirectPath: '/' }]));
    expect(screen.getByText('Taking you to sign-in…')).toBeInTheDocument();
  });

  it.each([
    ['a router 401', () => data(null, { status: 401 })],
    ['an API 403 whose renewal failed', () => ({ kind: 'unauthorized', status: 403 })],
  ])(
    '[ERR-1][AUTH-13] %s: the catalogue’s sign-in reaction, back to the address with its query',
    async (_name, error) => {
      window.history.pushState(null, '', '/companies/c1/dashboard?tab=due#top');
      try {
        const { auth } = await renderThrowingRoute(error());
        await waitFor(() =>
          expect(auth.signInRedirects).toEqual([
            { redirectPath: '/companies/c1/dashboard?tab=due#top' },
          ]),
        );
      } finally {
        window.history.pushState(null, '', '/');
      }
    },
  );

  it.each([
    [{ kind: 'rejected', status: 409 }, 'Bad request', '409'],
    [{ kind: 'notAllowed', status: 405 }, 'Not allowed', '405'],
    [{ kind: 'rateLimited', status: 429 }, 'Something went wrong', '429'],
  ])('[ERR-4][ERR-6] the API error %j shows its kind’s page: %s', async (error, title, code) => {
    await renderThrowingRoute(error);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(code)).toBeInTheDocument();
  });

  it('[ERR-4] an answer that could not be read shows the unexpected-error page without a code: the fetch failure name is no status for users', async () => {
    await renderThrowingRoute({ kind: 'unexpected', status: 'PARSING_ERROR' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('PARSING_ERROR')).not.toBeInTheDocument();
  });

  it('[ERR-2] a 404 shows the not-found page: code, title, message, link to /', async () => {
    await renderThrowingRoute(
      data('Company not found', { status: 404, statusText: 'Company not found' }),
    );
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText('The page you are looking for does not exist or you have no access to it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('[ERR-3][X-NETWORK-1] a timeout shows a connection problem whose retry reloads the data', async () => {
    const { user } = await renderThrowingRoute({ kind: 'network', status: 'TIMEOUT_ERROR' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connection problem' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recovered' })).toBeInTheDocument();
  });

  it('[TRUST-17] a loader whose module could not be downloaded shows the connection problem, and the page once the browser is online again', async () => {
    const chunkLoadError = Object.assign(new Error('Loading chunk route-licence failed.'), {
      name: 'ChunkLoadError',
    });
    expect(classifyError(chunkLoadError).kind).toBe('network');
    await renderThrowingRoute(chunkLoadError);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connection problem' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/reload/i)).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recovered' })).toBeInTheDocument();
  });

  it('[ERR-4][ERR-5] anything else shows the unexpected-error page with a round reload button', async () => {
    await renderThrowingRoute({ kind: 'unexpected', status: 500 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('An unexpected error occurred. Reload the page to try again.'),
    ).toBeInTheDocument();
    const reload = screen.getByRole('button', { name: 'Reload the page' });
    expect(reload).toHaveStyle({ borderRadius: '50%' });
    expect(reload).toHaveTextContent('');
  });

  it('[ERR-5] the round reload button reloads the page', async () => {
    const reload = jest.fn();
    const { user } = await renderWithProviders(<UnexpectedErrorPage onReload={reload} />);
    await user.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    [400, 'Bad request'],
    [403, 'Access denied'],
    [404, 'Page not found'],
    [405, 'Not allowed'],
  ])('[ERR-6] router status %s has its page', async (status, title) => {
    await renderThrowingRoute(data(null, { status }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    if (status !== 404) expect(screen.getByText(String(status))).toBeInTheDocument();
  });

  it('[AUTH-18] a failed sign-in is explained with a way back, never a blank page', async () => {
    const { auth, user } = await renderThrowingRoute(
      new SignInFailedError('auth:errors.iframeTimeout'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign-in did not complete' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your session could not be renewed in the background. Please sign in again.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(auth.signInRedirects).toEqual([{ redirectPath: '/' }]);
  });
});

describe('error boundary outside the router', () => {
  function Boom({ error }: { error: unknown }): never {
    throw error;
  }

  async function renderBoundary(error: unknown, auth = new FakeAuth()) {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(
      <ErrorBoundary>
        <Boom error={error} />
      </ErrorBoundary>,
      { auth },
    );
    return auth;
  }

  it('[ERR-4] a render error shows the generic error page', async () => {
    await renderBoundary(new TypeError('x is undefined'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('[AUTH-13] an unauthorized error reaching the boundary triggers a sign-in redirect', async () => {
    const auth = await renderBoundary({ kind: 'unauthorized', status: 401 });
    await waitFor(() => expect(auth.signInRedirects).toHaveLength(1));
  });
});

describe('what the group-level error pages add', () => {
  it('[UI-2] the TEST watermark shows on an error page outside the layouts', async () => {
    await renderThrowingRoute(new Error('boom'));
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.getByTestId('test-watermark')).toHaveTextContent('TEST');
  });

  it('[UI-2] local storage dev=true hides it there too', async () => {
    localStorage.setItem('dev', 'true');
    await renderThrowingRoute(new Error('boom'));
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.queryByTestId('test-watermark')).not.toBeInTheDocument();
  });

  it.each([
    [new Error('boom')],
    [data('Company not found', { status: 404 })],
    [{ kind: 'network', status: 'TIMEOUT_ERROR' }],
  ])('[RUM-1] an error the router shows is recorded in monitoring: %j', async (error) => {
    await initMonitoring({
      applicationId: 'app',
      applicationVersion: '1',
      region: 'eu-central-1',
      identityPoolId: 'pool',
    });
    await renderThrowingRoute(error);
    await screen.findByRole('heading', { level: 1 });
    // The router hands its error page a response for `data()`; the other errors as thrown. What
    // reaches monitoring is an Error without the values it carried (TRUST-9): a response or an
    // API error by its status (and kind) only, never its body.
    await waitFor(() => expect(mockRecordedErrors).toHaveLength(1));
    expect(mockRecordedErrors[0]).toBeInstanceOf(Error);
    expect((mockRecordedErrors[0] as Error).message).toBe(
      error instanceof Error
        ? 'boom'
        : 'init' in (error as object)
          ? '404'
          : 'network TIMEOUT_ERROR',
    );
    expect(JSON.stringify(mockRecordedErrors)).not.toContain('Company not found');
  });

  it('[RUM-1] the way to sign-in is not an error: it is not recorded', async () => {
    await initMonitoring({
      applicationId: 'app',
      applicationVersion: '1',
      region: 'eu-central-1',
      identityPoolId: 'pool',
    });
    await renderThrowingRoute({ kind: 'unauthorized', status: 401 });
    await screen.findByText('Taking you to sign-in…');
    expect(mockRecordedErrors).toEqual([]);
  });
});
