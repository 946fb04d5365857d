/**
 * The heart of the derivation: one country and stream evaluated against the company's facts (does
 * the rule apply, which duties bind, which are met, what to do next) before any deadline is dated.
 * `obligations.ts` dates the deadlines and settles the status from them.
 *
 * Relative imports only: the mock backend loads the domain with esbuild-register.
 */
import type {
  DutyState,
  Obligation,
  ObligationReason,
  ObligationStatus,
} from '../shared/contract/main/obligations';
import {
  EU_BASELINE,
  ruleFor,
  type ReferenceData,
  type Stream,
} from '../shared/contract/reference';
import {
  applicability,
  representativeNeedIn,
  bindingDuties,
  dutiesByThreshold,
  endUseOf,
  producerThere,
} from './applicability';
import type { CompanyFacts } from './company-facts';
import { bindingDeadlines, totalsOf, type Evaluation } from './obligation-deadlines';
import {
  bestProcess,
  dutyGap,
  dutyState,
  participation,
  processGap,
  type Gap,
} from './obligation-gaps';
import { producerSizeOf, sizeBinds, tiersSortDeadlines } from './producer-size';
import { obligationDeclaration } from './completeness';

export function evaluate(
  reference: ReferenceData,
  facts: CompanyFacts,
  country: string,
  stream: Stream,
): Evaluation {
  const code = country.toUpperCase();
  const market = facts.markets?.markets.find((m) => m.country === code);
  const registration = facts.registrations.find((r) => r.country === code && r.stream === stream);
  const ownRule = ruleFor(reference, code, stream);
  const baseline = ruleFor(reference, EU_BASELINE, stream);
  const rule = ownRule ?? baseline;
  const related = facts.processes.filter(
    (p) =>
      p.country === code &&
      (p.streams.includes(stream) || ownRule?.prerequisites.includes(p.service)),
  );
  const base = {
    country: code,
    stream,
    ruleCountry: ownRule ? code : EU_BASELINE,
    registration: registration ?? null,
    processes: related.map(({ id, service, status, year }) => ({ id, service, status, year })),
  };
  const since = market?.since ?? facts.today;
  const result = (
    status: ObligationStatus,
    reasons: ObligationReason[],
    extra: Partial<Evaluation['obligation']> & Partial<Omit<Evaluation, 'obligation'>> = {},
  ): Evaluation => {
    const { deadlineRules = [], tracked = false, ...fields } = extra;
    return {
      obligation: {
        ...base,
        status,
        reasons,
        representative: 'notNeeded',
        duties: [],
        action: null,
        ...fields,
      },
      deadlineRules,
      tracked,
      since,
    };
  };

  if (!market) return result('notApplicable', ['notInMarkets']);
  if (!market.streams.includes(stream)) return result('notApplicable', ['streamNotSold']);
  const endUse = endUseOf(market.facts, stream);
  const established =
    code === facts.companyCountry.toUpperCase() ||
    (facts.markets?.establishments ?? []).includes(code);
  if (!rule) return result('toCheck', ['notCovered'], { action: { kind: 'contactSupport' } });
  if (!ownRule) {
    // No rules of the country's own: the EU baseline says whether EPR applies at all, and
    // whether EU law asks for a representative; the national details need checking.
    if (applicability(rule, endUse, facts.today).kind !== 'applies')
      return result('notApplicable', ['noEprYet']);
    if (!producerThere(market.facts, established, endUse))
      return result('notApplicable', ['importerIsProducer']);
    const needed =
      !established &&
      representativeNeedIn(rule, baseline, code, market.facts, endUse, {
        home: facts.companyCountry,
        today: facts.today,
      }) === 'required';
    return result('toCheck', ['notCovered'], {
      action: { kind: 'contactSupport' },
      representative: needed ? 'required' : 'notNeeded',
    });
  }
  const applies = applicability(rule, endUse, facts.today);
  if (applies.kind === 'none' || applies.kind === 'planned')
    return result('notApplicable', ['noEprYet']);
  if (applies.kind === 'endUseNotObligated')
    return result('notApplicable', ['audienceNotObligated']);
  if (!producerThere(market.facts, established, endUse))
    return result('notApplicable', ['importerIsProducer']);
  // Producer tiers: below the first tier's figures nothing binds. Several (UK packaging: small
  // and large) sort the deadlines, and an unsaid size keeps them all; one (Ireland's major
  // producer) only says from where the duty binds, and an unsaid size is told as such.
  const size = producerSizeOf(rule.producerTiers, market.size);
  const sorted = tiersSortDeadlines(rule.producerTiers);
  if (size === 'below')
    return result('notApplicable', [sorted ? 'belowProducerThreshold' : 'belowProducerFigures']);
  // Norwegian packaging: membership binds from 1,000 kg of one packaging type last year.
  const lastYear = totalsOf(facts, code, stream, Number(facts.today.slice(0, 4)) - 1);
  const byThreshold = dutiesByThreshold(bindingDuties(rule, endUse, facts.today), lastYear);
  if (byThreshold.belowAll) return result('notApplicable', ['belowDutyThreshold']);

  const gaps: Gap[] = [];
  const fine: ObligationReason[] = [
    ...(byThreshold.totalsUnknown ? (['dutyTotalsUnknown'] as const) : []),
    ...(size === 'unknown' && !sorted ? (['producerFiguresUnknown'] as const) : []),
  ];

  let representative: Obligation['representative'] = 'notNeeded';
  const need = representativeNeedIn(rule, baseline, code, market.facts, endUse, {
    home: facts.companyCountry,
    today: facts.today,
  });
  if (!established && need === 'required') {
    // A representative on record (own, or an order) decides: appointed counts, pending is on its
    // way (never a second order). Without one, an `authoriseme` process of ours.
    const onRecord = facts.representatives.filter((r) => r.country === code && r.stream === stream);
    const recorded = onRecord.find((r) => r.status === 'appointed') ?? onRecord[0];
    const gap: Gap | null = recorded
      ? recorded.status === 'appointed'
        ? null
        : { status: 'inProgress', reason: 'representativeInProgress', action: null }
      : processGap(bestProcess(facts, 'authoriseme', code, stream), 'authoriseme', {
          missing: 'representativeMissing',
          inProgress: 'representativeInProgress',
        });
    representative =
      gap === null ? 'appointed' : gap.status === 'inProgress' ? 'inProgress' : 'required';
    if (gap) gaps.push(gap);
    else fine.push('representativeAppointed');
  }

  if (!established) {
    for (const service of rule.prerequisites) {
      const gap = processGap(bestProcess(facts, service, code, null), service, {
        missing: 'prerequisiteMissing',
        inProgress: 'prerequisiteInProgress',
      });
      if (gap) gaps.push(gap);
    }
  }

  // A scheme member (a service of ours in force, or booked elsewhere) is relieved of its work.
  const { participant, booked } = participation(facts, rule, code, stream);
  const duties: DutyState[] = [];
  for (const duty of byThreshold.binding) {
    const gap = dutyGap(duty, facts, code, stream, registration, {
      registerKnown: rule.register !== null,
    });
    if (gap === 'own' && participant) {
      duties.push(dutyState(duty, 'fulfilled'));
      fine.push(booked ? 'participationBookedElsewhere' : 'serviceActive');
    } else if (gap === 'own') {
      duties.push(dutyState(duty, 'ownResponsibility'));
      fine.push('takeBackOwn');
    } else if ('done' in gap) {
      duties.push(dutyState(duty, 'fulfilled'));
      fine.push(gap.done);
    } else {
      duties.push(dutyState(duty, gap.status));
      gaps.push(gap);
    }
  }

  const licensed = facts.licensedFrequencies?.find(
    (l) => l.country === code && l.stream === stream,
  );
  const deadlineRules = bindingDeadlines(
    rule,
    endUse,
    licensed ?? registration,
    participant,
  ).filter((d) => sizeBinds(d.producerSize, size));
  const worst =
    gaps.find((g) => g.status === 'actionNeeded') ??
    gaps.find((g) => g.status === 'inProgress') ??
    gaps.find((g) => g.status === 'toCheck');
  // RULE-3: the declaration of completeness ahead, from the totals the calendar counts.
  const { declaration, reasons: told } = obligationDeclaration(rule, deadlineRules, facts, since);
  const required = told.filter((r) => r === 'declarationRequired');
  if (worst)
    return result(
      worst.status,
      [...new Set([...gaps.map((g) => g.reason), ...fine, ...required])],
      { representative, duties, action: worst.action, deadlineRules, declaration },
    );
  // The totals that would decide a threshold-bound duty are asked for once fulfilled.
  fine.push(...told);
  if (size === 'unknown' && sorted) fine.push('producerSizeUnknown');
  return result('compliant', [...new Set(fine)], {
    representative,
    duties,
    deadlineRules,
    declaration,
    tracked: true,
  });
}
