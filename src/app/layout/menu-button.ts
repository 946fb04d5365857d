import type { KeyboardEvent } from 'react';

/**
 * A menu button's keys beyond Enter and Space (which a button has): ArrowDown opens the menu too,
 * as the WAI-ARIA menu button pattern lets it; the menu then takes the focus and Escape brings it
 * back to the button (MUI's Menu).
 */
export const opensOnArrowDown = (open: (button: HTMLElement) => void) => ({
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    open(event.currentTarget);
  },
});
