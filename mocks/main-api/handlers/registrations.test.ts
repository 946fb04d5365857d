/**
 * The WEEE and battery registration services of the mock main API, and the steps the register
 * takes by itself (moved into the past here, not waited for).
 */
import type { ProducerRegistration } from '../../../src/shared/contract/main/producer-registrations';
import { gs1CheckDigit } from '../../../src/shared/contract/reference';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { processes } from '../data/processes';
import { scheduledSteps } from '../data/service-steps';
import { callMainApi } from '../../common/testing/main-api-call';
import { applicant } from '../testing/nie-nif-applicant';

const { alpenglueck, nordlicht } = COMPANY_IDS;
const owner = USER_IDS.owner;
const call = <T>(method: string, path: string, body?: unknown) =>
  callMainApi<T>(owner, method, path, body);

/** Lets every scheduled step of the local stack's authorities happen now. */
function timePasses() {
  for (const step of scheduledSteps.all()) scheduledSteps.update(step.id, { at: Date.now() - 1 });
}

const thisMonth = new Date().toISOString().slice(0, 7);
const monthsAgo = (n: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1))
    .toISOString()
    .slice(0, 7);
};

const weeeOrder = {
  service: 'weee-at',
  brands: ['Alpenglück'],
  categories: ['smallEquipment'],
  audience: 'b2c',
  guarantee: 'notNeeded',
  guaranteeProvider: '',
  representative: 'notNeeded',
  representativeName: '',
  existingNumber: '',
  reportingFrom: thisMonth,
  acceptTerms: true,
};

