/**
 * Where the platform offers an authorised representative (AME-1). A business rule, so it lives
 * here, not in the contract (RULE-4); the order form and the main API's order handler both ask it.
 * Relative imports only.
 */
import type { ObligationRule } from '../shared/contract/reference';
import type { Stream } from './vocabulary/streams';
import { inForce } from './in-force';
import { today as currentDay } from './day';

/** The countries and streams a company may appoint a representative for, with the rule's verdict. */
export interface RepresentationOption {
  country: string;
  stream: Stream;
  /** The law requires one of a company without an establishment (else it is optional). */
  required: boolean;
}

/**
 * Where the platform offers a representative: obligations in force on `today` whose rule requires
 * or allows one, outside the company's own country.
 */
export function representationOptions(
  rules: readonly ObligationRule[],
  companyCountry: string,
  countries: readonly string[],
  /** Further countries with an establishment (branches): no representative there either. */
  establishments: readonly string[] = [],
  today: string = currentDay(),
): RepresentationOption[] {
  const established = new Set([companyCountry, ...establishments].map((c) => c.toUpperCase()));
  return rules
    .filter(
      (r) =>
        countries.includes(r.country) &&
        !established.has(r.country) &&
        inForce(r, today) &&
        (r.authorisedRepresentative === 'required' || r.authorisedRepresentative === 'optional'),
    )
    .map((r) => ({
      country: r.country,
      stream: r.stream,
      // Where the law sets the duty by role (Austria, §16b), the form marks it required: the
      // order form does not know the role; the obligations say it per company.
      required:
        r.authorisedRepresentative === 'required' ||
        (r.representativeWhen ?? []).some((c) => c.need === 'required'),
    }));
}
