/**
 * Every API the app calls, with every endpoint: the OpenAPI documents are generated from this
 * registry, and the fault-matrix test walks it so that a new endpoint is covered without a new test.
 * Modules are listed whole so that each exported `...Schema` becomes a named component.
 */
import * as admin from './account/admin';
import * as access from './account/access';
import * as advisers from './account/advisers';
import * as companies from './account/companies';
import * as team from './account/team';
import * as user from './account/user';
import type { EndpointSpec } from './endpoint';
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
  endpoints: Readonly<Record<string, EndpointSpec>>;
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
    ...user.userEndpoints,
    ...companies.companyEndpoints,
    ...companies.companyChangeEndpoints,
    ...team.teamEndpoints,
    ...advisers.adviserEndpoints,
    ...admin.adminEndpoints,
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
    ...featureFlags.featureFlagEndpoints,
    ...reference.referenceEndpoints,
    ...processes.processEndpoints,
    ...markets.marketEndpoints,
    ...registrations.registrationEndpoints,
    ...quantityTotals.quantityTotalsEndpoints,
    ...schemeContracts.schemeContractEndpoints,
    ...obligations.obligationEndpoints,
    ...reports.reportEndpoints,
    ...documents.documentEndpoints,
    ...support.supportEndpoints,
    ...newsletter.newsletterEndpoints,
    ...illegalContent.illegalContentEndpoints,
    ...bookings.bookingEndpoints,
    ...prices.priceEndpoints,
    ...licences.licenceEndpoints,
    ...producerRegistrations.producerRegistrationEndpoints,
    ...nieNif.nieNifEndpoints,
    ...representation.representationEndpoints,
    ...quickcheck.quickcheckEndpoints,
    ...calendarFeed.calendarFeedEndpoints,
    ...proofPack.proofPackEndpoints,
    ...reminders.reminderEndpoints,
    ...changes.changeEndpoints,
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
