import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import { DEV_STORAGE_KEY, WATERMARK_STYLE, shouldShowWatermark } from './watermark-core';

export { DEV_STORAGE_KEY, shouldShowWatermark };

const listeners = new Set<() => void>();

/** Switches the watermark off (`dev` = `true`) or on for this browser, at once in every view. */
export function setWatermarkShown(
  shown: boolean,
  storage?: Pick<Storage, 'setItem' | 'removeItem'>,
) {
  try {
    const target = storage ?? window.localStorage;
    if (shown) target.removeItem(DEV_STORAGE_KEY);
    else target.setItem(DEV_STORAGE_KEY, 'true');
  } catch {
    // Storage blocked: the watermark stays as it is.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing `dev` counts too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const useWatermarkShown = () =>
  useSyncExternalStore(
    subscribe,
    () => shouldShowWatermark(),
    () => true,
  );

export function Watermark() {
  if (!useWatermarkShown()) return null;
  return (
    <Box aria-hidden="true" data-testid="test-watermark" sx={WATERMARK_STYLE}>
      TEST
    </Box>
  );
}
