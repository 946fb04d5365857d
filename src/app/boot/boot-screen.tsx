import type { CSSProperties } from 'react';
import type { Language } from '@/shared/i18n/languages';
import { WATERMARK_STYLE, shouldShowWatermark } from '@/shared/ui/watermark-core';
import { BRAND } from '@/shared/ui/brand';
import { BOOT_TEXTS } from './boot-texts';

const SPIN = '1.4s';

/** The whole window, above everything, in the theme's background: shared with the error screen. */
export const SCREEN_STYLE: CSSProperties = {
  position: 'fixed',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: BRAND.background.default,
  zIndex: 1300,
  fontFamily: BRAND.fontFamily,
};

export const TEXT_STYLE: CSSProperties = {
  margin: 0,
  fontSize: '0.875rem',
  lineHeight: 1.43,
  letterSpacing: '0.01071em',
  color: BRAND.textSecondary,
};

export const BootWatermark = () =>
  shouldShowWatermark() ? (
    <div aria-hidden="true" style={{ ...WATERMARK_STYLE, fontFamily: BRAND.fontFamily }}>
      TEST
    </div>
  ) : null;

/**
 * The first paint, right after the entry script: the loading screen the router shows next
 * (`RouteSpinner`: status text under a circular progress, the TEST watermark), drawn before the
 * store, the router, the language's texts, MUI's theme and emotion exist, with plain elements and
 * the theme's colours. Styles go through the DOM's style properties, which the Content Security
 * Policy allows; the spinner turns by SVG animation, which needs no style sheet.
 */
export function BootScreen({ language }: { language: Language }) {
  return (
    <>
      <div role="status" aria-live="polite" style={SCREEN_STYLE}>
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16 }}>
          <svg width={40} height={40} viewBox="22 22 44 44" aria-hidden="true">
            <circle
              cx={44}
              cy={44}
              r={20.2}
              fill="none"
              stroke={BRAND.primary.main}
              strokeWidth={3.6}
              strokeLinecap="round"
              strokeDasharray="80 200"
            >
              <animateTransform
                attributeName="transform"
                type="rotate"
                from="0 44 44"
                to="360 44 44"
                dur={SPIN}
                repeatCount="indefinite"
              />
              <animate
                attributeName="stroke-dasharray"
                values="1 200;100 200;100 200"
                keyTimes="0;0.5;1"
                dur={SPIN}
                repeatCount="indefinite"
              />
              <animate
                attributeName="stroke-dashoffset"
                values="0;-15;-126"
                keyTimes="0;0.5;1"
                dur={SPIN}
                repeatCount="indefinite"
              />
            </circle>
          </svg>
          <p style={TEXT_STYLE}>{BOOT_TEXTS[language].loading}</p>
        </div>
      </div>
      <BootWatermark />
    </>
  );
}
