import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterWanted, toasterReady } from './toast';

/** Toasts: bottom centre, closing after 3 s (notistack shows no progress bar). */
export const TOAST_DURATION_MS = 3000;
export const TOAST_ORIGIN = { vertical: 'bottom', horizontal: 'center' } as const;

const SnackbarProvider = lazy(() =>
  import(/* webpackChunkName: "toasts" */ 'notistack').then((m) => ({
    default: m.SnackbarProvider,
  })),
);

function Ready() {
  useEffect(() => {
    toasterReady(true);
    return () => toasterReady(false);
  }, []);
  return null;
}

/** Where toasts appear: notistack's provider, which needs no children to show them. */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={TOAST_DURATION_MS}
        anchorOrigin={TOAST_ORIGIN}
      />
      <Ready />
    </Suspense>
  );
}
