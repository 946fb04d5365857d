import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { boot, loadingScreen } from './phases';
import { startWith, type Phase } from './pipeline';
import type { Shell } from './phases';

let root: HTMLElement;
beforeEach(() => {
  root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  root.remove();
  document.getElementById('boot-error')?.remove();
  window.localStorage.clear();
  jest.restoreAllMocks();
});

/** A phase named like the real one, failing as a download of its modules would. */
const failing = (name: string): Phase<Shell, never> => ({
  name,
  does: 'fails as a chunk that cannot be downloaded would',
  waitsFor: 'nothing',
  after: 'task',
  run: () => Promise.reject(new Error('Loading chunk 42 failed')),
});

it('[HOUSE-2] a failing phase replaces the loading screen with the error screen, which names the phase', async () => {
  const started = await boot(startWith(loadingScreen).then(failing('router')));
  expect(started).toBe(false);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'The application could not start.',
  );
  expect(screen.getByText('Step that failed: router')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeEnabled();
  // The error reaches the console (and monitoring) with the phase's name and the cause.
  expect(console.error).toHaveBeenCalledWith(
    expect.objectContaining({ phase: 'router', message: expect.stringContaining('chunk 42') }),
  );
  // jsdom computes no colours: the contrast rule needs a browser.
  const { violations } = await axe.run(document.getElementById('boot-error')!, {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

it('[HOUSE-2][UI-1] the error screen speaks the stored language and its button is reachable by keyboard', async () => {
  window.localStorage.setItem('locale', 'fr');
  await boot(startWith(loadingScreen).then(failing('session')));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'L’application n’a pas pu démarrer.',
  );
  expect(screen.getByText('Étape en échec : session')).toBeVisible();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Recharger la page' })).toHaveFocus();
});
