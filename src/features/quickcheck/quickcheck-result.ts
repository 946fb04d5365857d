/**
 * The quickcheck's result: what applies per country and stream, and why. A pure function of the
 * answers and the reference data: every country-specific fact (register, schemes, representative
 * rule, audience, deadlines, the platform's service) comes from the data; this file only says how
 * an answer meets a rule, the same way for every country.
 */
import type { EndUse, ProducerRole } from '@/shared/contract/main/markets';
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
  producerThere,
  representativeNeedIn,
} from '@/domain/applicability';
import { bindingDeadlines } from '@/domain/obligations';
import { nextDueDate } from '@/domain/schedule';
import { REPORTING_RULE_FREQUENCIES } from '@/domain/vocabulary/frequencies';

export type StreamStatus = 'obligated' | 'notObligated' | 'planned' | 'none';
export type Need = 'required' | 'optional' | 'notNeeded' | 'notPossible' | 'contested' | 'unknown';
export const DUTIES = ['registration', 'scheme', 'authorisedRepresentative', 'reporting'] as const;
export type Duty = (typeof DUTIES)[number];

/** Why a status or a need applies: a translation key of `quickcheck:reasons` and its values. */
export interface Reason {
  code: string;
  values?: Record<string, string>;
}

export interface DutyResult {
  duty: Duty;
  need: Need;
  reason: Reason;
}

export interface DueDeadline {
  id: string;
  kind: DeadlineRule['kind'];
  due: string;
}

export interface StreamResult {
  stream: Stream;
  status: StreamStatus;
  /** The country's own rule, or the EU baseline where the data has none for the country. */
  basis: 'country' | 'euBaseline';
  rule: ObligationRule;
  reason: Reason;
  /** What to do; empty unless obligated. */
  duties: DutyResult[];
  /** The deadlines that apply to these sales, soonest first; empty unless obligated. */
  deadlines: DueDeadline[];
  /** Deadlines that bind only above a threshold of last year's quantities (not asked here). */
  conditional: ConditionalDeadline[];
  /** Deadlines due at once after each filing of others (the German LUCID data report). */
  afterFiling: { id: string; of: string[] }[];
  /** The platform's services for it, what is needed first coming first. */
  offers: ServiceId[];
}

export interface ConditionalDeadline extends DueDeadline {
  thresholds: { id: string; minKg: number }[];
}

export interface CountryResult {
  country: string;
  established: boolean;
  streams: StreamResult[];
}

const capital = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

const AR_NEED: Record<ObligationRule['authorisedRepresentative'], Need> = {
  required: 'required',
  optional: 'optional',
  notAvailable: 'notPossible',
  contested: 'contested',
  unknown: 'unknown',
};

function duties(
  rule: ObligationRule,
  established: boolean,
  basis: StreamResult['basis'],
  endUse: EndUse,
  role: ProducerRole,
  arNeed: ObligationRule['authorisedRepresentative'],
) {
  const registration: DutyResult = rule.register
    ? {
        duty: 'registration',
        need: 'required',
        reason: {
          code: 'register',
          values: { register: rule.register.name, authority: rule.register.authority },
        },
      }
    : {
        duty: 'registration',
        need: basis === 'euBaseline' ? 'required' : 'unknown',
        reason: { code: basis === 'euBaseline' ? 'nationalRegister' : 'registerUnknown' },
      };
  // Where the rule sets its duties apart, a scheme binds only what its system duty covers.
  const systemBinds =
    !rule.duties || bindingDuties(rule, endUse).some((d) => d.id === 'systemParticipation');
  const scheme: DutyResult = !systemBinds
    ? { duty: 'scheme', need: 'notNeeded', reason: { code: 'noSchemeTakeBack' } }
    : rule.schemes.length > 0
      ? {
          duty: 'scheme',
          need: 'required',
          reason: { code: 'schemes', values: { schemes: rule.schemes.join(', ') } },
        }
      : { duty: 'scheme', need: 'unknown', reason: { code: 'schemesUnknown' } };
  const representative: DutyResult = established
    ? { duty: 'authorisedRepresentative', need: 'notNeeded', reason: { code: 'established' } }
    : {
        duty: 'authorisedRepresentative',
        need: AR_NEED[arNeed],
        reason: { code: `representative${capital(arNeed)}` },
      };
  const reporting: DutyResult = REPORTING_RULE_FREQUENCIES.includes(rule.reportingFrequency)
    ? {
        duty: 'reporting',
        need: 'required',
        reason: { code: `reporting${capital(rule.reportingFrequency)}` },
      }
    : { duty: 'reporting', need: 'unknown', reason: { code: 'reportingUnknown' } };
  return [registration, scheme, representative, reporting];
}

