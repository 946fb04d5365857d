/**
 * The OpenAPI texts of `./scheme-contracts`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  MonthDaySchema,
  SchemeContractInputSchema,
  SchemeContractSchema,
  type schemeContractEndpoints,
} from './scheme-contracts';

export const schemeContractDocs: EndpointDocs<typeof schemeContractEndpoints> = {
  getSchemeContracts: {
    summary: "The company's scheme contracts per market, with the dates they set",
    tags: ['Compliance'],
    example: { params: { companyId: 'cmp-0002' } },
  },
  putSchemeContract: {
    summary:
      "Records the company's scheme, its membership number and its contract's dates for a market " +
      '(booked outside the platform: it fulfils system participation); deadlines whose date ' +
      'the contract sets follow them. Owners, admins and advisers with editCompany',
    tags: ['Compliance'],
    example: {
      params: { companyId: 'cmp-0002', country: 'DE', stream: 'packaging' },
      body: {
        scheme: 'Interzero',
        membershipNumber: 'IZ-4711',
        dates: { 'de-packaging-year-end-report': { month: 5, day: 1 } },
      },
    },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const schemeContractsComponents = {
  MonthDaySchema,
  SchemeContractInputSchema,
  SchemeContractSchema,
};
