/**
 * The quickcheck's answers while the visitor gives them, kept in the address (`?step=...&countries=
 * AT,DE&...`): a reload, the back button or a shared link loses nothing, and each screen is an
 * entry of the browser's history.
 */
import * as v from 'valibot';
import {
  END_USES,
  PRODUCER_ROLES,
  SALES_CHANNELS,
  type EndUse,
  type ProducerRole,
} from '@/shared/contract/main/markets';
import { QuickcheckAnswersSchema, type QuickcheckAnswers } from '@/shared/contract/main/quickcheck';
import { SECTION_COUNTRIES, STREAMS, type Stream } from '@/shared/contract/reference';
import { OTHER_EU_COUNTRIES, SERVICED_COUNTRIES } from '@/domain/vocabulary/countries';

/**
 * UX-11: two steps, each holding every question of its kind: where the company sells and is based,
 * then what it sells and how. Fewer screens, the same questions (RULE-3: none dropped, none given a
 * default).
 */
export const STEPS = ['where', 'what'] as const;
export type QuestionStep = (typeof STEPS)[number];
export type Step = QuestionStep | 'result';

/** The questions that need an answer, per step, in the order they are asked. */
export const STEP_QUESTIONS = {
  where: ['countries', 'home'],
  what: ['products', 'packagingEndUse', 'productEndUse', 'role', 'channels'],
} as const satisfies Record<QuestionStep, readonly string[]>;
export type Question = (typeof STEP_QUESTIONS)[QuestionStep][number];

/**
 * The five steps' names before UX-11, still in bookmarked and shared addresses: each opens the step
 * that now holds its question.
 */
const FORMER_STEPS = new Map<string, QuestionStep>([
  ['countries', 'where'],
  ['establishment', 'where'],
  ['products', 'what'],
  ['endUse', 'what'],
  ['channels', 'what'],
]);

/** The EU member states without rules of their own (the EU baseline applies): RULE-4's data. */
export { OTHER_EU_COUNTRIES };
/** Where a company can sell to in the quickcheck. */
export const MARKET_COUNTRIES: readonly string[] = [...SECTION_COUNTRIES, ...OTHER_EU_COUNTRIES];
/** Where a company can be based: the EU, the EEA, Switzerland and the UK. */
export const HOME_COUNTRIES: readonly string[] = [...SERVICED_COUNTRIES].sort();

export type Channel = (typeof SALES_CHANNELS)[number];

/** The head-office answer "Outside Europe": chosen, unlike an empty answer (RULE-3). */
export const OUTSIDE_EUROPE = 'outside';

/** Which end uses the chosen streams make relevant: packaging's, the products', or both. */
export const asksPackagingEndUse = (streams: readonly Stream[]) => streams.includes('packaging');
export const asksProductEndUse = (streams: readonly Stream[]) =>
  streams.some((s) => s !== 'packaging');

export interface Draft {
  countries: string[];
  streams: Stream[];
  packagingEndUse: EndUse | null;
  productEndUse: EndUse | null;
  role: ProducerRole | null;
  channels: Channel[];
  /** A country, `OUTSIDE_EUROPE`, or null while not chosen (no default changes an answer). */
  homeCountry: string | null;
  /** Establishments besides the home country, among the countries sold to. */
  establishments: string[];
}

const listOf = <T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]) => {
  const values = (params.get(key) ?? '').split(',').map((s) => s.trim());
  return allowed.filter((a) => values.includes(a));
};

export function readDraft(params: URLSearchParams): Draft {
  const countries = (params.get('countries') ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c, i, all) => MARKET_COUNTRIES.includes(c) && all.indexOf(c) === i);
  const one = <T extends string>(key: string, allowed: readonly T[]) => {
    const value = params.get(key);
    return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : null;
  };
  const home = params.get('home')?.toUpperCase() ?? null;
  return {
    countries,
    streams: listOf(params, 'streams', STREAMS),
    packagingEndUse: one('pkg', END_USES),
    productEndUse: one('use', END_USES),
    role: one('role', PRODUCER_ROLES),
    channels: listOf(params, 'channels', SALES_CHANNELS),
    homeCountry:
      home && HOME_COUNTRIES.includes(home)
        ? home
        : home === OUTSIDE_EUROPE.toUpperCase()
          ? OUTSIDE_EUROPE
          : null,
    establishments: listOf(params, 'est', countries),
  };
}

export function readStep(params: URLSearchParams): Step {
  const step = params.get('step') ?? '';
  if (step === 'result' || (STEPS as readonly string[]).includes(step)) return step as Step;
  return FORMER_STEPS.get(step) ?? STEPS[0];
}

/** The address query of a draft at a step; empty answers are left out. */
export function draftParams(draft: Draft, step: Step): URLSearchParams {
  const params = new URLSearchParams({ step });
  const put = (key: string, value: string | null) => value && params.set(key, value);
  put('countries', draft.countries.join(','));
  put('streams', draft.streams.join(','));
  put('pkg', draft.packagingEndUse);
  put('use', draft.productEndUse);
  put('role', draft.role);
  put('channels', draft.channels.join(','));
  put('home', draft.homeCountry);
  put('est', draft.establishments.filter((c) => draft.countries.includes(c)).join(','));
  return params;
}

/** Whether a question still needs its answer. */
export function isMissing(question: Question, draft: Draft): boolean {
  switch (question) {
    case 'countries':
      return draft.countries.length === 0;
    case 'home':
      return draft.homeCountry === null;
    case 'products':
      return draft.streams.length === 0;
    // Only what the chosen streams make relevant is asked, and must be answered (RULE-3).
    case 'packagingEndUse':
      return asksPackagingEndUse(draft.streams) && draft.packagingEndUse === null;
    case 'productEndUse':
      return asksProductEndUse(draft.streams) && draft.productEndUse === null;
    case 'role':
      return draft.role === null;
    case 'channels':
      return draft.channels.length === 0;
  }
}

/** The questions of a step still unanswered, in the order asked (each a `quickcheck:errors` key). */
export function missingAnswers(step: QuestionStep, draft: Draft): Question[] {
  return (STEP_QUESTIONS[step] as readonly Question[]).filter((q) => isMissing(q, draft));
}

/** The first step with a question still unanswered, or `result` when all are. */
export function firstOpenStep(draft: Draft): Step {
  return STEPS.find((s) => missingAnswers(s, draft).length > 0) ?? 'result';
}

/**
 * The contract's answers; the home country counts as an establishment where sold to. An end use
 * the streams make irrelevant was not asked: the contract still holds one, so it takes the asked
 * one (no stream reads it, so it changes no answer).
 */
export function toAnswers(draft: Draft): QuickcheckAnswers | null {
  const packagingEndUse = asksPackagingEndUse(draft.streams) ? draft.packagingEndUse : null;
  const productEndUse = asksProductEndUse(draft.streams) ? draft.productEndUse : null;
  const home = draft.homeCountry === OUTSIDE_EUROPE ? null : draft.homeCountry;
  if (draft.homeCountry === null) return null;
  const establishments = draft.countries.filter(
    (c) => c === draft.homeCountry || draft.establishments.includes(c),
  );
  const parsed = v.safeParse(QuickcheckAnswersSchema, {
    countries: draft.countries,
    streams: draft.streams,
    packagingEndUse: packagingEndUse ?? productEndUse,
    productEndUse: productEndUse ?? packagingEndUse,
    role: draft.role,
    channels: draft.channels,
    establishments,
    ...(home ? { homeCountry: home } : {}),
  });
  return parsed.success ? parsed.output : null;
}
