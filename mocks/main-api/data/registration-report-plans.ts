/**
 * How often each WEEE and battery registration reports and by when (the report plans the
 * periods come from), and when a German WEEE guarantee is next to be proven.
 */
import {
  needsGuarantee,
  needsPlausibility,
  type RegistrationService,
} from '../../../src/shared/contract/main/producer-registrations';
import type { ReportingFrequency } from '../../../src/shared/contract/main/prices';
import type { Schedule } from '../../../src/shared/contract/reference';
import { nextDueDate } from '../../../src/domain/schedule';
import type { RegistrationRecord } from './producer-registrations';
import { referenceSchedule } from './report-periods';

export interface ReportPlan {
  audience: 'b2c' | 'b2b' | null;
  frequency: ReportingFrequency;
  schedule: Schedule;
}

/**
 * How often each service reports and by when. Germany's WEEE deadlines come from the reference
 * data; Austria's WEEE quarter is unverified there, so the service states its own (15th after the
 * quarter). German batteries: the reference data has no confirmed frequency or date (BattDG), so no
 * periods are invented (DOM-8); the page says so (`reportingUnverified`).
 */
/** The audience equipment types give: b2c, b2b, or both ('all'). */
function audienceOfTypes(types: readonly string[]): 'b2c' | 'b2b' | 'all' {
  const b2c = needsGuarantee(types);
  const b2b = needsPlausibility(types);
  return b2c && b2b ? 'all' : b2b ? 'b2b' : 'b2c';
}

export function reportPlans(record: Pick<RegistrationRecord, 'service' | 'order'>): ReportPlan[] {
  switch (record.service) {
    case 'weee-de': {
      // ElektroG §3 Nr. 4: equipment that can be used in private households is b2c whoever buys
      // it, so the registered equipment types decide, never who the customers are (RULE-2).
      const types = 'equipmentTypes' in record.order ? record.order.equipmentTypes : [];
      const audience = types.length ? audienceOfTypes(types) : 'b2c';
      const plans: ReportPlan[] = [];
      if (audience !== 'b2b')
        plans.push({
          audience: 'b2c',
          frequency: 'monthly',
          schedule: referenceSchedule('de-weee-b2c-monthly-report'),
        });
      if (audience !== 'b2c')
        plans.push({
          audience: 'b2b',
          frequency: 'yearly',
          schedule: referenceSchedule('de-weee-b2b-yearly-report'),
        });
      return plans;
    }
    case 'weee-at':
      return [
        {
          audience: null,
          frequency: 'quarterly',
          schedule: referenceSchedule('at-weee-quarterly-report'),
        },
      ];
    case 'battery-de':
      return [];
    case 'battery-at':
      return [
        {
          audience: null,
          frequency: 'quarterly',
          schedule: referenceSchedule('at-batteries-quarterly-report'),
        },
      ];
  }
}

/** Services whose reporting schedule no source confirmed: none is invented. */
export const reportingUnverified = (service: RegistrationService) => service === 'battery-de';

/**
 * DOM-8: when the b2c guarantee of a German WEEE registration is next to be proven: ear wants it
 * for every calendar year (ElektroG §7(1)), so the reference data's yearly date on or after
 * `today`, the same date the calendar shows; null without b2c equipment or before the
 * registration is active.
 */
export function guaranteeRenewalDue(
  record: Pick<RegistrationRecord, 'service' | 'order' | 'activeSince'>,
  today = new Date().toISOString().slice(0, 10),
): string | null {
  if (record.service !== 'weee-de' || !record.activeSince || !('audience' in record.order))
    return null;
  const types = record.order.equipmentTypes ?? [];
  const b2c = types.length ? needsGuarantee(types) : record.order.audience !== 'b2b';
  return b2c ? nextDueDate(referenceSchedule('de-weee-guarantee-renewal'), today) : null;
}
