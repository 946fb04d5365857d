import { Suspense } from 'react';
import { lazyPart, useOpenedOnce } from './lazy-part';
import type { ConfirmDialogProps } from './confirm-dialog-body';

/**
 * The confirmation dialog (MUI's dialog and modal stack, a text field) is a chunk of its own, not
 * part of the pages that offer a destructive action (route weight, issue 21 part 7). Hover, focus or
 * touch of the button that opens it starts the download (`prefetchConfirmDialog`); a click waits
 * for it (the dialog opens when it is there). A failed download is thrown to the route's error
 * screen, as a page's failed chunk is.
 */
const { Part: ConfirmDialogBody, prefetch: prefetchConfirmDialog } = lazyPart(() =>
  import(/* webpackChunkName: "confirm-dialog" */ './confirm-dialog-body').then(
    (m) => m.ConfirmDialogBody,
  ),
);
export { prefetchConfirmDialog };

/**
 * A destructive action's confirmation (see `ConfirmDialogBody`). Nothing is rendered before it is
 * first opened; from then on it stays mounted, so it closes with its transition as before.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogBody {...props} />
    </Suspense>
  );
}
