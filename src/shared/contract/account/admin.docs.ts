/**
 * The OpenAPI texts of `./admin`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import { AdminCompanySchema, AdminMemberSchema, type adminEndpoints } from './admin';

export const adminDocs: EndpointDocs<typeof adminEndpoints> = {
  searchAdminCompanies: {
    summary:
      'Administrators: companies whose name, id, VAT id or city contains the query (all when empty)',
    tags: ['Administration'],
    example: { query: { query: 'graz' } },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const adminComponents = { AdminCompanySchema, AdminMemberSchema };
