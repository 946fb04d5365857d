import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
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

it('[X-SIZE-2] a failed download is thrown to the error boundary (the route error screen), never an empty dialog; the next attempt downloads again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn<Promise<typeof Form>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk report-form failed'))
    .mockResolvedValueOnce(Form);
  const { Part, prefetch } = lazyPart(load);
  render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Part label="Record a report" />
      </Suspense>
    </Boundary>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk report-form failed');
  expect(screen.queryByRole('form')).not.toBeInTheDocument();

  prefetch();
  expect(load).toHaveBeenCalledTimes(2);
});
