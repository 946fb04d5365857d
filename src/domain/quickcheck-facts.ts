/**
 * RULE-3: the quickcheck's answers as the facts the derivation reads, so the quickcheck shows the
 * domain's own answer (status, duties, representative, deadlines) and cannot drift from the
 * dashboard. Relative imports only: the mock backend loads the domain with esbuild-register.
 */
import type { QuickcheckAnswers } from '../shared/contract/main/quickcheck';
import type { CompanyFacts } from './company-facts';
import { addDays } from './schedule';

/**
 * A visitor has no registrations, processes, reports, totals or representatives yet. It already
 * sells, so its markets count from before last year (RULE-2's default): last year's duties are
 * not cut off by the day it took the quickcheck.
 */
export function quickcheckFacts(answers: QuickcheckAnswers, today: string): CompanyFacts {
  // The quickcheck asks one question for the goods themselves; each stream reads its own end use.
  const facts = {
    packagingEndUse: answers.packagingEndUse,
    weeeEndUse: answers.productEndUse,
    batteriesEndUse: answers.productEndUse,
    textilesEndUse: answers.productEndUse,
    role: answers.role,
    channels: answers.channels,
  };
  return {
    // Outside Europe: no home country the rules know, so established nowhere it sells.
    companyCountry: answers.homeCountry ?? '',
    markets: {
      establishments: answers.establishments,
      markets: answers.countries.map((country) => ({
        country,
        streams: answers.streams,
        since: addDays(today, -2 * 365),
        facts,
        confirmed: true,
      })),
    },
    registrations: [],
    processes: [],
    reports: [],
    totals: [],
    representatives: [],
    today,
  };
}
