import { test as base, expect } from '@playwright/test';
import { resetBackend } from './backend';

/**
 * `test` with a fresh backend: every test starts from the fixture db and default switches, and
 * the switches are reset again afterwards so a failing test leaves nothing behind.
 */
export const test = base.extend<{ cleanBackend: void }>({
  cleanBackend: [
    async ({ request }, use) => {
      await resetBackend(request);
      await use();
      await resetBackend(request);
    },
    { auto: true },
  ],
});

export { expect };
