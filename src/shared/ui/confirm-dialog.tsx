import { lazyDialog } from './lazy-dialog';

/**
 * A destructive action's confirmation (see `ConfirmDialogBody`). The dialog (MUI's dialog and modal
 * stack, a text field) is a chunk of its own, not part of the pages that offer a destructive action
 * (route weight, issue 21 part 7): hover, focus or touch of the button that opens it starts the
 * download (`prefetchConfirmDialog`); a click waits for it. Loaded, opened and closed as every lazy
 * dialog is (`lazyDialog`).
 */
export const { Dialog: ConfirmDialog, prefetch: prefetchConfirmDialog } = lazyDialog(() =>
  import(/* webpackChunkName: "confirm-dialog" */ './confirm-dialog-body').then(
    (m) => m.ConfirmDialogBody,
  ),
);
