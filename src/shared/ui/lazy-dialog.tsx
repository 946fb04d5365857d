import { Suspense, useState, type ComponentType } from 'react';
import { lazyPart } from './lazy-part';

/** What every lazy dialog takes: whether it is open (it renders MUI's `Dialog open={open}`). */
export interface LazyDialogProps {
  open: boolean;
}

/**
 * HOUSE-4: the one way a dialog is a chunk of its own, not part of its page's navigation (route
 * weight, issue 21 part 7).
 *
 * - Nothing renders, and nothing downloads, before the first opening; `prefetch` (through
 *   `prefetchProps` on the button that opens it) starts the download on hover, focus or touch.
 * - The one fallback rule: nothing shows while the chunk downloads (no skeleton, no spinner: that
 *   would need the modal stack the chunk carries); the click opens the dialog when it is there,
 *   usually at once, as the hover or focus before it fetched it. A failed download shows the
 *   connection problem in its place and is tried again (`lazyPart`, TRUST-17).
 * - Once opened, it stays mounted: closing sets `open` to false, so MUI plays the closing
 *   transition; a later opening renders at once, without a second download.
 * - Each opening starts afresh (its form empty or filled from its subject), as a dialog rendered
 *   only while open did: what was typed is kept while it stays open, also after a failed submit.
 */
export function lazyDialog<P extends LazyDialogProps>(load: () => Promise<ComponentType<P>>) {
  const { Part, prefetch } = lazyPart(load);
  function LazyDialog(props: P) {
    const opening = useOpenings(props.open);
    if (opening === 0) return null;
    return (
      <Suspense fallback={null}>
        <Part key={opening} {...props} />
      </Suspense>
    );
  }
  return { Dialog: LazyDialog, prefetch };
}

/** How many times the dialog has been opened (0: never, so nothing to render yet). */
function useOpenings(open: boolean): number {
  const [seen, setSeen] = useState({ open, count: open ? 1 : 0 });
  if (seen.open === open) return seen.count;
  const count = seen.count + (open ? 1 : 0);
  setSeen({ open, count });
  return count;
}

/**
 * The thing a dialog opens for (a period to report, an affiliation to edit), kept after it is
 * set back to `null`, so the dialog still shows it during its closing transition.
 */
export function useDialogSubject<T>(subject: T | null): T | null {
  const [kept, setKept] = useState(subject);
  if (subject !== null && subject !== kept) setKept(subject);
  return subject ?? kept;
}
