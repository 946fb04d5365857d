/**
 * A company's markets: the countries it sells in, with the streams it places on each market, to
 * whom it sells and where it is established. The obligations are derived from them.
 */
import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { CountryCodeSchema, TimestampSchema } from '../primitives';
import { PRODUCER_ROLES, ProducerRoleSchema, StreamSchema, type ProducerRole } from '../reference';
import { MarketSizeSchema } from '../producer-size';

/**
 * Where what a company places on a market typically ends up: the law's criterion, not who buys
 * first. For packaging: private households or comparable places (restaurants, hotels, hospitals,
 * offices: VerpackG §3(11)), or businesses only. For equipment, batteries and textiles: whether
 * they can be used in private households (dual use counts as households: ElektroG §3 No. 4).
 */
export const END_USES = ['households', 'businesses', 'both'] as const;
export const EndUseSchema = v.picklist(END_USES, 'invalid');
export type EndUse = v.InferOutput<typeof EndUseSchema>;

export { PRODUCER_ROLES, ProducerRoleSchema, type ProducerRole };

export const SALES_CHANNELS = [
  'ownShop',
  'marketplaces',
  'fulfilment',
  'importerOfRecord',
  'retail',
] as const;
export const SalesChannelSchema = v.picklist(SALES_CHANNELS, 'invalid');
export type SalesChannel = v.InferOutput<typeof SalesChannelSchema>;

/**
 * What the derivation needs to know about how a company sells on one market: one end use per
 * stream (RULE-2; a shop's packaging may reach households while its batteries go to businesses).
 */
export const MarketFactsSchema = v.object({
  /** Filled or shipping packaging (the product's packaging and what it is shipped in). */
  packagingEndUse: EndUseSchema,
  weeeEndUse: EndUseSchema,
  batteriesEndUse: EndUseSchema,
  textilesEndUse: EndUseSchema,
  role: ProducerRoleSchema,
  channels: v.array(SalesChannelSchema, 'invalid'),
});
export type MarketFacts = v.InferOutput<typeof MarketFactsSchema>;

/**
 * The facts as a client sends them: each stream's end use, or the one `productEndUse` earlier
 * clients and the quickcheck send for equipment, batteries and textiles together; a stream's own
 * wins. Missing both is refused on that stream's field.
 */
export const MarketFactsInputSchema = v.pipe(
  v.object({
    packagingEndUse: EndUseSchema,
    productEndUse: v.optional(EndUseSchema),
    weeeEndUse: v.optional(EndUseSchema),
    batteriesEndUse: v.optional(EndUseSchema),
    textilesEndUse: v.optional(EndUseSchema),
    role: ProducerRoleSchema,
    channels: v.array(SalesChannelSchema, 'invalid'),
  }),
  v.forward(
    v.check((f) => Boolean(f.weeeEndUse ?? f.productEndUse), 'required'),
    ['weeeEndUse'],
  ),
  v.forward(
    v.check((f) => Boolean(f.batteriesEndUse ?? f.productEndUse), 'required'),
    ['batteriesEndUse'],
  ),
  v.forward(
    v.check((f) => Boolean(f.textilesEndUse ?? f.productEndUse), 'required'),
    ['textilesEndUse'],
  ),
  v.transform(
    ({ productEndUse, weeeEndUse, batteriesEndUse, textilesEndUse, ...rest }): MarketFacts => ({
      ...rest,
      // The checks above leave no stream without an end use; 'both' is never reached.
      weeeEndUse: weeeEndUse ?? productEndUse ?? 'both',
      batteriesEndUse: batteriesEndUse ?? productEndUse ?? 'both',
      textilesEndUse: textilesEndUse ?? productEndUse ?? 'both',
    }),
  ),
);
export type MarketFactsInput = v.InferInput<typeof MarketFactsInputSchema>;

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
  /**
   * When the company started selling there (ISO date, asked; "before last year" by default): its
   * deadlines count from then, so last year's declaration is not cut off.
   */
  since: v.pipe(v.string(), v.isoDate()),
  facts: MarketFactsSchema,
  /**
   * Where the country's rule sorts producers by size (UK packaging): turnover and tonnes the
   * company gave; absent or null: not said (every size's deadlines are shown).
   */
  size: v.optional(v.nullable(MarketSizeSchema)),
  /**
   * False for facts the service assumed (markets kept from before end use was asked): the
   * screens ask the company to confirm them. Saving the markets confirms.
   */
  confirmed: v.boolean(),
});

export const CompanyMarketsSchema = v.object({
  /** Countries where the company has an establishment (no authorised representative needed). */
  establishments: v.array(CountryCodeSchema),
  markets: v.array(MarketSchema),
  updatedAt: v.nullable(TimestampSchema),
});
export type CompanyMarkets = v.InferOutput<typeof CompanyMarketsSchema>;

export const MarketsInputSchema = v.object({
  /** The facts of every market that does not name its own. */
  facts: MarketFactsInputSchema,
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
        /**
         * When the company started selling there (ISO date); its deadlines count from then.
         * Absent: kept as recorded, or for a new market "before last year" (RULE-2).
         */
        since: v.optional(v.pipe(v.string('invalid'), v.isoDate('invalid'))),
        /** Turnover and tonnes, where the rule sorts producers by size (absent: not said). */
        size: v.optional(MarketSizeSchema),
        facts: v.optional(MarketFactsInputSchema),
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
    auth: 'bearer',
    response: CompanyMarketsSchema,
    errors: [404],
  }),
  putMarkets: endpoint({
    method: 'PUT',
    path: '/companies/:companyId/markets',
    auth: 'bearer',
    body: MarketsInputSchema,
    response: CompanyMarketsSchema,
    errors: [400, 404],
  }),
};
