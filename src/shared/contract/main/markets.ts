/**
 * A company's markets: the countries it sells in, with the streams it places on each market, to
 * whom it sells and where it is established. The obligations are derived from them.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { CountryCodeSchema, TimestampSchema } from '../primitives';
import { StreamSchema } from '../reference';

export const MARKET_AUDIENCES = ['consumers', 'businesses', 'both'] as const;
export const MarketAudienceSchema = v.picklist(MARKET_AUDIENCES, 'invalid');
/** @public */
export type MarketAudience = v.InferOutput<typeof MarketAudienceSchema>;

/** The most countries one company tracks (the EU, the EEA, Switzerland and the UK fit). */
export const MAX_MARKETS = 40;

/** A real country: `EU` names the baseline rules, never a market. */
const MarketCountrySchema = v.pipe(
  CountryCodeSchema,
  v.check((code) => code !== 'EU', 'invalid'),
);

const uniqueBy = <T>(list: readonly T[], key: (item: T) => string) =>
  new Set(list.map(key)).size === list.length;

export const MarketSchema = v.object({
  country: CountryCodeSchema,
  streams: v.array(StreamSchema),
  /** When the company told us it sells there (ISO date): its deadlines count from then. */
  since: v.pipe(v.string(), v.isoDate()),
});
export type Market = v.InferOutput<typeof MarketSchema>;

export const CompanyMarketsSchema = v.object({
  audience: MarketAudienceSchema,
  /** Countries where the company has an establishment (no authorised representative needed). */
  establishments: v.array(CountryCodeSchema),
  markets: v.array(MarketSchema),
  updatedAt: v.nullable(TimestampSchema),
});
export type CompanyMarkets = v.InferOutput<typeof CompanyMarketsSchema>;

export const MarketsInputSchema = v.object({
  audience: MarketAudienceSchema,
  establishments: v.pipe(
    v.array(MarketCountrySchema, 'invalid'),
    v.maxLength(MAX_MARKETS, 'tooLong'),
    v.transform((list) => [...new Set(list)]),
  ),
  markets: v.pipe(
    v.array(
      v.object({
        country: MarketCountrySchema,
        streams: v.pipe(
          v.array(StreamSchema, 'invalid'),
          v.minLength(1, 'required'),
          v.transform((list) => [...new Set(list)]),
        ),
      }),
      'invalid',
    ),
    v.maxLength(MAX_MARKETS, 'tooLong'),
    v.check((list) => uniqueBy(list, (m) => m.country.toUpperCase()), 'invalid'),
  ),
});
export type MarketsInput = v.InferInput<typeof MarketsInputSchema>;

export const marketEndpoints = {
  getMarkets: endpoint({
    method: 'GET',
    path: '/companies/:companyId/markets',
    summary:
      'Where the company sells which streams, to whom, and where it is established; a company ' +
      'that has not said yet gets no markets',
    auth: 'bearer',
    response: CompanyMarketsSchema,
    errors: [404],
    example: { params: { companyId: 'cmp-0002' } },
    tags: ['Compliance'],
  }),
  putMarkets: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/markets',
    summary:
      'Replaces the markets; a market kept keeps its `since` date, a new one starts today. ' +
      'Owners, admins and advisers with editCompany',
    auth: 'bearer',
    body: MarketsInputSchema,
    response: CompanyMarketsSchema,
    errors: [400, 404],
    example: {
      params: { companyId: 'cmp-0002' },
      body: {
        audience: 'consumers',
        establishments: ['DE'],
        markets: [
          { country: 'DE', streams: ['packaging', 'weee'] },
          { country: 'AT', streams: ['packaging'] },
        ],
      },
    },
    tags: ['Compliance'],
  }),
};
