import type { RequestHandler } from 'msw';
import { adminHandlers } from './account-service/admin';
import { adviserHandlers } from './account-service/advisers';
import { companyHandlers } from './account-service/companies';
import { teamHandlers } from './account-service/team';
import { userHandlers } from './account-service/user';
import { openApiHandlers } from './contract/openapi';
import { bookingHandlers } from './main-api/bookings';
import { featureFlagHandlers } from './main-api/feature-flags';
import { illegalContentHandlers } from './main-api/illegal-content';
import { newsletterHandlers } from './main-api/newsletter';
import { processHandlers } from './main-api/processes';
import { referenceHandlers } from './main-api/reference';

/** Every happy-path handler of the mock APIs, shared by jest, the dev server and Playwright. */
export const handlers: RequestHandler[] = [
  ...userHandlers,
  ...companyHandlers,
  ...teamHandlers,
  ...adviserHandlers,
  ...adminHandlers,
  ...featureFlagHandlers,
  ...processHandlers,
  ...referenceHandlers,
  ...newsletterHandlers,
  ...illegalContentHandlers,
  ...bookingHandlers,
  ...openApiHandlers,
];
