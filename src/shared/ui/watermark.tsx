import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';

export const DEV_STORAGE_KEY = 'dev';

/** The 'TEST' watermark shows unless local storage `dev` is exactly `true`. */
export function shouldShowWatermark(storage?: Pick<Storage, 'getItem'>): boolean {
  try {
    // Reading `window.localStorage` itself throws where storage is blocked: inside the try.
    return (storage ?? window.localStorage).getItem(DEV_STORAGE_KEY) !== 'true';
  } catch {
    return true;
  }
}

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
    <Box
      aria-hidden="true"
      data-testid="test-watermark"
      sx={{
        position: 'fixed',
        inset: 0,
        pointerEvents: 'none',
        zIndex: 2000,
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        fontSize: 'clamp(4rem, 18vw, 14rem)',
        fontWeight: 800,
        letterSpacing: '0.2em',
        color: 'rgba(27, 94, 32, 0.06)',
        transform: 'rotate(-24deg)',
        userSelect: 'none',
      }}
    >
      TEST
    </Box>
  );
}
