import { screen, waitFor } from '@testing-library/react';
import { BOOT_PHASES, boot, type BootPhase, type BootState } from './phases';

it('[PERF-1] the start-up runs its phases in this order', () => {
  expect(BOOT_PHASES.map((phase) => phase.name)).toEqual([
    'loading-screen',
    'first-downloads',
    'store-modules',
    'store',
    'rehydration',
    'session',
    'route-modules',
    'route-tree',
    'router',
    'style-modules',
    'texts',
    'theme',
    'region-names',
    'app-modules',
    'first-render',
  ]);
});

it('[PERF-1] every phase says what it does, why it exists and what it waits for', () => {
  for (const phase of BOOT_PHASES) {
    expect({ phase: phase.name, does: phase.does.length > 10 }).toEqual({
      phase: phase.name,
      does: true,
    });
    expect({ phase: phase.name, why: phase.why.length > 10 }).toEqual({
      phase: phase.name,
      why: true,
    });
    expect({ phase: phase.name, waitsFor: phase.waitsFor.length > 0 }).toEqual({
      phase: phase.name,
      waitsFor: true,
    });
  }
  expect(new Set(BOOT_PHASES.map((phase) => phase.name)).size).toBe(BOOT_PHASES.length);
});

it('[PERF-1] the loading screen comes first, at once; everything after it waits for the paint', () => {
  const [first, second] = BOOT_PHASES;
  expect(first!.after).toBe('nothing');
  expect(second!.after).toBe('paint');
  // The session is restored before the router decides, the texts are there before the render.
  const order = BOOT_PHASES.map((phase) => phase.name);
  expect(order.indexOf('session')).toBeLessThan(order.indexOf('router'));
  expect(order.indexOf('rehydration')).toBeLessThan(order.indexOf('router'));
  expect(order.indexOf('texts')).toBeLessThan(order.indexOf('first-render'));
});

it('[PERF-1] a phase that starts in a task of its own runs after all the previous one queued', async () => {
  const log: string[] = [];
  const phase = (name: string, after: BootPhase['after']): BootPhase => ({
    name,
    does: name,
    why: name,
    waitsFor: 'nothing',
    after,
    run() {
      log.push(name);
      setTimeout(() => log.push(`timer of ${name}`), 0);
    },
  });
  await boot([phase('one', 'nothing'), phase('two', 'task')]);
  // The timer `one` queued (a task queued before the phase's own) ran before `two`.
  expect(log.slice(0, 2)).toEqual(['one', 'timer of one']);
  expect(log[2]).toBe('two');
});

describe('[PERF-1][UI-1] the real phases', () => {
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

  it('[PERF-1][UI-1] show the loading screen in the stored language first, then the app renders the page in it', async () => {
    window.localStorage.setItem('locale', 'de');
    const [loadingScreen, ...rest] = BOOT_PHASES;
    const state: BootState = {};
    await boot([loadingScreen!], state);
    expect(state.language).toBe('de');
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    await boot(rest, state);
    expect(state.router?.state.location.pathname).toBe('/privacy-policies');
    // The public layout, in German, with the page's heading: the loading screen is gone.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(screen.getByRole('link', { name: /Impressum/ })).toBeVisible();
    state.root?.unmount();
  });
});
