/**
 * The OpenAPI texts of `./quantity-totals`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  QuantityTotalsInputSchema,
  QuantityTotalsSchema,
  type quantityTotalsEndpoints,
} from './quantity-totals';

export const quantityTotalsDocs: EndpointDocs<typeof quantityTotalsEndpoints> = {
  getQuantityTotals: {
    summary: 'The quantities of past years the company entered, by country, stream and year',
    tags: ['Compliance'],
    example: { params: { companyId: 'cmp-0002' } },
  },
  putQuantityTotals: {
    summary:
      "Sets a past year's quantities (kg by material) of a market; they decide threshold-bound " +
      'duties such as the German declaration of completeness. Owners, admins and advisers with ' +
      'editCompany',
    tags: ['Compliance'],
    example: {
      params: { companyId: 'cmp-0002', country: 'DE', stream: 'packaging', year: '2025' },
      body: { kg: { glass: 12_500, paper: 61_000, plastics: 8_200 } },
    },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const quantityTotalsComponents = { QuantityTotalsInputSchema, QuantityTotalsSchema };
