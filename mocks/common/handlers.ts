import type { RequestHandler } from 'msw';
import { adminHandlers } from '../account-service/handlers/admin';
import { adviserHandlers } from '../account-service/handlers/advisers';
import { companyHandlers } from '../account-service/handlers/companies';
import { teamHandlers } from '../account-service/handlers/team';
import { userHandlers } from '../account-service/handlers/user';
import { accountApiOpenApiHandlers } from '../account-service/handlers/openapi';
import { mainApiOpenApiHandlers } from '../main-api/handlers/openapi';
import { documentHandlers } from '../main-api/handlers/documents';
import { featureFlagHandlers } from '../main-api/handlers/feature-flags';
import { marketHandlers } from '../main-api/handlers/markets';
import { obligationHandlers } from '../main-api/handlers/obligations';
import { bookingHandlers } from '../main-api/handlers/bookings';
import { calendarFeedHandlers } from '../main-api/handlers/calendar-feed';
import { proofPackHandlers } from '../main-api/handlers/proof-pack';
import { illegalContentHandlers } from '../main-api/handlers/illegal-content';
import { newsletterHandlers } from '../main-api/handlers/newsletter';
import { licensingHandlers } from '../main-api/handlers/licensing';
import { nieNifHandlers } from '../main-api/handlers/nie-nif';
import { priceHandlers } from '../main-api/handlers/prices';
import { processHandlers } from '../main-api/handlers/processes';
import { quickcheckHandlers } from '../main-api/handlers/quickcheck';
import { producerRegistrationHandlers } from '../main-api/handlers/producer-registrations';
import { referenceHandlers } from '../main-api/handlers/reference';
import { registrationHandlers } from '../main-api/handlers/registrations';
import { quantityTotalsHandlers } from '../main-api/handlers/quantity-totals';
import { schemeContractHandlers } from '../main-api/handlers/scheme-contracts';
import { reportHandlers } from '../main-api/handlers/reports';
import { supportHandlers } from '../main-api/handlers/support';
import { representationHandlers } from '../main-api/handlers/representation';
import { reminderHandlers } from '../main-api/handlers/reminders';

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
  ...accountApiOpenApiHandlers,
  ...mainApiOpenApiHandlers,
];
