import { ruleNamespace } from './namespaces';

/** Any `t` of react-i18next, whatever namespaces it was made for. */
type AnyT = unknown;

/** Keys built from the reference data's ids: checked by the locale tests, not by the type check. */
const dynamic = (t: AnyT) => t as unknown as (key: string, options?: object) => string;

/** A deadline's name (`reference:deadlines.<id>`). */
export const deadlineLabel = (t: AnyT, ruleId: string): string =>
  dynamic(t)(`reference:deadlines.${ruleId}`, { defaultValue: ruleId });

export type RuleTextField = 'summary' | 'obligation' | 'trigger' | 'arNote' | 'fines';

/**
 * A rule's text (`rules-<COUNTRY>:<stream>.<field>`): the country's `rules-<CC>` namespace must be
 * loaded (its route's namespaces, or `useRuleTexts`).
 */
export const ruleText = (t: AnyT, country: string, stream: string, field: RuleTextField): string =>
  dynamic(t)(`${ruleNamespace(country)}:${stream}.${field}`);
