import { useEffect, useRef } from 'react';

/** Room left between the top bar (or the window's top) and a step's heading scrolled to the top. */
const GAP_PX = 16;

/** The height of the bar that stays over the page while it scrolls (the app's sticky top bar). */
function stickyBarHeight(): number {
  const bar = document.querySelector('header');
  if (!bar) return 0;
  const { position } = getComputedStyle(bar);
  return position === 'sticky' || position === 'fixed' ? bar.getBoundingClientRect().height : 0;
}

/**
 * UX-12: a multi-step form's step heading. When the step changes, the heading takes the keyboard's
 * focus (a screen reader announces the new step, Tab goes on from there) and is scrolled to the
 * top of the window, below the sticky top bar: a step opens at its beginning, not where the last
 * step's button was (on a phone, the review step opened 767 px down, at the submit button).
 *
 * `step` null is a step not known yet (a draft still loading): the step it then turns into is where
 * the page opened, not a change, and the page's `h1` keeps the focus that navigation gave it.
 * The heading needs `tabIndex={-1}` to take focus.
 */
export function useStepHeading<T extends HTMLElement = HTMLHeadingElement>(step: string | null) {
  const heading = useRef<T>(null);
  const previous = useRef(step);
  useEffect(() => {
    const before = previous.current;
    previous.current = step;
    if (before === null || step === null || before === step) return;
    const element = heading.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    // scroll-margin keeps the heading out from under the bar; instant, as a new page opens.
    element.style.scrollMarginTop = `${stickyBarHeight() + GAP_PX}px`;
    element.scrollIntoView?.({ block: 'start', behavior: 'instant' });
  }, [step]);
  return heading;
}
