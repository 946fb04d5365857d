import type { RepresentationOption } from '@/domain/representation-options';
import type { RepresentationSelection } from '@/shared/contract/main/representation';
import type { Stream } from '@/shared/contract/reference';

/** Where the company sells what: from its processes and the quickcheck it came with. */
export interface Market {
  country: string;
  streams: readonly Stream[];
}

/**
 * The representations to pre-select: where the law requires one of a company without an
 * establishment and the company is on that market with that stream.
 */
export function suggestedSelections(
  options: readonly RepresentationOption[],
  markets: readonly Market[],
): RepresentationSelection[] {
  const byCountry = new Map<string, Stream[]>();
  for (const option of options) {
    if (!option.required) continue;
    const onMarket = markets.some(
      (m) => m.country === option.country && m.streams.includes(option.stream),
    );
    if (!onMarket) continue;
    byCountry.set(option.country, [...(byCountry.get(option.country) ?? []), option.stream]);
  }
  return [...byCountry].map(([country, streams]) => ({ country, streams }));
}
