import { act, render, screen } from '@testing-library/react';
import { showToast } from './toast';
import { Toaster } from './toaster';

let notistackLoaded = false;
jest.mock('notistack', () => {
  notistackLoaded = true;
  return jest.requireActual('notistack');
});

it('[PERF-1][UI-3] notistack loads with the first toast, not with the first render', async () => {
  render(<Toaster />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(notistackLoaded).toBe(false);

  await act(() => showToast('Saved', 'success'));
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  expect(notistackLoaded).toBe(true);
});