function streamResult(
  answers: QuickcheckAnswers,
  reference: ReferenceData,
  country: string,
  stream: Stream,
  established: boolean,
  today: string,
): StreamResult | null {
  const own = ruleFor(reference, country, stream);
  const rule = own ?? ruleFor(reference, EU_BASELINE, stream);
  if (!rule) return null;
  const basis: StreamResult['basis'] = own ? 'country' : 'euBaseline';
  const base = {
    stream,
    basis,
    rule,
    duties: [],
    deadlines: [],
    conditional: [],
    afterFiling: [],
    offers: [],
  };

  const endUse = endUseOf(answers, stream);
  const applies = applicability(rule, endUse, today);
  if (applies.kind === 'none') return { ...base, status: 'none', reason: { code: 'noEpr' } };
  if (applies.kind === 'planned')
    return {
      ...base,
      status: 'planned',
      reason: applies.from
        ? { code: 'appliesFrom', values: { date: applies.from } }
        : { code: 'planned' },
    };
  if (applies.kind === 'endUseNotObligated') {
    return {
      ...base,
      status: 'notObligated',
      reason: {
        code: rule.audience === 'b2c' ? 'onlyConsumerSalesCount' : 'onlyBusinessSalesCount',
      },
    };
  }

  if (!producerThere(answers, established, endUse))
    return { ...base, status: 'notObligated', reason: { code: 'importerIsProducer' } };
  const baseline = ruleFor(reference, EU_BASELINE, stream);
  const arNeed = representativeNeedIn(rule, baseline, country, answers, endUse, today);
  const dutyResults = duties(rule, established, basis, endUse, answers.role, arNeed);
  // The same deadlines the dashboard derives; threshold-bound ones need last year's totals,
  // which the quickcheck does not ask (its result says so).
  const binding = bindingDeadlines(rule, endUse, undefined);
  const afterFiling = binding.flatMap((d) =>
    d.schedule.type === 'afterFiling' ? [{ id: d.id, of: d.schedule.of }] : [],
  );
  const dated = binding.filter((d) => d.schedule.type !== 'afterFiling');
  const deadlines = dated
    .filter((d) => !d.condition)
    .map((d) => ({ id: d.id, kind: d.kind, due: nextDueDate(d.schedule, today) }))
    .sort((a, b) => a.due.localeCompare(b.due) || a.id.localeCompare(b.id));
  const conditional = dated.flatMap((d) =>
    d.condition
      ? [
          {
            id: d.id,
            kind: d.kind,
            due: nextDueDate(d.schedule, today),
            thresholds: d.condition.anyOf.map(({ id, minKg }) => ({ id, minKg })),
          },
        ]
      : [],
  );
  const needsRepresentative = dutyResults.some(
    (d) => d.duty === 'authorisedRepresentative' && d.need === 'required',
  );
  const services = bindingDuties(rule, endUse).flatMap((d) => (d.service ? [d.service] : []));
  const offers = [
    ...rule.prerequisites,
    ...services,
    ...(needsRepresentative ? (['authoriseme'] as const) : []),
  ];
  return {
    ...base,
    status: 'obligated',
    reason: {
      code: basis === 'euBaseline' ? 'obligatedEu' : `obligated${capital(endUse)}`,
    },
    duties: dutyResults,
    deadlines,
    conditional,
    afterFiling,
    offers: [...new Set(offers)],
  };
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
  return answers.countries.map((country) => {
    const established = answers.establishments.includes(country);
    return {
      country,
      established,
      streams: answers.streams.flatMap((stream) => {
        const result = streamResult(answers, reference, country, stream, established, today);
        return result ? [result] : [];
      }),
    };
  });
}

/** How many country-and-stream pairs oblige the company to act. */
export const obligationCount = (result: readonly CountryResult[]) =>
  result.reduce((n, c) => n + c.streams.filter((s) => s.status === 'obligated').length, 0);
