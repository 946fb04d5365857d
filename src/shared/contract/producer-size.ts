/**
 * Where a law sorts producers by size (UK packaging EPR: small and large producers), the figures
 * as data: a turnover in the rule's currency and the tonnes of packaging handled in the previous
 * calendar year, both to be exceeded. A company above the small figures but not above the large
 * ones is small; above both large figures, large; otherwise not obligated.
 */
import * as v from 'valibot';

const figures = v.object({
  /** Yearly turnover, in `currency`, to be exceeded. */
  turnover: v.pipe(v.number(), v.minValue(0)),
  /** Tonnes of packaging handled in the previous calendar year, to be exceeded. */
  tonnes: v.pipe(v.number(), v.minValue(0)),
});

export const ProducerSizesSchema = v.object({
  currency: v.pipe(v.string(), v.length(3)),
  small: figures,
  large: figures,
  source: v.pipe(v.string(), v.url()),
});
export type ProducerSizes = v.InferOutput<typeof ProducerSizesSchema>;

/**
 * Where a law obligates only producers above one pair of figures (Ireland's "major producer":
 * more than 10 tonnes of packaging supplied a year and a turnover of more than €1 million), both
 * to be exceeded; below either, the stream's EPR duty does not bind.
 */
export const ProducerThresholdSchema = v.object({
  currency: v.pipe(v.string(), v.length(3)),
  turnover: v.pipe(v.number(), v.minValue(0)),
  tonnes: v.pipe(v.number(), v.minValue(0)),
  source: v.pipe(v.string(), v.url()),
});
export type ProducerThreshold = v.InferOutput<typeof ProducerThresholdSchema>;

export const PRODUCER_SIZES = ['small', 'large'] as const;
export const ProducerSizeSchema = v.picklist(PRODUCER_SIZES);
export type ProducerSize = v.InferOutput<typeof ProducerSizeSchema>;

/** What a company says about its size on a market: turnover (the rule's currency) and tonnes. */
export const MarketSizeSchema = v.object({
  turnover: v.pipe(v.number('invalid'), v.finite('invalid'), v.minValue(0, 'invalid')),
  tonnes: v.pipe(v.number('invalid'), v.finite('invalid'), v.minValue(0, 'invalid')),
});
export type MarketSize = v.InferOutput<typeof MarketSizeSchema>;
