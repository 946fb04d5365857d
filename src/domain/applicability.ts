/**
 * Whether a rule, a duty or a deadline binds a company, by the law's own criteria: where what it
 * places on the market ends up (end use), its role, and thresholds over last year's quantities.
 * The quickcheck and the derivation both ask these functions, so they cannot disagree.
 */
import type { EndUse, MarketFacts, SalesChannel } from '../shared/contract/main/markets';
import type {
  Audience,
  DutyRule,
  ObligationRule,
  ProducerRole,
  Stream,
  ThresholdCondition,
} from '../shared/contract/reference';
import { inForce } from './in-force';
import { isEuMemberState } from './vat';

/** RULE-4: the handlers and screens ask this instead of the raw field. */
export { inForce };

/** The end use that decides for a stream: packaging's own, else the products'. */
export const endUseOf = (
  facts: Pick<MarketFacts, 'packagingEndUse' | 'productEndUse'>,
  stream: Stream,
) => (stream === 'packaging' ? facts.packagingEndUse : facts.productEndUse);

/** Whether what ends up `endUse` falls under a rule part scoped to `audience`. */
export function binds(audience: Audience, endUse: EndUse): boolean {
  if (audience === 'all' || endUse === 'both') return true;
  return audience === 'b2c' ? endUse === 'households' : endUse === 'businesses';
}

/** A rule's duties: its own list, or one registration through its service. */
export const dutiesOf = (rule: ObligationRule): DutyRule[] =>
  rule.duties ?? [{ id: 'registration', audience: 'all', service: rule.service, source: null }];

/** The duties that bind this end use, in the rule's order. */
export const bindingDuties = (rule: ObligationRule, endUse: EndUse) =>
  dutiesOf(rule).filter((d) => binds(d.audience, endUse));

/**
 * Whether a company without an establishment must appoint a representative: the first of the
 * rule's conditions that its role and end use meet, else the rule's general answer.
 */
export function representativeNeed(
  rule: ObligationRule,
  facts: Pick<MarketFacts, 'role'>,
  endUse: EndUse,
): ObligationRule['authorisedRepresentative'] {
  const match = rule.representativeWhen?.find(
    (c) => c.roles.includes(facts.role) && binds(c.audience, endUse),
  );
  return match?.need ?? rule.authorisedRepresentative;
}

/**
 * The roles in which a company sells to end users in a country itself. Without an establishment
 * there, only direct sales make it the producer: whoever first makes goods available from inside
 * the country (the importer) is the producer of what a foreign maker supplies to it (Directive
 * 2012/19/EU Art. 3(1)(f); Regulation (EU) 2023/1542 Art. 3(1)(47); Regulation (EU) 2025/40
 * Art. 3(1)(15); VerpackVO 2014 §3 Z 13a).
 */
export const DIRECT_SELLER_ROLES: readonly ProducerRole[] = ['distanceSeller', 'marketplaceSeller'];

/**
 * The channels through which a company sells into a country itself (from its own shop, on a
 * marketplace, through a fulfilment service that only ships for it), as opposed to selling to an
 * importer or to retailers there. A maker that ships to consumers this way is a distance seller
 * there, whatever it calls itself (VerpackG §3(14); Directive 2012/19/EU Art. 3(1)(f)(iv);
 * Regulation (EU) 2023/1542 Art. 3(1)(47)(iv)).
 */
export const DIRECT_SALES_CHANNELS: readonly SalesChannel[] = [
  'ownShop',
  'marketplaces',
  'fulfilment',
];

/**
 * Whether the company is the producer in a country: established there, selling there as a
 * distance or marketplace seller, or shipping to consumers there through a direct channel. Direct
 * deliveries to businesses only leave the receiving business the importer (VerpackVO 2014 §3 Z 13a;
 * RULE-2), unless the company calls itself a distance seller.
 */
export const producerThere = (
  facts: Pick<MarketFacts, 'role' | 'channels'>,
  established: boolean,
  endUse: EndUse,
) =>
  established ||
  DIRECT_SELLER_ROLES.includes(facts.role) ||
  (endUse !== 'businesses' && facts.channels.some((c) => DIRECT_SALES_CHANNELS.includes(c)));

/** Whether an EU regulation's own representative duty binds on `today` (and is not suspended). */
export function memberStateRepresentativeBinds(
  baseline: ObligationRule | undefined,
  today: string,
) {
  const duty = baseline?.memberStateRepresentative;
  if (!duty || today < duty.since) return false;
  const off = duty.suspended;
  return !(off && (off.until === null || today < off.until));
}

/**
 * The representative answer for a country: where an EU regulation requires one in every member
 * state, it decides over a weaker national answer (one answer for every country); the baseline
 * itself, where that regulation does not bind, leaves the country's law to check.
 */
export function representativeNeedIn(
  rule: ObligationRule,
  baseline: ObligationRule | undefined,
  country: string,
  facts: Pick<MarketFacts, 'role'>,
  endUse: EndUse,
  today: string,
): ObligationRule['authorisedRepresentative'] {
  const euDuty = Boolean(baseline?.memberStateRepresentative);
  if (euDuty && isEuMemberState(country) && memberStateRepresentativeBinds(baseline, today))
    return 'required';
  if (euDuty && rule === baseline) return 'unknown';
  return representativeNeed(rule, facts, endUse);
}

/** Where a rule stands for a stream, before anything the company did. */
export type Applicability =
  | { kind: 'applies' }
  | { kind: 'none' }
  | { kind: 'planned'; from: string | null }
  | { kind: 'endUseNotObligated' };

export function applicability(rule: ObligationRule, endUse: EndUse, today: string): Applicability {
  if (rule.applicability === 'none') return { kind: 'none' };
  if (!inForce(rule, today))
    return { kind: 'planned', from: rule.applicability === 'planned' ? null : rule.since };
  if (!binds(rule.audience, endUse)) return { kind: 'endUseNotObligated' };
  return { kind: 'applies' };
}

/** Quantities in kg by material id (a licence's or the company's own figures). */
export type Totals = Readonly<Record<string, number | undefined>>;

export interface ThresholdResult {
  id: string;
  kg: number;
  minKg: number;
  reached: boolean;
}

/** Each group's sum against its figure (kg rounded to grams). */
export function thresholdGroups(condition: ThresholdCondition, totals: Totals): ThresholdResult[] {
  return condition.anyOf.map((group) => {
    const kg =
      Math.round(group.materials.reduce((sum, m) => sum + (totals[m] ?? 0), 0) * 1000) / 1000;
    return { id: group.id, kg, minKg: group.minKg, reached: kg >= group.minKg };
  });
}

/** The first group that reaches its figure, or null when none does. */
export const reachedThreshold = (condition: ThresholdCondition, totals: Totals) =>
  thresholdGroups(condition, totals).find((g) => g.reached) ?? null;
