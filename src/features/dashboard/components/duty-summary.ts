import type { TFunction } from 'i18next';
import type { Obligation } from '@/shared/contract/main/obligations';
import type { ObligationRule } from '@/shared/contract/reference';
import { ruleText } from '@/shared/i18n/reference-texts';

type DutyId = Obligation['duties'][number]['id'];

/** A duty's sentence: the country's own where it says more (`<id>_<country>`), else the stream's. */
const KEYS: Record<DutyId, (stream: string) => string> = {
  registration: () => 'registration',
  systemParticipation: (stream) =>
    stream === 'packaging' ? 'systemParticipation' : 'producerOrganisation',
  takeBack: () => 'takeBack',
};

/**
 * What the status card says the company must do: where the rule sets its duties apart, a sentence
 * per duty that binds this company, so no system is named where none is owed (a German machine
 * builder whose crates go to factories: registration and take-back). Otherwise the rule's summary.
 */
export function dutySummary(
  t: TFunction<['compliance']>,
  obligation: Obligation,
  rule: ObligationRule | undefined,
): string {
  const own = obligation.duties.some((d) => d.id !== 'registration');
  if (!own || !rule?.duties)
    return ruleText(t, obligation.ruleCountry, obligation.stream, 'summary');
  const text = t as unknown as (key: string, options?: object) => string;
  return obligation.duties
    .map((duty) =>
      text(`compliance:dutyTexts.${KEYS[duty.id](obligation.stream)}`, {
        context: obligation.country,
        register: rule.register?.name ?? text('compliance:dutyTexts.nationalRegister'),
      }),
    )
    .join(' ');
}

/**
 * Where the rule sets its duties apart and no system binds this company nor is open to what it
 * places (a German maker whose packaging goes to factories: dual systems take household packaging
 * only), so no system, its deadlines, its contract or its thresholds belong on its pages. Austrian
 * commercial packaging may still be licensed with a system (its members' reports): not there.
 */
export function noSystemOwed(obligation: Obligation, rule: ObligationRule): boolean {
  const systemOpen = rule.deadlines.some((d) => d.participants === 'only' && d.audience !== 'b2c');
  return (
    obligation.status !== 'notApplicable' &&
    rule.duties !== undefined &&
    !systemOpen &&
    !obligation.duties.some((d) => d.id === 'systemParticipation')
  );
}
