/**
 * The quickcheck's result: per country and stream, the domain's answer for a company with these
 * facts (RULE-3). The status, duties, representative, reasons and deadlines are the ones the
 * dashboard, the country page and the calendar show for the same facts (`deriveObligation`,
 * `deriveDeadlines`); this file only picks what a visitor needs and adds nothing of its own.
 */
import type { Obligation } from '@/shared/contract/main/obligations';
import type { QuickcheckAnswers } from '@/shared/contract/main/quickcheck';
import {
  EU_BASELINE,
  ruleFor,
  type DeadlineRule,
  type ObligationRule,
  type ReferenceData,
  type ServiceId,
  type Stream,
} from '@/shared/contract/reference';
import {
  applicability,
  bindingDuties,
  endUseOf,
  representativeNeedIn,
} from '@/domain/applicability';
import { bindingDeadlines, deriveDeadlines, deriveObligation } from '@/domain/obligations';
import { quickcheckFacts } from '@/domain/quickcheck-facts';
import { addDays, nextDueDate } from '@/domain/schedule';

export type StreamStatus = 'obligated' | 'notObligated' | 'planned' | 'none';

export interface DueDeadline {
  id: string;
  kind: DeadlineRule['kind'];
  due: string;
}

export interface ConditionalDeadline extends DueDeadline {
  thresholds: { id: string; minKg: number }[];
}

export interface StreamResult {
  stream: Stream;
  status: StreamStatus;
  /** The country's own rule, or the EU baseline where the data has none for the country. */
  basis: 'country' | 'euBaseline';
  rule: ObligationRule;
  /** The domain's answer, as the dashboard and the country page show it. */
  obligation: Obligation;
  /** The representative rule's answer without an establishment here; null when established. */
  representativeNeed: ObligationRule['authorisedRepresentative'] | null;
  /** Where the rule is coming: the day it applies from (null: not yet dated). */
  plannedFrom: string | null;
  /** The next date of each deadline within a year, soonest first (the calendar's dates). */
  deadlines: DueDeadline[];
  /** Deadlines that bind only above a threshold of last year's quantities (not asked here). */
  conditional: ConditionalDeadline[];
  /** Deadlines due at once after each filing of others (the German LUCID data report). */
  afterFiling: { id: string; of: string[] }[];
  /** The platform's services for what is left to do, what is needed first coming first. */
  offers: ServiceId[];
}

export interface CountryResult {
  country: string;
  established: boolean;
  streams: StreamResult[];
}

function statusOf(
  obligation: Obligation,
  rule: ObligationRule,
  answers: QuickcheckAnswers,
  today: string,
) {
  if (obligation.status !== 'notApplicable') return { status: 'obligated' as const, from: null };
  const applies = applicability(rule, endUseOf(answers, obligation.stream), today);
  if (applies.kind === 'none') return { status: 'none' as const, from: null };
  if (applies.kind === 'planned') return { status: 'planned' as const, from: applies.from };
  return { status: 'notObligated' as const, from: null };
}

/** What the platform offers for what the domain leaves to do. */
function offersOf(obligation: Obligation, rule: ObligationRule, answers: QuickcheckAnswers) {
  if (obligation.status === 'notApplicable') return [];
  const open = new Set(obligation.duties.filter((d) => d.state !== 'fulfilled').map((d) => d.id));
  const services = bindingDuties(rule, endUseOf(answers, obligation.stream)).flatMap((d) =>
    d.service && (open.has(d.id) || !rule.duties) ? [d.service] : [],
  );
  const offers: ServiceId[] = [
    ...(obligation.reasons.includes('prerequisiteMissing') ? rule.prerequisites : []),
    ...services,
    ...(obligation.representative === 'required' ? (['authoriseme'] as const) : []),
  ];
  return [...new Set(offers)];
}

/**
 * Per country the visitor sells to (in the order given) and per stream they place there: what
 * applies on `today` (`YYYY-MM-DD`).
 */
export function quickcheckResult(
  answers: QuickcheckAnswers,
  reference: ReferenceData,
  today: string,
): CountryResult[] {
  const facts = quickcheckFacts(answers, today);
  const dated = deriveDeadlines(reference, facts, today, addDays(today, 365));
  return answers.countries.map((country) => {
    const established = answers.establishments.includes(country);
    const streams = answers.streams.flatMap((stream): StreamResult[] => {
      const own = ruleFor(reference, country, stream);
      const rule = own ?? ruleFor(reference, EU_BASELINE, stream);
      if (!rule) return [];
      const obligation = deriveObligation(reference, facts, country, stream);
      const { status, from } = statusOf(obligation, rule, answers, today);
      const obligated = status === 'obligated';
      const seen = new Set<string>();
      const deadlines = dated
        .filter((d) => d.country === country && d.stream === stream)
        .flatMap((d) => (seen.has(d.ruleId) ? [] : (seen.add(d.ruleId), [d])))
        .map((d) => ({ id: d.ruleId, kind: d.kind, due: d.dueDate }));
      // The deadline rules the derivation holds back without last year's totals or a filing.
      const binding =
        obligated && own ? bindingDeadlines(rule, endUseOf(answers, stream), undefined) : [];
      return [
        {
          stream,
          status,
          basis: own ? 'country' : 'euBaseline',
          rule,
          obligation,
          plannedFrom: from,
          representativeNeed: established
            ? null
            : representativeNeedIn(
                rule,
                ruleFor(reference, EU_BASELINE, stream),
                country,
                answers,
                endUseOf(answers, stream),
                // Outside Europe: no home the rules know (`''`), so from a third country.
                { home: answers.homeCountry ?? '', today },
              ),
          deadlines: obligated ? deadlines : [],
          conditional: binding.flatMap((d) =>
            d.condition && d.schedule.type !== 'afterFiling'
              ? [
                  {
                    id: d.id,
                    kind: d.kind,
                    due: nextDueDate(d.schedule, today),
                    thresholds: d.condition.anyOf.map(({ id, minKg }) => ({ id, minKg })),
                  },
                ]
              : [],
          ),
          afterFiling: binding.flatMap((d) =>
            d.schedule.type === 'afterFiling' ? [{ id: d.id, of: d.schedule.of }] : [],
          ),
          offers: offersOf(obligation, rule, answers),
        },
      ];
    });
    return { country, established, streams };
  });
}

/** How many country-and-stream pairs oblige the company to act. */
export const obligationCount = (result: readonly CountryResult[]) =>
  result.reduce((n, c) => n + c.streams.filter((s) => s.status === 'obligated').length, 0);
