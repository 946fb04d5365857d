import type { Language } from '@/shared/i18n/languages';
import { BRAND } from '@/shared/ui/brand';
import { BootWatermark, SCREEN_STYLE, TEXT_STYLE } from './boot-screen';
import { BOOT_TEXTS } from './boot-texts';

/**
 * What a failed start-up shows instead of a loading screen that would turn for ever: what happened,
 * which phase failed (for a support request) and a way out. Drawn like the loading screen, with
 * plain elements and style properties: MUI, the theme or the language's texts may be what failed.
 */
export function BootErrorScreen({ language, phase }: { language: Language; phase: string }) {
  const texts = BOOT_TEXTS[language];
  return (
    <>
      <main style={{ ...SCREEN_STYLE, zIndex: 1400, padding: 16 }}>
        <div style={{ display: 'grid', gap: 12, maxWidth: 480, justifyItems: 'start' }}>
          <h1 style={{ margin: 0, fontSize: '1.25rem', fontWeight: 600, color: '#000000de' }}>
            {texts.failed}
          </h1>
          <p style={TEXT_STYLE}>{texts.failedHint}</p>
          <p style={TEXT_STYLE}>{texts.failedStep.replace('{{phase}}', phase)}</p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            style={{
              font: 'inherit',
              fontWeight: 600,
              padding: '8px 16px',
              border: 0,
              borderRadius: 4,
              background: BRAND.primary.main,
              color: BRAND.primary.contrastText,
              cursor: 'pointer',
            }}
          >
            {texts.reload}
          </button>
        </div>
      </main>
      <BootWatermark />
    </>
  );
}
