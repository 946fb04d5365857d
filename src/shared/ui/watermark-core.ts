import type { CSSProperties } from 'react';

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

/**
 * How the watermark looks: the MUI component and the loading screen of the first paint (drawn
 * before MUI is there) take the same styles.
 */
export const WATERMARK_STYLE = {
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
} as const satisfies CSSProperties;
