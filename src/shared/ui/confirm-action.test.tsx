import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-app';
import { ConfirmAction } from './confirm-action';

it('[REM-1][NEWS-1] opening an e-mail’s link changes nothing; one press does, and the button is busy meanwhile', async () => {
  const onConfirm = jest.fn();
  const { user, rerender } = await renderWithProviders(
    <ConfirmAction
      text="No more reminders."
      busy={false}
      label="Unsubscribe"
      onConfirm={onConfirm}
    />,
  );
  expect(onConfirm).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  rerender(
    <ConfirmAction
      text="No more reminders."
      busy
      label="Unsubscribe"
      busyLabel="Unsubscribing…"
      onConfirm={onConfirm}
    />,
  );
  expect(screen.getByRole('button', { name: 'Unsubscribing…' })).toBeDisabled();
});

it('[REM-1][NEWS-1] a failed press says what went wrong and can be pressed again', async () => {
  const onConfirm = jest.fn();
  const { user } = await renderWithProviders(
    <ConfirmAction
      question="Unsubscribe from the newsletter?"
      text="You will get no more issues."
      error={{ kind: 'network', status: 'FETCH_ERROR' }}
      busy={false}
      label="Unsubscribe"
      onConfirm={onConfirm}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Unsubscribe from the newsletter?' })).toBeVisible();
  expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server.');
  await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
});
