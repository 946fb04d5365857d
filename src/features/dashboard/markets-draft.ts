import { type CompanyMarkets, type MarketFacts } from '@/shared/contract/main/markets';
import type { StoredQuickcheck } from '@/shared/contract/main/quickcheck';
import { OTHER_SERVICED_COUNTRIES } from '@/domain/vocabulary/countries';
import { SECTION_COUNTRIES, type Stream } from '@/shared/contract/reference';

/** The countries with a section first, then the rest of the EU, the EEA, Switzerland and the UK. */
export const COUNTRY_CHOICES = [...SECTION_COUNTRIES, ...OTHER_SERVICED_COUNTRIES];

export interface Draft {
  facts: MarketFacts;
  establishments: string[];
  markets: { country: string; streams: Stream[] }[];
}

/** What a company that has not said yet most often is: a brand selling to households. */
const DEFAULT_FACTS: MarketFacts = {
  packagingEndUse: 'households',
  productEndUse: 'households',
  role: 'manufacturer',
  channels: [],
};

/** The facts the form edits: one set for every market (the first market's, as they are saved alike). */
export const fromMarkets = (m: CompanyMarkets): Draft => ({
  facts: m.markets[0]?.facts ?? DEFAULT_FACTS,
  establishments: m.establishments,
  markets: m.markets.map(({ country, streams }) => ({ country, streams })),
});

/** The quickcheck's answers as markets: every stream it named, in every country it named. */
export const fromQuickcheck = ({ answers }: StoredQuickcheck): Draft => ({
  facts: {
    packagingEndUse: answers.packagingEndUse,
    productEndUse: answers.productEndUse,
    role: answers.role,
    channels: answers.channels,
  },
  establishments: answers.establishments,
  markets: answers.countries.map((country) => ({ country, streams: [...answers.streams] })),
});

/**
 * A quickcheck applied to a company that already has markets: what it had, plus every country and
 * stream the quickcheck named; the user reviews the union before saving.
 */
export function withQuickcheck(current: Draft, quickcheck: StoredQuickcheck): Draft {
  const added = fromQuickcheck(quickcheck);
  if (current.markets.length === 0) return added;
  const markets = current.markets.map((m) => ({ ...m, streams: [...m.streams] }));
  for (const { country, streams } of added.markets) {
    const market = markets.find((m) => m.country === country);
    if (!market) markets.push({ country, streams });
    else for (const s of streams) if (!market.streams.includes(s)) market.streams.push(s);
  }
  return {
    facts: mergeFacts(current.facts, added.facts),
    establishments: [...new Set([...current.establishments, ...added.establishments])],
    markets,
  };
}

/** Two answers about end use that differ mean both end uses; the newer role and channels win. */
const bothIfDiffer = (a: MarketFacts['packagingEndUse'], b: MarketFacts['packagingEndUse']) =>
  a === b ? a : 'both';
const mergeFacts = (current: MarketFacts, added: MarketFacts): MarketFacts => ({
  packagingEndUse: bothIfDiffer(current.packagingEndUse, added.packagingEndUse),
  productEndUse: bothIfDiffer(current.productEndUse, added.productEndUse),
  role: added.role,
  channels: [...new Set([...current.channels, ...added.channels])],
});
