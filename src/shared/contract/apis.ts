/**
 * Every API the app calls, with every endpoint: the OpenAPI documents are generated from this
 * registry, and the fault-matrix test walks it so that a new endpoint is covered without a new test.
 * Each endpoint comes with its docs (summary, tags, example) from its module's `.docs.ts`, which
 * also names the module's components. The app never imports this file or a `.docs.ts`, so those
 * texts stay out of its bundle; the imports are named (no `import * as`), so knip sees which
 * exports of the contract nothing uses.
 */
import type * as v from 'valibot';
import { withDocs, type DocumentedEndpoint } from './endpoint-docs';
import { adminEndpoints } from './account/admin';
import { adminDocs, adminComponents } from './account/admin.docs';
import { accessComponents } from './account/access.docs';
import { adviserEndpoints } from './account/advisers';
import { adviserDocs, advisersComponents } from './account/advisers.docs';
import { companyEndpoints, companyChangeEndpoints } from './account/companies';
import { companyDocs, companyChangeDocs, companiesComponents } from './account/companies.docs';
import { teamEndpoints } from './account/team';
import { teamDocs, teamComponents } from './account/team.docs';
import { userEndpoints } from './account/user';
import { userDocs, userComponents } from './account/user.docs';
import { bookingEndpoints } from './main/bookings';
import { bookingDocs, bookingsComponents } from './main/bookings.docs';
import { calendarFeedEndpoints } from './main/calendar-feed';
import { calendarFeedDocs, calendarFeedComponents } from './main/calendar-feed.docs';
import { documentEndpoints } from './main/documents';
import { documentDocs, documentsComponents } from './main/documents.docs';
import { featureFlagEndpoints } from './main/feature-flags';
import { featureFlagDocs, featureFlagsComponents } from './main/feature-flags.docs';
import { illegalContentEndpoints } from './main/illegal-content';
import { illegalContentDocs, illegalContentComponents } from './main/illegal-content.docs';
import { marketEndpoints } from './main/markets';
import { marketDocs, marketsComponents } from './main/markets.docs';
import { newsletterEndpoints } from './main/newsletter';
import { newsletterDocs, newsletterComponents } from './main/newsletter.docs';
import { obligationEndpoints } from './main/obligations';
import { obligationDocs, obligationsComponents } from './main/obligations.docs';
import { processEndpoints } from './main/processes';
import { processDocs, processesComponents } from './main/processes.docs';
import { quantityTotalsEndpoints } from './main/quantity-totals';
import { quantityTotalsDocs, quantityTotalsComponents } from './main/quantity-totals.docs';
import { schemeContractEndpoints } from './main/scheme-contracts';
import { schemeContractDocs, schemeContractsComponents } from './main/scheme-contracts.docs';
import { registrationEndpoints } from './main/registrations';
import { registrationDocs, registrationsComponents } from './main/registrations.docs';
import { reportEndpoints } from './main/reports';
import { reportDocs, reportsComponents } from './main/reports.docs';
import { supportEndpoints } from './main/support';
import { supportDocs, supportComponents } from './main/support.docs';
import { licenceEndpoints } from './main/licences';
import { licenceDocs, licencesComponents } from './main/licences.docs';
import { nieNifEndpoints } from './main/nie-nif';
import { nieNifDocs, nieNifComponents } from './main/nie-nif.docs';
import { packagingMaterialsComponents } from './main/packaging-materials.docs';
import { priceEndpoints } from './main/prices';
import { priceDocs, pricesComponents } from './main/prices.docs';
import { quickcheckEndpoints } from './main/quickcheck';
import { quickcheckDocs, quickcheckComponents } from './main/quickcheck.docs';
import { producerRegistrationEndpoints } from './main/producer-registrations';
import {
  producerRegistrationDocs,
  producerRegistrationsComponents,
} from './main/producer-registrations.docs';
import { proofPackEndpoints } from './main/proof-pack';
import { proofPackDocs, proofPackComponents } from './main/proof-pack.docs';
import { representationEndpoints } from './main/representation';
import { representationDocs, representationComponents } from './main/representation.docs';
import { serviceCommonComponents } from './main/service-common.docs';
import { reminderEndpoints } from './main/reminders';
import { reminderDocs, remindersComponents } from './main/reminders.docs';
import { changeEndpoints } from './main/changes';
import { changeDocs, changesComponents } from './main/changes.docs';
import { referenceEndpoints } from './reference';
import { referenceDocs, referenceComponents } from './reference.docs';
import { primitivesComponents } from './primitives.docs';

