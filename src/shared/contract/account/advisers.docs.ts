/**
 * The OpenAPI texts of `./advisers`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  AffiliationInputSchema,
  AffiliationUpdateSchema,
  ProAffiliationSchema,
  ProClientSchema,
  ProDetailSchema,
  ProSchema,
  type adviserEndpoints,
} from './advisers';

const tags = ['Advisers'] as const;

export const adviserDocs: EndpointDocs<typeof adviserEndpoints> = {
  getAffiliations: {
    summary: "A company's adviser affiliations",
    tags,
    example: { params: { id: 'cmp-0001' } },
  },
  createAffiliation: {
    summary:
      'Ask an adviser firm to work for the company (starts pending, the firm is mailed; owners, admins; 409 when already affiliated)',
    tags,
    example: {
      params: { id: 'cmp-0002' },
      body: { proId: 'pro-0002', permissions: ['viewCompany'] },
    },
  },
  updateAffiliation: {
    summary:
      'Change permissions (owners, admins), accept or decline (the adviser firm), or end it (both)',
    tags,
    example: {
      params: { id: 'cmp-0001', affiliationId: 'aff-0004' },
      body: { permissions: ['viewCompany'] },
    },
  },
  deleteAffiliation: {
    summary: 'End an affiliation (owners, admins)',
    tags,
    example: { params: { id: 'cmp-0001', affiliationId: 'aff-0004' } },
  },
  getPros: {
    summary: 'The directory of adviser firms, by name',
    tags,
    example: { query: { query: 'Madrid', country: 'ES' } },
  },
  getPro: {
    summary:
      'One adviser firm by country and register code; its own users also get its client companies',
    tags,
    example: { params: { country: 'ES', code: 'CEM-28-14573' } },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const advisersComponents = {
  AffiliationInputSchema,
  AffiliationUpdateSchema,
  ProAffiliationSchema,
  ProClientSchema,
  ProDetailSchema,
  ProSchema,
};
