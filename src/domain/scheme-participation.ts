/**
 * System participation booked outside the platform (RULE-2): a company that is a member of a
 * scheme (ARA, a German dual system, a collection system) records the scheme and its membership
 * number per country and stream, and that record fulfils participation as a licence of ours does.
 * Relative imports only: the mock backend loads the domain with esbuild-register.
 */
import type { ObligationRule, Stream } from '../shared/contract/reference';
import type { CompanyFacts } from './company-facts';

/** Whether a rule has a scheme to join, or dates a scheme contract sets: then there is one to record. */
export const hasSchemeContract = (rule: Pick<ObligationRule, 'duties' | 'schemes' | 'deadlines'>) =>
  (rule.duties ?? []).some((d) => d.id === 'systemParticipation') ||
  rule.schemes.length > 0 ||
  rule.deadlines.some((d) => d.basis === 'schemeContract');

/**
 * The scheme membership the company recorded for a market, if it names its number: a contract
 * kept from before the number was asked (dates only) is not proof of membership.
 */
export const bookedMembership = (facts: CompanyFacts, country: string, stream: Stream) =>
  facts.schemeContracts?.find(
    (c) => c.country === country && c.stream === stream && Boolean(c.membershipNumber?.trim()),
  );
