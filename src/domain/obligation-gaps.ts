/**
 * What a duty leaves to do: the company's service processes and registrations against the
 * duty, as a gap (status, reason, action), nothing, or the company's own. Relative imports only.
 */
import type {
  DutyState,
  ObligationAction,
  ObligationReason,
} from '../shared/contract/main/obligations';
import type { ProcessSummary } from '../shared/contract/main/processes';
import type { Registration } from '../shared/contract/main/registrations';
import {
  type DutyRule,
  type ObligationRule,
  type ServiceId,
  type Stream,
} from '../shared/contract/reference';
import { dutiesOf } from './applicability';
import type { CompanyFacts } from './company-facts';
import { bookedMembership } from './scheme-participation';

export interface Gap {
  status: 'actionNeeded' | 'inProgress' | 'toCheck';
  reason: ObligationReason;
  action: ObligationAction | null;
}

/** Where a process stands for the obligation: the best of the company's matching processes. */
const PROCESS_RANK = { active: 4, completed: 4, submitted: 3, draft: 2, cancelled: 0 } as const;

export function bestProcess(
  facts: CompanyFacts,
  service: ServiceId,
  country: string,
  stream: Stream | null,
): ProcessSummary | undefined {
  const year = Number(facts.today.slice(0, 4));
  return facts.processes
    .filter(
      (p) =>
        p.service === service &&
        p.country === country &&
        (stream === null || p.streams.includes(stream)) &&
        (p.year === null || p.year === year) &&
        p.status !== 'cancelled',
    )
    .sort((a, b) => PROCESS_RANK[b.status] - PROCESS_RANK[a.status])[0];
}

/** What a service process (or its absence) leaves to do. */
export function processGap(
  process: ProcessSummary | undefined,
  service: ServiceId,
  reasons: { missing: ObligationReason; inProgress: ObligationReason },
): Gap | null {
  if (process?.status === 'active' || process?.status === 'completed') return null;
  if (process?.status === 'submitted')
    return { status: 'inProgress', reason: reasons.inProgress, action: null };
  if (process?.status === 'draft')
    return {
      status: 'actionNeeded',
      reason: reasons.missing === 'registrationMissing' ? 'processDraft' : reasons.missing,
      action: { kind: 'continueProcess', service, processId: process.id },
    };
  return {
    status: 'actionNeeded',
    reason: reasons.missing,
    action: { kind: 'startService', service },
  };
}

/** A duty's state as the screens show it, with the day it started where it is younger. */
export const dutyState = (duty: DutyRule, state: DutyState['state']): DutyState => ({
  id: duty.id,
  state,
  ...(duty.since ? { since: duty.since } : {}),
});

/** What one duty leaves to do: nothing (fulfilled, or the company's own), or a gap. */
export function dutyGap(
  duty: DutyRule,
  facts: CompanyFacts,
  country: string,
  stream: Stream,
  registration: Registration | undefined,
  /** Whether the rule names a register: without one, participation is a membership to record. */
  { registerKnown }: { registerKnown: boolean },
): Gap | 'own' | { done: ObligationReason } {
  const fulfilled = { done: 'serviceActive' as const };
  // Membership booked elsewhere fulfils participation, whatever the platform's processes say.
  if (duty.id === 'systemParticipation' && bookedMembership(facts, country, stream))
    return { done: 'participationBookedElsewhere' };
  if (duty.service) {
    const process = bestProcess(facts, duty.service, country, stream);
    if (process)
      return (
        processGap(process, duty.service, {
          missing: 'registrationMissing',
          inProgress: 'processSubmitted',
        }) ?? fulfilled
      );
    if (!registration)
      return {
        status: 'actionNeeded',
        reason: 'registrationMissing',
        action: { kind: 'startService', service: duty.service },
      };
    // A number shows the company is registered, not that it takes part in a scheme.
    if (duty.id === 'systemParticipation')
      return {
        status: 'toCheck',
        reason: stream === 'packaging' ? 'participationUnknown' : 'organisationUnknown',
        action: { kind: 'startService', service: duty.service },
      };
    return { done: 'registered' };
  }
  if (duty.id === 'takeBack') return 'own';
  if (registration) return { done: 'registered' };
  // No register (Norwegian or Irish packaging): the duty is membership, recorded as such.
  if (duty.id === 'systemParticipation' && !registerKnown)
    return { status: 'toCheck', reason: 'membershipUnknown', action: { kind: 'recordMembership' } };
  return {
    status: 'toCheck',
    reason: 'registrationMissing',
    action: { kind: 'recordRegistration' },
  };
}

/**
 * Whether the company takes part in the rule's scheme: a service of ours in force for one of its
 * duties, or a membership booked elsewhere (`booked`, for the reason the obligation gives).
 */
export function participation(
  facts: CompanyFacts,
  rule: ObligationRule,
  country: string,
  stream: Stream,
): { participant: boolean; booked: boolean } {
  const booked = Boolean(bookedMembership(facts, country, stream));
  const ours = dutiesOf(rule).some((d) => {
    const status = d.service && bestProcess(facts, d.service, country, stream)?.status;
    return status === 'active' || status === 'completed';
  });
  return { participant: booked || ours, booked };
}
