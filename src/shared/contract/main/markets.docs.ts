/**
 * The OpenAPI texts of `./markets`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  CompanyMarketsSchema,
  EndUseSchema,
  MarketFactsSchema,
  MarketSchema,
  MarketsInputSchema,
  ProducerRoleSchema,
  SalesChannelSchema,
  type marketEndpoints,
} from './markets';

export const marketDocs: EndpointDocs<typeof marketEndpoints> = {
  getMarkets: {
    summary:
      'Where the company sells which streams, to whom, and where it is established; a company ' +
      'that has not said yet gets no markets',
    tags: ['Compliance'],
    example: { params: { companyId: 'cmp-0002' } },
  },
  putMarkets: {
    summary:
      'Replaces the markets; a market kept keeps its `since` date, a new one starts today. ' +
      'Owners, admins and advisers with editCompany',
    tags: ['Compliance'],
    example: {
      params: { companyId: 'cmp-0002' },
      body: {
        facts: {
          packagingEndUse: 'households',
          productEndUse: 'households',
          role: 'manufacturer',
          channels: ['ownShop', 'marketplaces'],
        },
        establishments: ['DE'],
        markets: [
          { country: 'DE', streams: ['packaging', 'weee'] },
          { country: 'AT', streams: ['packaging'] },
        ],
      },
    },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const marketsComponents = {
  CompanyMarketsSchema,
  EndUseSchema,
  MarketFactsSchema,
  MarketSchema,
  MarketsInputSchema,
  ProducerRoleSchema,
  SalesChannelSchema,
};
