/**
 * A company's obligations and deadlines, derived on every read from the tables (markets,
 * registrations, processes, reports) by `obligation-rules.ts`: what a process or a report changes
 * shows at once, on every screen.
 */
import type { Stream } from '../../src/shared/contract/reference';
import { markets, registrationsOf, reportsOf } from './compliance';
import { companies } from './db';
import { referenceFixture } from './fixtures/reference';
import {
  deriveDeadlines,
  deriveObligation,
  deriveObligations,
  type CompanyFacts,
} from './obligation-rules';
import { processesOf } from './processes';
import { today } from './schedule';

/** Everything the derivation reads about one company, on the service's today. */
export function factsOf(companyId: string, day = today()): CompanyFacts {
  return {
    companyCountry: companies.findById(companyId)?.country ?? '',
    markets: markets.findById(companyId) ?? null,
    registrations: registrationsOf(companyId),
    processes: processesOf(companyId),
    reports: reportsOf(companyId),
    today: day,
  };
}

export const obligationsOf = (companyId: string, day = today()) =>
  deriveObligations(referenceFixture, factsOf(companyId, day));

export const obligationOf = (companyId: string, country: string, stream: Stream, day = today()) =>
  deriveObligation(referenceFixture, factsOf(companyId, day), country, stream);

export const deadlinesOf = (companyId: string, from: string, to: string, day = today()) =>
  deriveDeadlines(referenceFixture, factsOf(companyId, day), from, to);
