/**
 * RULE-2: stiftung ear's equipment types include photovoltaic modules, large ones (category 4) and
 * small ones (category 5), both b2c under ElektroG §3 Nr. 4; the list had none.
 */
import * as v from 'valibot';
import { WeeeOrderSchema } from '../../../src/shared/contract/main/registration-orders';
import {
  DE_WEEE_EQUIPMENT_TYPES,
  categoriesOfTypes,
  needsGuarantee,
} from '../../../src/shared/contract/main/registration-services';
import type { RegistrationRecord } from './producer-registrations';
import { reportPlans } from './registration-report-plans';
/* eslint-disable @typescript-eslint/no-require-imports -- the locale files as shipped */
const labels = (lang: string) =>
  (
    require(`../../../locales/${lang}/services.json`) as {
      registrations: { equipmentTypes: Record<string, string> };
    }
  ).registrations.equipmentTypes;
/* eslint-enable @typescript-eslint/no-require-imports */

const order = {
  service: 'weee-de',
  brands: ['Sonnenfeld'],
  categories: ['largeEquipment', 'smallEquipment'],
  equipmentTypes: ['largePhotovoltaicModulesB2c', 'smallPhotovoltaicModulesB2c'],
  audience: 'b2b',
  guarantee: 'platform',
  guaranteeProvider: '',
  b2bPlausibility: '',
  representative: 'notNeeded',
  representativeName: '',
  existingNumber: '',
  reportingFrom: '2026-11',
  acceptTerms: true,
};

describe('[RULE-2] ear’s equipment types: photovoltaic modules', () => {
  it('[RULE-2] a maker of solar modules can order its German WEEE registration for large and small modules', () => {
    const parsed = v.safeParse(WeeeOrderSchema, order);
    expect(parsed.success).toBe(true);
    expect(categoriesOfTypes(order.equipmentTypes)).toEqual(['largeEquipment', 'smallEquipment']);
  });

  it('[RULE-2] photovoltaic modules are b2c whoever buys them: monthly reports and the guarantee', () => {
    expect(needsGuarantee(order.equipmentTypes)).toBe(true);
    const record = { service: 'weee-de', order } as unknown as RegistrationRecord;
    expect(reportPlans(record).map((p) => [p.audience, p.frequency])).toEqual([['b2c', 'monthly']]);
  });

  it.each(['de', 'en', 'es', 'fr'])('[RULE-2] %s: every equipment type has its label', (lang) => {
    const texts = labels(lang);
    for (const type of DE_WEEE_EQUIPMENT_TYPES)
      expect([type.id, texts[type.id]]).toEqual([type.id, expect.any(String)]);
    expect(Object.keys(texts)).toHaveLength(DE_WEEE_EQUIPMENT_TYPES.length);
  });
});
