/** What the German WEEE order tests share: a b2c order through the platform, and time passing. */
import { scheduledSteps } from '../data/service-steps';

/** Every scheduled step of the services is due now. */
export function timePasses() {
  for (const step of scheduledSteps.all()) scheduledSteps.update(step.id, { at: Date.now() - 1 });
}

export const thisMonth = new Date().toISOString().slice(0, 7);

/** A German WEEE order for one b2c brand, with the platform's guarantee and representative. */
export const germanWeee = {
  service: 'weee-de',
  brands: ['Alpenglück Light'],
  categories: ['smallEquipment'],
  equipmentTypes: ['smallEquipmentB2c'],
  audience: 'b2c',
  guarantee: 'platform',
  guaranteeProvider: '',
  b2bPlausibility: '',
  representative: 'platform',
  representativeName: '',
  existingNumber: '',
  reportingFrom: thisMonth,
  acceptTerms: true,
};
