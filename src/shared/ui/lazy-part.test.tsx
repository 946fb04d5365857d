import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-app';
import { lazyPart } from './lazy-part';

/** Stands for the route's error element: what React hands a render error to. */
class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

const Form = ({ label }: { label: string }) => <form aria-label={label} />;

it('[X-SIZE-2] a dialog part arrives on demand: the fallback inside its dialog, then the part; once loaded it renders at once', async () => {
  let finish: (component: typeof Form) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<typeof Form>((resolve) => {
        finish = resolve;
      }),
  );
  const { Part, prefetch } = lazyPart(load);
  prefetch();
  prefetch();
  expect(load).toHaveBeenCalledTimes(1);
  const view = render(
    <Suspense fallback={<p>loading</p>}>
      <Part label="Record a report" />
    </Suspense>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(async () => finish(Form));
  expect(await screen.findByRole('form', { name: 'Record a report' })).toBeInTheDocument();
  view.unmount();

  // A second opening: no fallback, no second download.
  render(
    <Suspense fallback={<p>loading again</p>}>
      <Part label="Record a report" />
    </Suspense>,
  );
  expect(screen.getByRole('form', { name: 'Record a report' })).toBeInTheDocument();
  expect(screen.queryByText('loading again')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('[X-SIZE-2] a part that fails for another reason than its download is thrown to the error boundary (the route error screen), never an empty dialog; the next attempt loads again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn<Promise<typeof Form>, []>()
    .mockRejectedValueOnce(new Error('x is not a function'))
    .mockResolvedValueOnce(Form);
  const { Part, prefetch } = lazyPart(load);
  render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Part label="Record a report" />
      </Suspense>
    </Boundary>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('x is not a function');
  expect(screen.queryByRole('form')).not.toBeInTheDocument();

  prefetch();
  expect(load).toHaveBeenCalledTimes(2);
});

/** What webpack rejects a chunk's `import()` with when the download fails (offline). */
const chunkLoadError = () =>
  Object.assign(new Error('Loading chunk report-form failed.'), { name: 'ChunkLoadError' });

function PageWithPart({ Part }: { Part: (props: { label: string }) => ReactNode }) {
  return (
    <Boundary>
      <label>
        Note <input defaultValue="" />
      </label>
      <Suspense fallback={<p>loading</p>}>
        <Part label="Record a report" />
      </Suspense>
    </Boundary>
  );
}

it('[TRUST-17] a part whose download fails offline shows the connection problem in its place, the page and its input stay, and the part arrives when the browser is online again', async () => {
  const load = jest
    .fn<Promise<typeof Form>, []>()
    .mockRejectedValueOnce(chunkLoadError())
    .mockResolvedValue(Form);
  const { Part } = lazyPart(load);
  const { user } = await renderWithProviders(<PageWithPart Part={Part} />);
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'typed before');

  const problem = await screen.findByRole('alert');
  expect(problem).toHaveTextContent('Connection problem');
  expect(problem).not.toHaveTextContent(/reload/i);
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('typed before');

  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByRole('form', { name: 'Record a report' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('typed before');
  expect(load).toHaveBeenCalledTimes(2);
});

it('[TRUST-17] "Try again" on a part that could not be downloaded downloads it again', async () => {
  const load = jest
    .fn<Promise<typeof Form>, []>()
    .mockRejectedValueOnce(chunkLoadError())
    .mockResolvedValue(Form);
  const { Part } = lazyPart(load);
  const { user } = await renderWithProviders(<PageWithPart Part={Part} />);
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('form', { name: 'Record a report' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('[TRUST-17] a decorating part shows what it is given instead while it cannot be downloaded', async () => {
  const load = jest.fn<Promise<typeof Form>, []>().mockRejectedValue(chunkLoadError());
  const { Part } = lazyPart(load, { whileUnavailable: () => <span>the bell alone</span> });
  await renderWithProviders(<PageWithPart Part={Part} />);
  expect(await screen.findByText('the bell alone')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
