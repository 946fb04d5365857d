import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-app';
import { SubmitError } from './submit-error';

it.each([
  [
    { kind: 'network', status: 'FETCH_ERROR' },
    'We could not reach the server. Check your connection.',
  ],
  [{ kind: 'network', status: 'TIMEOUT_ERROR' }, 'The server did not answer in time.'],
  [{ kind: 'unexpected', status: 503 }, 'The server could not complete the request.'],
  [{ kind: 'unexpected', status: 'PARSING_ERROR' }, 'The server’s answer could not be read.'],
  [{ kind: 'unexpected', status: 200 }, 'The server’s answer could not be read.'],
  [new Error('boom'), 'An unexpected error occurred.'],
])(
  '[TRUST-17] %j: says what happened, that the entries are kept, and "Try again" sends the form again',
  async (error, text) => {
    const submitted = jest.fn((event: Event) => event.preventDefault());
    const { user } = await renderWithProviders(
      <form aria-label="Details" onSubmit={(event) => submitted(event.nativeEvent)}>
        <SubmitError error={error} />
      </form>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${text} Your entries are kept. Try again.`,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  },
);

it('[TRUST-17] outside a form, "Try again" calls the retry it is given', async () => {
  const retry = jest.fn();
  const { user } = await renderWithProviders(
    <SubmitError error={{ kind: 'unexpected', status: 500 }} onRetry={retry} />,
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalledTimes(1);
});

it.each([
  [
    { kind: 'rejected', status: 409, reason: 'alreadyInvited' },
    'An invitation to this address is already pending.',
  ],
  [{ kind: 'forbidden', status: 403 }, 'You are not allowed to do this.'],
  [{ kind: 'rateLimited', status: 429 }, 'Too many requests. Please try again later.'],
])(
  '[TRUST-17] %j is an answer about the request: its message, no retry of the same request',
  async (error, text) => {
    await renderWithProviders(<SubmitError error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent(/reload|entries are kept/i);
  },
);

it('[HOUSE-4] a screen says an answer about the request in its own words (`describe`); a passing failure is said as everywhere', async () => {
  const { rerender } = await renderWithProviders(
    <SubmitError
      error={{ kind: 'rejected', status: 409 }}
      describe={() => 'No longer changeable.'}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('No longer changeable.');
  // `describe` answering nothing: the catalogue's message.
  rerender(<SubmitError error={{ kind: 'rejected', status: 409 }} describe={() => undefined} />);
  expect(screen.getByRole('alert')).toHaveTextContent('The server did not accept the data.');
  // A failure that repeating may mend keeps its one wording and its "Try again".
  rerender(
    <SubmitError
      error={{ kind: 'network', status: 'FETCH_ERROR' }}
      describe={() => 'No longer changeable.'}
      onRetry={() => undefined}
    />,
  );
  expect(screen.getByRole('alert')).not.toHaveTextContent('No longer changeable.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
