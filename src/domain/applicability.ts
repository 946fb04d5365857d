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

/**
 * The end use that decides for a stream: the stream's own (RULE-2), or, for answers that name one
 * for equipment, batteries and textiles together (the quickcheck's), that one.
 */
export const endUseOf = (
  facts: Pick<MarketFacts, 'packagingEndUse'> &
    Partial<Omit<MarketFacts, 'packagingEndUse' | 'role' | 'channels'>> & {
      productEndUse?: EndUse;
    },
  stream: Stream,
): EndUse =>
  stream === 'packaging'
    ? facts.packagingEndUse
    : (facts[`${stream}EndUse`] ?? facts.productEndUse ?? 'both');

/** Whether what ends up `endUse` falls under a rule part scoped to `audience`. */
export function binds(audience: Audience, endUse: EndUse): boolean {
  if (audience === 'all' || endUse === 'both') return true;
  return audience === 'b2c' ? endUse === 'households' : endUse === 'businesses';
}

/** A rule's duties: its own list, or one registration through its service. */
export const dutiesOf = (rule: ObligationRule): DutyRule[] =>
  rule.duties ?? [{ id: 'registration', audience: 'all', service: rule.service, source: null }];

/** The duties that bind this end use on `today`, in the rule's order (all dates without `today`). */
export const bindingDuties = (rule: ObligationRule, endUse: EndUse, today?: string) =>
  dutiesOf(rule).filter(
    (d) => binds(d.audience, endUse) && (!today || !d.since || d.since <= today),
  );

/** Where the company is established, as a representative condition tells it apart. */
export interface RepresentativeContext {
  /** The company's head office (ISO code). */
  home: string;
  today: string;
}

/**
 * The role a company without an establishment has in a country where it is the producer: there it
 * only is one by selling to end users itself (`producerThere`), so a maker shipping from its own
 * shop counts as the distance seller it is (VerpackDG § 3; Directive 2012/19/EU Art. 3(1)(f)(iv)).
 */
const roleThere = (role: ProducerRole): ProducerRole =>
  DIRECT_SELLER_ROLES.includes(role) ? role : 'distanceSeller';

/**
 * Whether a company without an establishment must appoint a representative: the first of the
 * rule's conditions that its role, end use, home and the day meet, else the rule's general answer.
 */
export function representativeNeed(
  rule: ObligationRule,
  facts: Pick<MarketFacts, 'role'>,
  endUse: EndUse,
  context: RepresentativeContext,
): ObligationRule['authorisedRepresentative'] {
  const role = roleThere(facts.role);
  const from = isEuMemberState(context.home) ? 'eu' : 'thirdCountry';
  const match = rule.representativeWhen?.find(
    (c) =>
      c.roles.includes(role) &&
      binds(c.audience, endUse) &&
      (!c.from || c.from === from) &&
      (!c.since || c.since <= context.today),
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
 * The representative answer for a country. An EU regulation's own duty (PPWR Art. 45(3) first
 * sentence) binds producers established in another member state that sell to end users there:
 * it decides over a weaker national answer, so every member state gives the same one. For
 * producers from third countries the regulation leaves it to each member state (second
 * sentence): the country's own rule decides, and the baseline, which has none, says "check".
 * Only asked of a company that is the producer there without an establishment (`producerThere`).
 */
export function representativeNeedIn(
  rule: ObligationRule,
  baseline: ObligationRule | undefined,
  country: string,
  facts: Pick<MarketFacts, 'role'>,
  endUse: EndUse,
  context: RepresentativeContext,
): ObligationRule['authorisedRepresentative'] {
  const euDuty = Boolean(baseline?.memberStateRepresentative);
  const fromOtherMemberState =
    isEuMemberState(context.home) && context.home.toUpperCase() !== country.toUpperCase();
  if (
    euDuty &&
    isEuMemberState(country) &&
    fromOtherMemberState &&
    memberStateRepresentativeBinds(baseline, context.today)
  )
    return 'required';
  if (euDuty && rule === baseline) return 'unknown';
  return representativeNeed(rule, facts, endUse, context);
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

const PERIOD_FREQUENCY = { month: 'monthly', quarter: 'quarterly', year: 'yearly' } as const;
const BY_OFTEN = ['monthly', 'quarterly', 'yearly'] as const;

/**
 * How often a company with this end use reports under the rule: the most frequent of the report
 * deadlines that bind it (a German b2b-only WEEE producer reports yearly, though the rule's b2c
 * reports are monthly). The rule's own answer where no report deadline tells (none known, or the
 * fee level decides).
 */
export function reportingFrequencyFor(
  rule: ObligationRule,
  endUse: EndUse,
): ObligationRule['reportingFrequency'] {
  if (rule.reportingFrequency === 'byFeeLevel') return rule.reportingFrequency;
  const found = rule.deadlines
    .filter((d) => d.kind === 'report' && binds(d.audience, endUse))
    .map((d) =>
      d.schedule.type === 'afterPeriod' || d.schedule.type === 'daysAfterPeriod'
        ? PERIOD_FREQUENCY[d.schedule.period]
        : d.schedule.type === 'yearly'
          ? 'yearly'
          : undefined,
    );
  return BY_OFTEN.find((f) => found.includes(f)) ?? rule.reportingFrequency;
}

/**
 * Whether the company reports household and commercial packaging each at its own frequency
 * (Austria: VerpackVO 2014 §9(4) and §13(2)): the fee level decides, and the rule has deadlines
 * of the commercial segment.
 */
export const segmentedFrequencies = (rule: ObligationRule) =>
  rule.reportingFrequency === 'byFeeLevel' &&
  rule.deadlines.some((d) => d.segment === 'commercial');

/**
 * The duties bound to last year's quantities sorted out (Norway: at least 1,000 kg of one packaging
 * type). A duty whose figures last year's totals stay below does not bind; with no totals entered
 * it binds (the law's default for a producer) and the company is asked for them.
 */
export function dutiesByThreshold(duties: readonly DutyRule[], lastYear: Totals | undefined) {
  const below = (d: DutyRule) =>
    Boolean(d.condition && lastYear && !reachedThreshold(d.condition, lastYear));
  return {
    binding: duties.filter((d) => !below(d)),
    belowAll: duties.length > 0 && duties.every(below),
    totalsUnknown: !lastYear && duties.some((d) => d.condition),
  };
}
