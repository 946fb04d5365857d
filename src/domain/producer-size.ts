/**
 * A producer's size where the law sorts producers by it (UK packaging EPR: small and large), from
 * the figures in the rule's data and what the company said about its turnover and tonnes.
 * Relative imports only: the mock backend loads the domain with esbuild-register.
 */
import type {
  MarketSize,
  ProducerSize,
  ProducerSizes,
  ProducerThreshold,
} from '../shared/contract/producer-size';

/** `unknown`: the company has not said; `below`: under a small producer's figures, no obligation. */
export type SizeAnswer = ProducerSize | 'below' | 'unknown';

/** Both figures must be exceeded (gov.uk: "more than £1 million" and "more than 25 tonnes"). */
const exceeds = (size: MarketSize, figures: Pick<ProducerSizes['small'], 'turnover' | 'tonnes'>) =>
  size.turnover > figures.turnover && size.tonnes > figures.tonnes;

export function producerSizeOf(
  sizes: ProducerSizes | undefined,
  size: MarketSize | null | undefined,
): SizeAnswer | null {
  if (!sizes) return null;
  if (!size) return 'unknown';
  if (exceeds(size, sizes.large)) return 'large';
  if (exceeds(size, sizes.small)) return 'small';
  return 'below';
}

/** Whether a deadline for `bound` binds a company of size `answer` (an unknown size: every one). */
export const sizeBinds = (bound: ProducerSize | undefined, answer: SizeAnswer | null) =>
  !bound || answer === null || answer === 'unknown' || answer === bound;

/**
 * Whether a company is above the one pair of figures a law obligates from (Ireland's major
 * producer): both exceeded; `unknown` until it says; null where the rule sets none.
 */
export function producerFiguresOf(
  threshold: ProducerThreshold | undefined,
  size: MarketSize | null | undefined,
): 'above' | 'below' | 'unknown' | null {
  if (!threshold) return null;
  if (!size) return 'unknown';
  return exceeds(size, threshold) ? 'above' : 'below';
}
