/**
 * The OpenAPI texts of `./prices`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  FeeItemSchema,
  MaterialNamesSchema,
  PackagingPriceSchema,
  PriceTableSchema,
  ProviderSchema,
  ReportingFrequencySchema,
  ServicePriceSchema,
  type priceEndpoints,
} from './prices';

export const priceDocs: EndpointDocs<typeof priceEndpoints> = {
  getPrices: {
    summary:
      'The price table: the provider (country, VAT id and rate), packaging rates per country, ' +
      'year and material (minimum fee, reporting frequency by fee) and the fees of the other ' +
      'services, official fees apart',
    tags: ['Reference data'],
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const pricesComponents = {
  FeeItemSchema,
  MaterialNamesSchema,
  PackagingPriceSchema,
  PriceTableSchema,
  ProviderSchema,
  ReportingFrequencySchema,
  ServicePriceSchema,
};
