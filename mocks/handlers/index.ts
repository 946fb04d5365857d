import type { RequestHandler } from 'msw';
import { adminHandlers } from './account-service/admin';
import { adviserHandlers } from './account-service/advisers';
import { companyHandlers } from './account-service/companies';
import { teamHandlers } from './account-service/team';
import { userHandlers } from './account-service/user';
import { openApiHandlers } from './contract/openapi';
import { featureFlagHandlers } from './main-api/feature-flags';
import { licensingHandlers } from './main-api/licensing';
import { nieNifHandlers } from './main-api/nie-nif';
import { priceHandlers } from './main-api/prices';
import { processHandlers } from './main-api/processes';
import { producerRegistrationHandlers } from './main-api/producer-registrations';
import { referenceHandlers } from './main-api/reference';
import { representationHandlers } from './main-api/representation';

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
  ...priceHandlers,
  ...licensingHandlers,
  ...producerRegistrationHandlers,
  ...nieNifHandlers,
  ...representationHandlers,
  ...openApiHandlers,
];
