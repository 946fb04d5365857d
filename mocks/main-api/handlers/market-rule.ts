/** The reference rule of a market named in a path (`/:country/:stream`), if it is one. */
import {
  STREAMS,
  ruleFor,
  type ObligationRule,
  type Stream,
} from '../../../src/shared/contract/reference';
import { referenceFixture } from '../data/fixtures/reference';

export function ruleOfMarket(country: string, stream: string): ObligationRule | undefined {
  const lower = stream.toLowerCase();
  return (STREAMS as readonly string[]).includes(lower) && /^[A-Za-z]{2}$/.test(country)
    ? ruleFor(referenceFixture, country, lower as Stream)
    : undefined;
}
