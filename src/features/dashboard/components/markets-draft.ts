import { type CompanyMarkets, type MarketFacts } from '@/shared/contract/main/markets';
import type { StoredQuickcheck } from '@/shared/contract/main/quickcheck';
import { OTHER_SERVICED_COUNTRIES } from '@/domain/vocabulary/countries';
import { SECTION_COUNTRIES, type Stream } from '@/shared/contract/reference';
import { defaultSalesStart } from '@/domain/company-facts';
import { today } from '@/domain/schedule';

/** The countries with a section first, then the rest of the EU, the EEA, Switzerland and the UK. */
export const COUNTRY_CHOICES = [...SECTION_COUNTRIES, ...OTHER_SERVICED_COUNTRIES];

export interface Draft {
  facts: MarketFacts;
  establishments: string[];
  /** `since`: when the company started selling there (ISO date, the form asks it). */
  markets: DraftMarket[];
}

/** Turnover and tonnes as typed (UK packaging: small and large producers). */
export interface DraftSize {
  turnover: string;
  tonnes: string;
}

export interface DraftMarket {
  country: string;
  streams: Stream[];
  since: string;
  size?: DraftSize;
}

/** The size as the contract takes it: absent when nothing was typed. */
export const sizeInput = (size: DraftSize | undefined) =>
  size?.turnover.trim() && size.tonnes.trim()
    ? { turnover: Number(size.turnover), tonnes: Number(size.tonnes) }
    : undefined;

/** The sales start a new market is offered: before last year (RULE-2). */
export const newMarketSince = () => defaultSalesStart(today());

/** What a company that has not said yet most often is: a brand selling to households. */
const DEFAULT_FACTS: MarketFacts = {
  packagingEndUse: 'households',
  weeeEndUse: 'households',
  batteriesEndUse: 'households',
  textilesEndUse: 'households',
  role: 'manufacturer',
  channels: [],
};

/** The facts the form edits: one set for every market (the first market's, as they are saved alike). */
export const fromMarkets = (m: CompanyMarkets): Draft => ({
  facts: m.markets[0]?.facts ?? DEFAULT_FACTS,
  establishments: m.establishments,
  markets: m.markets.map(({ country, streams, since, size }) => ({
    country,
    streams,
    since,
    ...(size ? { size: { turnover: String(size.turnover), tonnes: String(size.tonnes) } } : {}),
  })),
});

/** The quickcheck's answers as markets: every stream it named, in every country it named. */
export const fromQuickcheck = ({ answers }: StoredQuickcheck): Draft => ({
  facts: {
    packagingEndUse: answers.packagingEndUse,
    // The quickcheck asks one end use for equipment, batteries and textiles together.
    weeeEndUse: answers.productEndUse,
    batteriesEndUse: answers.productEndUse,
    textilesEndUse: answers.productEndUse,
    role: answers.role,
    channels: answers.channels,
  },
  establishments: answers.establishments,
  markets: answers.countries.map((country) => ({
    country,
    streams: [...answers.streams],
    since: newMarketSince(),
  })),
});

/**
 * A quickcheck applied to a company that already has markets: what it had, plus every country and
 * stream the quickcheck named; the user reviews the union before saving.
 */
export function withQuickcheck(current: Draft, quickcheck: StoredQuickcheck): Draft {
  const added = fromQuickcheck(quickcheck);
  if (current.markets.length === 0) return added;
  const markets = current.markets.map((m) => ({ ...m, streams: [...m.streams] }));
  for (const { country, streams, since } of added.markets) {
    const market = markets.find((m) => m.country === country);
    if (!market) markets.push({ country, streams, since });
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
  weeeEndUse: bothIfDiffer(current.weeeEndUse, added.weeeEndUse),
  batteriesEndUse: bothIfDiffer(current.batteriesEndUse, added.batteriesEndUse),
  textilesEndUse: bothIfDiffer(current.textilesEndUse, added.textilesEndUse),
  role: added.role,
  channels: [...new Set([...current.channels, ...added.channels])],
});
