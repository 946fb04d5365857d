import type { OptionsObject, SnackbarMessage } from 'notistack';

/**
 * Toasts (notistack), loaded on first use: the first render does not need them, so they stay
 * out of the first chunk. The `Toaster` (in the providers) draws them; `showToast` works from
 * anywhere, components and plain code alike. A toast asked for before the Toaster has mounted
 * waits for it instead of getting lost.
 */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

type Toast = () => void;

let toasterMounted = false;
let waiting: Toast[] = [];

/**
 * The Toaster mounts (and notistack loads) with the first toast asked for, not with the first
 * render: the first screen has nothing to show in it.
 */
let wanted = false;
const wantedListeners = new Set<() => void>();

export const isToasterWanted = (): boolean => wanted;

export function subscribeToasterWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => void wantedListeners.delete(listener);
}

/** The Toaster tells when it can show toasts, and when it cannot any more. */
export function toasterReady(ready: boolean): void {
  toasterMounted = ready;
  if (!ready) return;
  const queued = waiting;
  waiting = [];
  queued.forEach((show) => show());
}

export async function showToast(
  message: SnackbarMessage,
  variant: ToastVariant = 'default',
  options: Pick<OptionsObject, 'preventDuplicate'> = {},
): Promise<void> {
  if (!wanted) {
    wanted = true;
    wantedListeners.forEach((listener) => listener());
  }
  const notistack = await import(/* webpackChunkName: "toasts" */ 'notistack');
  const show = () => {
    // Read at call time: notistack's CommonJS build (jest) sets `enqueueSnackbar` only once its
    // provider has mounted; the ES module (the browser) exports it as a live binding.
    const { enqueueSnackbar } =
      (notistack as unknown as { default?: typeof notistack }).default ?? notistack;
    enqueueSnackbar(message, { variant, ...options });
  };
  if (toasterMounted) show();
  else waiting.push(show);
}
