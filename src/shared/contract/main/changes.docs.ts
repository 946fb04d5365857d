/**
 * The OpenAPI texts of `./changes`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import { CompanyChangeListSchema, ReferenceChangeSchema, type changeEndpoints } from './changes';

export const changeDocs: EndpointDocs<typeof changeEndpoints> = {
  getCompanyChanges: {
    summary:
      "Changes of the reference data that touch the company's markets (country and stream), " +
      'newest first, with since when they apply and their source',
    tags: ['Reference data'],
    example: { params: { companyId: 'cmp-0001' } },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const changesComponents = { CompanyChangeListSchema, ReferenceChangeSchema };
