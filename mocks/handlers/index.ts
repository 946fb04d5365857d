import type { RequestHandler } from 'msw';
import { adminHandlers } from './account-service/admin';
import { adviserHandlers } from './account-service/advisers';
import { companyHandlers } from './account-service/companies';
import { teamHandlers } from './account-service/team';
import { userHandlers } from './account-service/user';
import { openApiHandlers } from './contract/openapi';
import { documentHandlers } from './main-api/documents';
import { featureFlagHandlers } from './main-api/feature-flags';
import { marketHandlers } from './main-api/markets';
import { obligationHandlers } from './main-api/obligations';
import { bookingHandlers } from './main-api/bookings';
import { calendarFeedHandlers } from './main-api/calendar-feed';
import { proofPackHandlers } from './main-api/proof-pack';
import { illegalContentHandlers } from './main-api/illegal-content';
import { newsletterHandlers } from './main-api/newsletter';
import { licensingHandlers } from './main-api/licensing';
import { nieNifHandlers } from './main-api/nie-nif';
import { priceHandlers } from './main-api/prices';
import { processHandlers } from './main-api/processes';
import { quickcheckHandlers } from './main-api/quickcheck';
import { producerRegistrationHandlers } from './main-api/producer-registrations';
import { referenceHandlers } from './main-api/reference';
import { registrationHandlers } from './main-api/registrations';
import { quantityTotalsHandlers } from './main-api/quantity-totals';
import { schemeContractHandlers } from './main-api/scheme-contracts';
import { reportHandlers } from './main-api/reports';
import { supportHandlers } from './main-api/support';
import { representationHandlers } from './main-api/representation';
import { reminderHandlers } from './main-api/reminders';

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
  ...marketHandlers,
  ...registrationHandlers,
  ...quantityTotalsHandlers,
  ...schemeContractHandlers,
  ...obligationHandlers,
  ...reportHandlers,
  ...documentHandlers,
  ...supportHandlers,
  ...newsletterHandlers,
  ...illegalContentHandlers,
  ...bookingHandlers,
  ...priceHandlers,
  ...licensingHandlers,
  ...producerRegistrationHandlers,
  ...nieNifHandlers,
  ...representationHandlers,
  ...quickcheckHandlers,
  ...calendarFeedHandlers,
  ...proofPackHandlers,
  ...reminderHandlers,
  ...openApiHandlers,
];
