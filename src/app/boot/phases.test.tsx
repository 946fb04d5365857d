import { screen, waitFor } from '@testing-library/react';
import {
  type BOOT,
  BOOT_PHASES,
  firstRender,
  loadingScreen,
  router,
  session,
  store,
  type Shell,
} from './phases';
import { runChain, startWith, type Phase } from './pipeline';

it('[HOUSE-2][PERF-1] the start-up runs at most six phases, in this order', () => {
  expect(BOOT_PHASES.length).toBeLessThanOrEqual(6);
  expect(BOOT_PHASES.map((phase) => phase.name)).toEqual([
    'loading-screen',
    'store',
    'session',
    'router',
    'first-render',
  ]);
  expect(new Set(BOOT_PHASES.map((phase) => phase.name)).size).toBe(BOOT_PHASES.length);
  for (const phase of BOOT_PHASES) {
    expect({
      phase: phase.name,
      says: phase.does.length > 20 && phase.waitsFor.length > 0,
    }).toEqual({ phase: phase.name, says: true });
  }
});

it('[HOUSE-2] the order is the compiler’s: a phase given what another phase returns does not type-check', () => {
  // The router needs the store and the session: straight after the loading screen it cannot run.
  // @ts-expect-error Shell is not Session
  startWith(loadingScreen).then(router);
  // Nor can the first render come before the router.
  // @ts-expect-error Session is not Routed
  startWith(loadingScreen).then(store).then(session).then(firstRender);
  // The real chain type-checks, and ends with what the first render returns.
  const chain: typeof BOOT = startWith(loadingScreen)
    .then(store)
    .then(session)
    .then(router)
    .then(firstRender);
  expect(chain.phases).toEqual(BOOT_PHASES);
});

it('[HOUSE-2][PERF-1] the loading screen comes at once; the next phase waits for its paint', () => {
  expect(BOOT_PHASES.map((phase) => phase.after)).toEqual([
    'nothing',
    'paint',
    'task',
    'task',
    'task',
  ]);
});

it('[HOUSE-2] each phase is given what the one before returned', async () => {
  const double: Phase<number, number> = {
    name: 'double',
    does: 'doubles',
    waitsFor: 'nothing',
    after: 'nothing',
    run: async (n) => n * 2,
  };
  const say: Phase<number, string> = {
    name: 'describe',
    does: 'says',
    waitsFor: 'nothing',
    after: 'task',
    run: async (n) => `got ${n}`,
  };
  await expect(runChain(startWith(double).then(double).then(say), 3)).resolves.toBe('got 12');
});

it('[HOUSE-2][PERF-1] a phase that starts in a task of its own runs after all the previous one queued', async () => {
  const log: string[] = [];
  const phase = (name: string, after: Phase<void, void>['after']): Phase<void, void> => ({
    name,
    does: name,
    waitsFor: 'nothing',
    after,
    run: async () => {
      log.push(name);
      setTimeout(() => log.push(`timer of ${name}`), 0);
    },
  });
  await runChain(startWith(phase('one', 'nothing')).then(phase('two', 'task')), undefined);
  // The timer `one` queued (a task queued before the phase's own) ran before `two`.
  expect(log.slice(0, 2)).toEqual(['one', 'timer of one']);
  expect(log[2]).toBe('two');
});

describe('[HOUSE-2][PERF-1][UI-1] the real phases', () => {
  let root: HTMLElement;
  let actEnvironment: unknown;
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown };
  beforeEach(() => {
    // React renders here as in the browser (the first render is a transition, in slices).
    actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = false;
    root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    window.history.replaceState(null, '', '/privacy-policies');
  });
  afterEach(() => {
    global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    root.remove();
    window.history.replaceState(null, '', '/');
  });

  it('[HOUSE-2][PERF-1][UI-1] show the loading screen in the stored language first, then the app renders the page in it', async () => {
    window.localStorage.setItem('locale', 'de');
    const shell: Shell = await runChain(startWith(loadingScreen), undefined);
    expect(shell.language).toBe('de');
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    const routed = await runChain(
      startWith(store).then(session).then(router).then(firstRender),
      shell,
    );
    expect(routed.router.state.location.pathname).toBe('/privacy-policies');
    // The store was rehydrated before the router: it has the stored language.
    expect(routed.store.getState().locale.chosen).toBe('de');
    // The public layout, in German, with the page's heading: the loading screen is gone.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(screen.getByRole('link', { name: /Impressum/ })).toBeVisible();
    routed.root.unmount();
  });
});
