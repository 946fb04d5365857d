// First: notistack (goober) inserts its styles while its module loads, and needs the nonce then.
import './app/csp-nonce';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { browserLanguages, detectLanguage } from '@/shared/i18n/detect-language';
import { preloadTranslations } from '@/shared/i18n/i18n';
import { BootScreen } from './app/boot/boot-screen';
import { afterPaint } from './app/boot/next-task';
import { storedLanguage } from './app/persist-storage';

/**
 * The entry paints first and starts the app after: the loading screen is drawn from what the
 * entry script brings (no language chunk, no store, no router), then the rest of the app's modules
 * are evaluated in a later task. They are in the same chunk (`eager`): no download in between.
 */
async function main() {
  // The same choice `startLanguage` makes once the store has rehydrated.
  const language = detectLanguage(storedLanguage(window.localStorage), browserLanguages());
  preloadTranslations(language, []);
  const root = createRoot(document.getElementById('root')!);
  flushSync(() => root.render(<BootScreen language={language} />));
  await afterPaint();
  const { startApp } = await import(/* webpackMode: "eager" */ './app/boot/start-app');
  await startApp(root, language);
}

void main();