describe('WEEE and battery registrations', () => {
  it('[WEEE-1][X-PROC-4] a new registration waits for the register’s number, then reports from its month', async () => {
    const { status, data } = await call<ProducerRegistration>(
      'POST',
      `/companies/${alpenglueck}/producer-registrations`,
      weeeOrder,
    );
    expect(status).toBe(201);
    expect(data).toMatchObject({ status: 'submitted', registrationNumber: null, periods: [] });
    // An Austrian company with an ATU number, the German provider: reverse charge (DOM-9).
    expect(data.quote).toMatchObject({
      net: 19_000 + 29_000 + 4_500,
      vatTreatment: 'reverseCharge',
      vatRate: 0,
      vat: 0,
      example: true,
    });
    expect(data.documents.map((d) => d.kind)).toEqual(['confirmation', 'invoice']);
    timePasses();
    const issued = await call<ProducerRegistration>(
      'GET',
      `/companies/${alpenglueck}/producer-registrations/${data.id}`,
    );
    expect(issued.data.status).toBe('active');
    expect(issued.data.registrationNumber).toMatch(/^\d{13}$/);
    const gln = issued.data.registrationNumber!;
    expect(gs1CheckDigit(gln.slice(0, 12))).toBe(Number(gln[12])); // [DOM-6] AT GLN
    expect(processes.findById(data.id)).toMatchObject({
      status: 'active',
      reference: issued.data.registrationNumber,
    });
    expect(issued.data.timeline.map((t) => [t.step, t.state])).toEqual([
      ['ordered', 'done'],
      ['registered', 'current'],
    ]);
    // The issued number is the company's registration for Austrian WEEE on every screen.
    const numbers = await call<{ country: string; stream: string; number: string }[]>(
      'GET',
      `/companies/${alpenglueck}/registrations`,
    );
    expect(numbers.data).toContainEqual(
      expect.objectContaining({
        country: 'AT',
        stream: 'weee',
        number: issued.data.registrationNumber,
      }),
    );
  });

  it('[PERM-1][WEEE-1][LIC-2][NIE-1][AME-1] an adviser without editCompany reads the services but orders none (403 with the reason)', async () => {
    const { kowalski } = COMPANY_IDS;
    const pro = (method: string, path: string, body?: unknown) =>
      callMainApi<Record<string, unknown>>(USER_IDS.pro, method, path, body);
    expect((await pro('GET', `/companies/${kowalski}/licences?country=DE`)).status).toBe(200);
    for (const [path, body] of [
      [`/companies/${kowalski}/licences`, { country: 'DE' }],
      [`/companies/${kowalski}/producer-registrations`, weeeOrder],
      [`/companies/${kowalski}/nie-nif-applications`, applicant],
    ] as const) {
      const refused = await pro('POST', path, body);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ reason: 'adviserPermissionMissing' });
    }
  });

  it('[WEEE-1] the order’s rules: a guarantee for German B2C equipment, a representative abroad, the register’s number format', async () => {
    const path = `/companies/${alpenglueck}/producer-registrations`;
    const refused = await call('POST', path, {
      ...weeeOrder,
      service: 'weee-de',
      equipmentTypes: ['smallEquipmentB2c'],
      existingNumber: 'DE123',
    });
    expect(refused.status).toBe(400);
    expect(refused.body?.fields).toEqual({ guarantee: 'required' });
    // The rules that need the company and the register come once the order itself is complete.
    const inContext = await call('POST', path, {
      ...weeeOrder,
      service: 'weee-de',
      equipmentTypes: ['smallEquipmentB2c'],
      guarantee: 'own',
      guaranteeProvider: 'Stiftung Elektro-Altgeräte Register (Garantiesystem)',
      existingNumber: 'DE123',
    });
    expect(inContext.body?.fields).toEqual({
      representative: 'required',
      existingNumber: 'invalid',
    });
  });

  it('[WEEE-1][X-WEEE-1] a taken-over registration is active at once; a zero report files the period; a period is reported once', async () => {
    const from = monthsAgo(4);
    const { data } = await call<ProducerRegistration>(
      'POST',
      `/companies/${nordlicht}/producer-registrations`,
      {
        ...weeeOrder,
        service: 'weee-at',
        representative: 'platform',
        existingNumber: '9008390456712',
        reportingFrom: from,
      },
    );
    expect(data.status).toBe('active');
    expect(data.registrationNumber).toBe('9008390456712');
    const ended = data.periods.find((p) => p.state === 'overdue' || p.state === 'open')!;
    const path = `/companies/${nordlicht}/producer-registrations/${data.id}/reports`;
    const zero = { period: ended.id, audience: null, zero: true, quantities: {} };
    const filed = await call<ProducerRegistration>('POST', path, zero);
    expect(filed.status).toBe(200);
    expect(filed.data.periods.find((p) => p.id === ended.id)).toMatchObject({
      state: 'filed',
      report: { zero: true, quantities: {} },
    });
    expect((await call('POST', path, zero)).status).toBe(409);
    const current = data.periods.find((p) => p.state === 'upcoming')!;
    expect((await call('POST', path, { ...zero, period: current.id })).status).toBe(409);
    const wrongCategory = await call('POST', path, {
      ...zero,
      zero: false,
      quantities: { lamps: 5 },
    });
    expect(wrongCategory.body?.fields).toEqual({ 'quantities.lamps': 'notAllowed' });
    const tooEarly = await call('POST', `/companies/${nordlicht}/producer-registrations`, {
      ...weeeOrder,
      service: 'battery-at',
    });
    expect(tooEarly.status).toBe(400);
  });

  it('[WEEE-1][X-WEEE-1] German B2C equipment reports monthly by the 15th; a second order of a running service is a conflict', async () => {
    const { data } = await call<ProducerRegistration>(
      'POST',
      `/companies/${alpenglueck}/producer-registrations`,
      {
        ...weeeOrder,
        service: 'weee-de',
        // [RULE-2] The types decide: a b2b plan needs a b2b-only equipment type (ElektroG §3 Nr. 4).
        equipmentTypes: ['smallEquipmentB2c', 'smallEquipmentB2b'],
        b2bPlausibility: 'Controllers built into factory machines only.',
        audience: 'both',
        guarantee: 'platform',
        representative: 'platform',
        existingNumber: 'WEEE-Reg.-Nr. DE 12345678',
        reportingFrom: monthsAgo(2),
      },
    );
    expect(data.registrationNumber).toBe('DE12345678');
    const b2c = data.periods.filter((p) => p.audience === 'b2c');
    expect(b2c.map((p) => p.frequency)).toEqual(['monthly', 'monthly', 'monthly']);
    expect(b2c[1]!.dueDate.slice(8)).toBe('15');
    expect(data.periods.filter((p) => p.audience === 'b2b').map((p) => p.dueDate)).toEqual([
      `${new Date().getUTCFullYear() + 1}-04-30`,
    ]);
    const again = await call('POST', `/companies/${alpenglueck}/producer-registrations`, {
      ...weeeOrder,
      service: 'weee-de',
      equipmentTypes: ['smallEquipmentB2c'],
      guarantee: 'platform',
      representative: 'platform',
    });
    expect(again.status).toBe(409);
  });

  it('[BAT-1] a battery order needs categories, chemistry and the take-back organisation’s confirmation', async () => {
    const path = `/companies/${nordlicht}/producer-registrations`;
    const refused = await call('POST', path, {
      service: 'battery-de',
      brands: [],
      categories: [],
      chemistries: [],
      takeBackOrganisation: '',
      takeBackConfirmed: false,
      representative: 'notNeeded',
      representativeName: '',
      existingNumber: '',
      reportingFrom: thisMonth,
      acceptTerms: true,
    });
    expect(refused.body?.fields).toEqual({
      brands: 'required',
      categories: 'required',
      chemistries: 'required',
      takeBackOrganisation: 'required',
      takeBackConfirmed: 'required',
    });
    const { status, data } = await call<ProducerRegistration>('POST', path, {
      service: 'battery-de',
      brands: ['Nordlicht Power'],
      categories: ['portable', 'lmt'],
      chemistries: ['lithiumIon'],
      takeBackOrganisation: 'Stiftung GRS Batterien',
      takeBackConfirmed: true,
      representative: 'notNeeded',
      representativeName: '',
      existingNumber: '',
      reportingFrom: thisMonth,
      acceptTerms: true,
    });
    expect(status).toBe(201);
    expect(data).toMatchObject({
      stream: 'batteries',
      chemistries: ['lithiumIon'],
      audience: null,
    });
  });
});
