import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createI18nInstance } from '@/shared/i18n/i18n';
import { RouteErrorPage } from '@/shared/ui/route-error-page';
import { renderWithProviders } from '@/testing/render-app';
import { routeKit, type RouteModule } from './route-kit';

/** What webpack rejects a chunk's `import()` with when the download fails (offline). */
const chunkLoadError = () =>
  Object.assign(new Error('Loading chunk route-documents failed.'), { name: 'ChunkLoadError' });

const Documents = () => <h1>Documents</h1>;

async function renderWithPage(importer: () => Promise<RouteModule>) {
  // The route kit's `lazy` reads only the texts instance (no namespaces asked for here).
  const kit = routeKit({ i18n: createI18nInstance(), store: null as never, auth: null as never });
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home</h1> },
      { path: '/documents', lazy: kit.lazy(importer), errorElement: <RouteErrorPage /> },
    ],
    { initialEntries: ['/'] },
  );
  const view = await renderWithProviders(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Home' });
  await act(() => router.navigate('/documents'));
  return { ...view, router };
}

it('[TRUST-17] a page whose chunk fails to download shows the connection screen, and the page itself once the browser is online again, without a reload', async () => {
  const importer = jest
    .fn<Promise<RouteModule>, []>()
    .mockRejectedValueOnce(chunkLoadError())
    .mockResolvedValue({ Component: Documents });
  const { router } = await renderWithPage(importer);

  expect(await screen.findByRole('heading', { name: 'Connection problem' })).toBeInTheDocument();
  expect(screen.queryByText(/reload/i)).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/documents');
  expect(importer).toHaveBeenCalledTimes(1);

  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByRole('heading', { name: 'Documents' })).toBeInTheDocument();
  expect(importer).toHaveBeenCalledTimes(2);
  expect(router.state.location.pathname).toBe('/documents');

  // Back and forth again: the page shows at once, nothing downloaded again.
  await act(() => router.navigate('/'));
  await act(() => router.navigate('/documents'));
  expect(screen.getByRole('heading', { name: 'Documents' })).toBeInTheDocument();
  expect(importer).toHaveBeenCalledTimes(2);
});

it('[TRUST-17] "Try again" downloads the page again; still offline, the connection screen stays', async () => {
  const importer = jest
    .fn<Promise<RouteModule>, []>()
    .mockRejectedValueOnce(chunkLoadError())
    .mockRejectedValueOnce(chunkLoadError())
    .mockResolvedValue({ Component: Documents });
  const { user } = await renderWithPage(importer);

  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Connection problem' })).toBeInTheDocument();
  expect(importer).toHaveBeenCalledTimes(2);

  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Documents' })).toBeInTheDocument();
  expect(importer).toHaveBeenCalledTimes(3);
});

it('[TRUST-17] a page module that fails for another reason than its download is the route error screen, as before', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const importer = jest
    .fn<Promise<RouteModule>, []>()
    .mockRejectedValue(new TypeError('x is not a function'));
  await renderWithPage(importer);
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Connection problem' })).not.toBeInTheDocument();
});
