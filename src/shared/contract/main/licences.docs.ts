/**
 * The OpenAPI texts of `./licences`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  AtRegistrationStepSchema,
  AustrianPackagingSchema,
  CompletenessSchema,
  DeRegistrationStepSchema,
  FeeRouteSchema,
  LicenceCreateSchema,
  LicenceDraftUpdateSchema,
  LicenceReportInputSchema,
  LicenceReportSchema,
  LicenceSchema,
  LicenceSubmitSchema,
  LicenceYearSchema,
  LucidNumberSchema,
  QuantitiesSchema,
  QuantitiesStepSchema,
  ReportKindSchema,
  ScheduledReportSchema,
  WizardStepSchema,
  YearStepSchema,
  type licenceEndpoints,
} from './licences';

export const licenceDocs: EndpointDocs<typeof licenceEndpoints> = {
  getLicences: {
    summary: "The company's packaging licences of one country, newest year first",
    tags: ['Packaging licences'],
    example: { params: { companyId: 'cmp-0002' }, query: { country: 'DE' } },
  },
  createLicence: {
    summary: 'Starts a packaging licence as a draft (Germany or Austria)',
    tags: ['Packaging licences'],
    example: { params: { companyId: 'cmp-0001' }, body: { country: 'DE' } },
  },
  getLicence: {
    summary: 'A packaging licence with its price, reports, deadlines and documents',
    tags: ['Packaging licences'],
    example: { params: { companyId: 'cmp-0002', processId: 'prc-0001' } },
  },
  updateLicenceDraft: {
    summary:
      "Saves a draft's wizard step (409 once submitted; 409 with `year: taken` for a year already licensed)",
    tags: ['Packaging licences'],
    example: {
      params: { companyId: 'cmp-0001', processId: 'prc-0003' },
      body: {
        step: 'review',
        year: 2027,
        quantities: { 'hh-paper': 1_850, 'hh-plastics': 920.5, 'hh-glass': 2_400 },
      },
    },
  },
  discardLicenceDraft: {
    summary: 'Cancels a draft (409 once submitted)',
    tags: ['Packaging licences'],
    example: { params: { companyId: 'cmp-0001', processId: 'prc-0003' } },
  },
  submitLicence: {
    summary:
      'Submits a draft with the terms accepted: 400 names what is missing (the LUCID number, ' +
      'the year, quantities); the licence is then active for its year',
    tags: ['Packaging licences'],
    example: {
      params: { companyId: 'cmp-0001', processId: 'prc-0003' },
      body: { acceptTerms: true },
    },
  },
  fileLicenceReport: {
    summary: 'Files a quantity report of an active licence (409 when it cannot be filed now)',
    tags: ['Packaging licences'],
    example: {
      params: { companyId: 'cmp-0002', processId: 'prc-0001' },
      body: {
        kind: 'intraYearChange',
        period: null,
        quantities: {
          paper: 65_300,
          plastics: 8_420,
          composites: 1_150,
          ferrous: 310,
          aluminium: 152.3,
          other: 95,
        },
      },
    },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const licencesComponents = {
  AtRegistrationStepSchema,
  AustrianPackagingSchema,
  CompletenessSchema,
  DeRegistrationStepSchema,
  FeeRouteSchema,
  LicenceCreateSchema,
  LicenceDraftUpdateSchema,
  LicenceReportInputSchema,
  LicenceReportSchema,
  LicenceSchema,
  LicenceSubmitSchema,
  LicenceYearSchema,
  LucidNumberSchema,
  QuantitiesSchema,
  QuantitiesStepSchema,
  ReportKindSchema,
  ScheduledReportSchema,
  WizardStepSchema,
  YearStepSchema,
};
