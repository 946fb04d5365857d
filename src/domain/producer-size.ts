/**
 * A producer's tier where the law obligates producers by size (UK packaging EPR: small and large;
 * Ireland: the major producer), from the tiers in the rule's data and what the company said about
 * its turnover and tonnes. Relative imports only: the mock backend loads the domain with
 * esbuild-register.
 */
import type {
  MarketSize,
  ProducerSize,
  ProducerTier,
  ProducerTiers,
} from '../shared/contract/producer-size';

/** `unknown`: the company has not said; `below`: under the first tier's figures, no obligation. */
export type SizeAnswer = ProducerSize | 'below' | 'unknown';

/** Both figures must be exceeded (gov.uk: "more than £1 million" and "more than 25 tonnes"). */
const exceeds = (size: MarketSize, tier: ProducerTier) =>
  size.turnover > tier.turnover && size.tonnes > tier.tonnes;

/** The largest tier whose figures the company exceeds; null where the rule sets no tiers. */
export function producerSizeOf(
  tiers: ProducerTiers | undefined,
  size: MarketSize | null | undefined,
): SizeAnswer | null {
  if (!tiers) return null;
  if (!size) return 'unknown';
  const reached = tiers.tiers.filter((tier) => exceeds(size, tier)).pop();
  return reached?.size ?? 'below';
}

/**
 * Whether the tiers sort the deadlines (more than one tier: UK small and large producers) or only
 * say from where the duty binds (one tier: Ireland's major producer).
 */
export const tiersSortDeadlines = (tiers: ProducerTiers | undefined) =>
  (tiers?.tiers.length ?? 0) > 1;

/** Whether a deadline for `bound` binds a company of size `answer` (an unknown size: every one). */
export const sizeBinds = (bound: ProducerSize | undefined, answer: SizeAnswer | null) =>
  !bound || answer === null || answer === 'unknown' || answer === bound;
