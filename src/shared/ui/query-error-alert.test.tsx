import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-app';
import { QueryErrorAlert } from './query-error-alert';

it('[UX-2] a failed load says what went wrong in the user’s language and tries again on request', async () => {
  const onRetry = jest.fn();
  const { user } = await renderWithProviders(
    <QueryErrorAlert error={{ kind: 'network', status: 'FETCH_ERROR' }} onRetry={onRetry} />,
    { language: 'de' },
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Server');
  expect(alert).not.toHaveTextContent('errors.');
  await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('[UX-2] an unexpected failure is said in the app’s words, never the server’s text', async () => {
  await renderWithProviders(
    <QueryErrorAlert
      error={{ kind: 'unexpected', status: 500, message: 'stack trace at line 12' }}
      onRetry={() => undefined}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
  expect(screen.getByRole('alert')).not.toHaveTextContent('stack trace');
});

it('[UX-2] the page’s own words replace the catalogue’s message, the retry stays', async () => {
  const onRetry = jest.fn();
  const { user } = await renderWithProviders(
    <QueryErrorAlert severity="warning" onRetry={onRetry}>
      The prices could not be loaded.
    </QueryErrorAlert>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('The prices could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
