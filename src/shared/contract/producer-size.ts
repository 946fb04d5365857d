/**
 * Where a law obligates producers by their size, the figures as data: producer tiers, each with a
 * turnover in the rule's currency and tonnes of packaging a year, both to be exceeded. Below the
 * first tier's figures the stream's duty does not bind. What applies at a tier: the rule's
 * deadlines that name it (`DeadlineRule.producerSize`) and those that name none. UK packaging EPR
 * has two tiers (small and large producers, each with deadlines of its own); Ireland one (the
 * "major producer": more than 10 tonnes and more than €1 million a year).
 */
import * as v from 'valibot';

export const PRODUCER_SIZES = ['small', 'large', 'major'] as const;
export const ProducerSizeSchema = v.picklist(PRODUCER_SIZES);
export type ProducerSize = v.InferOutput<typeof ProducerSizeSchema>;

export const ProducerTierSchema = v.object({
  /** The tier's name, which the deadlines binding only this tier carry. */
  size: ProducerSizeSchema,
  /** Yearly turnover, in `currency`, to be exceeded. */
  turnover: v.pipe(v.number(), v.minValue(0)),
  /** Tonnes of packaging as the rule's `measure` counts them, to be exceeded. */
  tonnes: v.pipe(v.number(), v.minValue(0)),
});
export type ProducerTier = v.InferOutput<typeof ProducerTierSchema>;

/**
 * What the law counts as a producer's tonnes: packaging handled in the previous calendar year
 * (UK) or supplied, or expected to be, in a calendar year (Ireland). The markets dialog says it.
 */
export const TONNES_MEASURES = ['handledLastYear', 'suppliedInYear'] as const;

export const ProducerTiersSchema = v.object({
  currency: v.pipe(v.string(), v.length(3)),
  measure: v.picklist(TONNES_MEASURES),
  /**
   * From the smallest to the largest figures. One tier only says from where the duty binds; more
   * than one also sort the deadlines by tier.
   */
  tiers: v.pipe(v.array(ProducerTierSchema), v.minLength(1)),
  source: v.pipe(v.string(), v.url()),
});
export type ProducerTiers = v.InferOutput<typeof ProducerTiersSchema>;

/** What a company says about its size on a market: turnover (the rule's currency) and tonnes. */
export const MarketSizeSchema = v.object({
  turnover: v.pipe(v.number('invalid'), v.finite('invalid'), v.minValue(0, 'invalid')),
  tonnes: v.pipe(v.number('invalid'), v.finite('invalid'), v.minValue(0, 'invalid')),
});
export type MarketSize = v.InferOutput<typeof MarketSizeSchema>;
