/**
 * Every API the app calls, with every endpoint: the OpenAPI documents are generated from this
 * registry, and the fault-matrix test walks it so that a new endpoint is covered without a new test.
 * Each endpoint comes with its docs (summary, tags, example) from its module's `.docs.ts`: the app
 * never imports this file, so those texts stay out of its bundle.
 * Modules are listed whole so that each exported `...Schema` becomes a named component.
 */
import * as admin from './account/admin';
import * as access from './account/access';
import * as advisers from './account/advisers';
import * as companies from './account/companies';
import * as team from './account/team';
import * as user from './account/user';
import { withDocs, type DocumentedEndpoint } from './endpoint-docs';
import { userDocs } from './account/user.docs';
import { companyDocs } from './account/companies.docs';
import { companyChangeDocs } from './account/companies.docs';
import { teamDocs } from './account/team.docs';
import { adviserDocs } from './account/advisers.docs';
import { adminDocs } from './account/admin.docs';
import { featureFlagDocs } from './main/feature-flags.docs';
import { referenceDocs } from './reference.docs';
import { processDocs } from './main/processes.docs';
import { marketDocs } from './main/markets.docs';
import { registrationDocs } from './main/registrations.docs';
import { quantityTotalsDocs } from './main/quantity-totals.docs';
import { schemeContractDocs } from './main/scheme-contracts.docs';
import { obligationDocs } from './main/obligations.docs';
import { reportDocs } from './main/reports.docs';
import { documentDocs } from './main/documents.docs';
import { supportDocs } from './main/support.docs';
import { newsletterDocs } from './main/newsletter.docs';
import { illegalContentDocs } from './main/illegal-content.docs';
import { bookingDocs } from './main/bookings.docs';
import { priceDocs } from './main/prices.docs';
import { licenceDocs } from './main/licences.docs';
import { producerRegistrationDocs } from './main/producer-registrations.docs';
import { nieNifDocs } from './main/nie-nif.docs';
import { representationDocs } from './main/representation.docs';
import { quickcheckDocs } from './main/quickcheck.docs';
import { calendarFeedDocs } from './main/calendar-feed.docs';
import { proofPackDocs } from './main/proof-pack.docs';
import { reminderDocs } from './main/reminders.docs';
import { changeDocs } from './main/changes.docs';
import * as bookings from './main/bookings';
import * as calendarFeed from './main/calendar-feed';
import * as documents from './main/documents';
import * as featureFlags from './main/feature-flags';
import * as illegalContent from './main/illegal-content';
import * as markets from './main/markets';
import * as newsletter from './main/newsletter';
import * as obligations from './main/obligations';
import * as processes from './main/processes';
import * as quantityTotals from './main/quantity-totals';
import * as schemeContracts from './main/scheme-contracts';
import * as registrations from './main/registrations';
import * as reports from './main/reports';
import * as support from './main/support';
import * as licences from './main/licences';
import * as nieNif from './main/nie-nif';
import * as packagingMaterials from './main/packaging-materials';
import * as prices from './main/prices';
import * as quickcheck from './main/quickcheck';
import * as producerRegistrations from './main/producer-registrations';
import * as proofPack from './main/proof-pack';
import * as representation from './main/representation';
import * as serviceCommon from './main/service-common';
import * as reminders from './main/reminders';
import * as changes from './main/changes';
import * as reference from './reference';
import * as primitives from './primitives';

export interface ApiContract {
  title: string;
  description: string;
  /** Where the local stack serves it (the app's runtime config names the real base URL). */
  localBasePath: string;
  endpoints: Readonly<Record<string, DocumentedEndpoint>>;
  /** Modules whose exported `...Schema` constants are the named components of the document. */
  modules: readonly Readonly<Record<string, unknown>>[];
}

export const accountApiContract: ApiContract = {
  title: 'Account service',
  description:
    'Users, companies, memberships, invitations and adviser affiliations. Run by another team: ' +
    'the app calls exactly these endpoints; request and response bodies are defined here.',
  localBasePath: '/api/account',
  endpoints: {
    ...withDocs(user.userEndpoints, userDocs),
    ...withDocs(companies.companyEndpoints, companyDocs),
    ...withDocs(companies.companyChangeEndpoints, companyChangeDocs),
    ...withDocs(team.teamEndpoints, teamDocs),
    ...withDocs(advisers.adviserEndpoints, adviserDocs),
    ...withDocs(admin.adminEndpoints, adminDocs),
  },
  modules: [primitives, access, user, companies, team, advisers, admin],
};

export const mainApiContract: ApiContract = {
  title: 'Main API',
  description:
    'Feature flags, reference data and the compliance workspace of the EPR platform. ' +
    'Payloads travel in `{ data }`; errors are `{ message, fields? }`.',
  localBasePath: '/api',
  endpoints: {
    ...withDocs(featureFlags.featureFlagEndpoints, featureFlagDocs),
    ...withDocs(reference.referenceEndpoints, referenceDocs),
    ...withDocs(processes.processEndpoints, processDocs),
    ...withDocs(markets.marketEndpoints, marketDocs),
    ...withDocs(registrations.registrationEndpoints, registrationDocs),
    ...withDocs(quantityTotals.quantityTotalsEndpoints, quantityTotalsDocs),
    ...withDocs(schemeContracts.schemeContractEndpoints, schemeContractDocs),
    ...withDocs(obligations.obligationEndpoints, obligationDocs),
    ...withDocs(reports.reportEndpoints, reportDocs),
    ...withDocs(documents.documentEndpoints, documentDocs),
    ...withDocs(support.supportEndpoints, supportDocs),
    ...withDocs(newsletter.newsletterEndpoints, newsletterDocs),
    ...withDocs(illegalContent.illegalContentEndpoints, illegalContentDocs),
    ...withDocs(bookings.bookingEndpoints, bookingDocs),
    ...withDocs(prices.priceEndpoints, priceDocs),
    ...withDocs(licences.licenceEndpoints, licenceDocs),
    ...withDocs(producerRegistrations.producerRegistrationEndpoints, producerRegistrationDocs),
    ...withDocs(nieNif.nieNifEndpoints, nieNifDocs),
    ...withDocs(representation.representationEndpoints, representationDocs),
    ...withDocs(quickcheck.quickcheckEndpoints, quickcheckDocs),
    ...withDocs(calendarFeed.calendarFeedEndpoints, calendarFeedDocs),
    ...withDocs(proofPack.proofPackEndpoints, proofPackDocs),
    ...withDocs(reminders.reminderEndpoints, reminderDocs),
    ...withDocs(changes.changeEndpoints, changeDocs),
  },
  modules: [
    primitives,
    featureFlags,
    reference,
    processes,
    markets,
    registrations,
    quantityTotals,
    schemeContracts,
    obligations,
    reports,
    documents,
    support,
    newsletter,
    illegalContent,
    bookings,
    serviceCommon,
    packagingMaterials,
    prices,
    licences,
    producerRegistrations,
    nieNif,
    representation,
    quickcheck,
    calendarFeed,
    proofPack,
    reminders,
    changes,
  ],
};

export const API_CONTRACTS = { account: accountApiContract, main: mainApiContract } as const;
