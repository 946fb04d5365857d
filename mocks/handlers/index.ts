import type { RequestHandler } from 'msw';
import { accountServiceHandlers } from './account-service';
import { mainApiHandlers } from './main-api';

/** Every happy-path handler of the mock APIs, shared by jest, the dev server and Playwright. */
export const handlers: RequestHandler[] = [...accountServiceHandlers, ...mainApiHandlers];
