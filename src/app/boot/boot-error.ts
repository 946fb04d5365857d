import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { browserLanguages, detectLanguage } from '@/shared/i18n/detect-language';
import { storedLanguage } from '../persist-storage';
import { BootErrorScreen } from './boot-error-screen';
import { BootPhaseError } from './pipeline';

/**
 * A start-up phase failed: the error screen covers the loading screen (and whatever the app drew),
 * in a root of its own, since the app's root may be what failed. The error goes on to the console,
 * where monitoring and a developer find it.
 */
export function showBootError(error: unknown): void {
  console.error(error);
  const phase = error instanceof BootPhaseError ? error.phase : 'unknown';
  let stored: string | null = null;
  try {
    stored = storedLanguage(window.localStorage);
  } catch {
    // Storage blocked: the browser's language.
  }
  const language = detectLanguage(stored, browserLanguages());
  const container = document.body.appendChild(document.createElement('div'));
  container.id = 'boot-error';
  container.lang = language;
  flushSync(() =>
    createRoot(container).render(createElement(BootErrorScreen, { language, phase })),
  );
}
