import type { RequestHandler } from 'msw';

/** Every happy-path handler of the mock APIs, shared by jest, the dev server and Playwright. */
export const handlers: RequestHandler[] = [];
