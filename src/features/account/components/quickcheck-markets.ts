import type { MarketsInput } from '@/shared/contract/main/markets';
import type { StoredQuickcheck } from '@/shared/contract/main/quickcheck';

/**
 * A new company's markets from the quickcheck (UX-8): every stream it named in every country it
 * named, its end-use facts, role and channels, and its establishments plus the company's own
 * country (where it is based needs no representative).
 */
export function quickcheckMarkets(
  { answers }: StoredQuickcheck,
  companyCountry: string,
): MarketsInput {
  return {
    facts: {
      packagingEndUse: answers.packagingEndUse,
      productEndUse: answers.productEndUse,
      role: answers.role,
      channels: answers.channels,
    },
    establishments: [...new Set([...answers.establishments, companyCountry])],
    markets: answers.countries.map((country) => ({ country, streams: [...answers.streams] })),
  };
}