export interface ApiContract {
  title: string;
  description: string;
  /** Where the local stack serves it (the app's runtime config names the real base URL). */
  localBasePath: string;
  endpoints: Readonly<Record<string, DocumentedEndpoint>>;
  /**
   * The named components of the document, per module (`name + Schema` → schema), from each
   * module's `.docs.ts`.
   */
  components: readonly Readonly<Record<string, v.GenericSchema>>[];
}

export const accountApiContract: ApiContract = {
  title: 'Account service',
  description:
    'Users, companies, memberships, invitations and adviser affiliations. Run by another team: ' +
    'the app calls exactly these endpoints; request and response bodies are defined here.',
  localBasePath: '/api/account',
  endpoints: {
    ...withDocs(userEndpoints, userDocs),
    ...withDocs(companyEndpoints, companyDocs),
    ...withDocs(companyChangeEndpoints, companyChangeDocs),
    ...withDocs(teamEndpoints, teamDocs),
    ...withDocs(adviserEndpoints, adviserDocs),
    ...withDocs(adminEndpoints, adminDocs),
  },
  components: [
    primitivesComponents,
    accessComponents,
    userComponents,
    companiesComponents,
    teamComponents,
    advisersComponents,
    adminComponents,
  ],
};

export const mainApiContract: ApiContract = {
  title: 'Main API',
  description:
    'Feature flags, reference data and the compliance workspace of the EPR platform. ' +
    'Payloads travel in `{ data }`; errors are `{ message, fields? }`.',
  localBasePath: '/api',
  endpoints: {
    ...withDocs(featureFlagEndpoints, featureFlagDocs),
    ...withDocs(referenceEndpoints, referenceDocs),
    ...withDocs(processEndpoints, processDocs),
    ...withDocs(marketEndpoints, marketDocs),
    ...withDocs(registrationEndpoints, registrationDocs),
    ...withDocs(quantityTotalsEndpoints, quantityTotalsDocs),
    ...withDocs(schemeContractEndpoints, schemeContractDocs),
    ...withDocs(obligationEndpoints, obligationDocs),
    ...withDocs(reportEndpoints, reportDocs),
    ...withDocs(documentEndpoints, documentDocs),
    ...withDocs(supportEndpoints, supportDocs),
    ...withDocs(newsletterEndpoints, newsletterDocs),
    ...withDocs(illegalContentEndpoints, illegalContentDocs),
    ...withDocs(bookingEndpoints, bookingDocs),
    ...withDocs(priceEndpoints, priceDocs),
    ...withDocs(licenceEndpoints, licenceDocs),
    ...withDocs(producerRegistrationEndpoints, producerRegistrationDocs),
    ...withDocs(nieNifEndpoints, nieNifDocs),
    ...withDocs(representationEndpoints, representationDocs),
    ...withDocs(quickcheckEndpoints, quickcheckDocs),
    ...withDocs(calendarFeedEndpoints, calendarFeedDocs),
    ...withDocs(proofPackEndpoints, proofPackDocs),
    ...withDocs(reminderEndpoints, reminderDocs),
    ...withDocs(changeEndpoints, changeDocs),
  },
  components: [
    primitivesComponents,
    featureFlagsComponents,
    referenceComponents,
    processesComponents,
    marketsComponents,
    registrationsComponents,
    quantityTotalsComponents,
    schemeContractsComponents,
    obligationsComponents,
    reportsComponents,
    documentsComponents,
    supportComponents,
    newsletterComponents,
    illegalContentComponents,
    bookingsComponents,
    serviceCommonComponents,
    packagingMaterialsComponents,
    pricesComponents,
    licencesComponents,
    producerRegistrationsComponents,
    nieNifComponents,
    representationComponents,
    quickcheckComponents,
    calendarFeedComponents,
    proofPackComponents,
    remindersComponents,
    changesComponents,
  ],
};

export const API_CONTRACTS = { account: accountApiContract, main: mainApiContract } as const;
