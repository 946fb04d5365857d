/**
 * RULE-2: under ElektroG §3 Nr. 4, equipment that can be used in private households is b2c
 * whoever buys it, so the German WEEE order's equipment types decide the report plan and the
 * guarantee, never the answer "Who uses your equipment? Businesses only".
 */
import * as v from 'valibot';
import { WeeeOrderSchema } from '../../../src/shared/contract/main/registration-orders';
import type { RegistrationRecord } from './producer-registrations';
import { reportPlans } from './registration-report-plans';

const order = {
  service: 'weee-de',
  brands: ['Werkstatt Pro'],
  categories: ['smallEquipment'],
  equipmentTypes: ['smallEquipmentB2c'],
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

describe('[RULE-2] German WEEE: the equipment types decide b2c, not the customers', () => {
  it('[RULE-2] household-capable equipment sold to businesses only still reports monthly as b2c (ElektroG §3 Nr. 4)', () => {
    const record = { service: 'weee-de', order } as unknown as RegistrationRecord;
    expect(reportPlans(record).map((p) => [p.audience, p.frequency])).toEqual([['b2c', 'monthly']]);
  });

  it('[RULE-2] the b2c guarantee stays required when the customers are businesses only', () => {
    const parsed = v.safeParse(WeeeOrderSchema, { ...order, guarantee: 'notNeeded' });
    expect(parsed.success).toBe(false);
    const paths = parsed.issues?.map((i) => v.getDotPath(i)) ?? [];
    expect(paths).toContain('guarantee');
    expect(v.safeParse(WeeeOrderSchema, order).success).toBe(true);
  });
});
