/**
 * DOM-8: German WEEE with one WEEE-Reg.-Nr. per producer, registrations per brand and equipment
 * type, and the b2c guarantee's yearly renewal.
 */
import type { ProducerRegistration } from '../../../src/shared/contract/main/producer-registrations';
import { registrations as numbers } from '../data/compliance';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { germanWeee, thisMonth, timePasses } from '../testing/german-weee-order';
import { callMainApi } from '../../common/testing/main-api-call';

const { alpenglueck, nordlicht, kowalski } = COMPANY_IDS;
const call = <T>(method: string, path: string, body?: unknown) =>
  callMainApi<T>(USER_IDS.owner, method, path, body);

const today = new Date().toISOString().slice(0, 10);

describe('German WEEE (DOM-8)', () => {
  it('[DOM-8] a producer with a WEEE-Reg.-Nr. registers under it: the number is never replaced by a new one', async () => {
    const path = `/companies/${kowalski}/producer-registrations`;
    const asKowalski = <T>(method: string, url: string, body?: unknown) =>
      callMainApi<T>(USER_IDS.kowalskiOwner, method, url, body);
    const order = {
      ...germanWeee,
      brands: ['Kowalski Pro'],
      categories: ['smallEquipment', 'lamps'],
      equipmentTypes: ['smallEquipmentB2c', 'lampsB2b'],
      audience: 'both',
      representative: 'notNeeded',
    };
    // Kowalski's German representative is appointed (its order of 2024): none to choose here.
    const refused = await asKowalski('POST', path, order);
    expect(refused.status).toBe(400);
    // b2b-only equipment needs the plausibility statement (Glaubhaftmachung).
    expect(refused.body?.fields).toEqual({ b2bPlausibility: 'required' });
    const { status, data } = await asKowalski<ProducerRegistration>('POST', path, {
      ...order,
      b2bPlausibility: 'Lamps for street lighting, sold to municipalities only.',
    });
    expect(status).toBe(201);
    expect(data.registrationNumber).toBe('DE73519284');
    expect(data.brandRegistrations.map((b) => [b.brand, b.equipmentType, b.state])).toEqual([
      ['Kowalski Pro', 'smallEquipmentB2c', 'applied'],
      ['Kowalski Pro', 'lampsB2b', 'applied'],
    ]);
    timePasses();
    const active = await asKowalski<ProducerRegistration>('GET', `${path}/${data.id}`);
    expect(active.data).toMatchObject({ status: 'active', registrationNumber: 'DE73519284' });
    expect(active.data.brandRegistrations.every((b) => b.state === 'registered')).toBe(true);
    expect(numbers.findById(`${kowalski}/DE/weee`)?.number).toBe('DE73519284');
  });

  it('[DOM-8] a new brand adds registrations per equipment type under the same number; the b2c guarantee carries its yearly renewal', async () => {
    const path = `/companies/${alpenglueck}/producer-registrations`;
    const { data } = await call<ProducerRegistration>('POST', path, {
      ...germanWeee,
      representative: 'own',
      representativeName: 'Rechtsanwalt Weber',
      categories: ['smallEquipment', 'lamps'],
      equipmentTypes: ['smallEquipmentB2c', 'otherLampsB2c'],
      existingNumber: 'DE 11223344',
      reportingFrom: thisMonth,
    });
    expect(data.status).toBe('active');
    // ear wants the guarantee for every calendar year: proven by 31 December for the next.
    expect(data.guaranteeRenewalDue).toBe(`${today.slice(0, 4)}-12-31`);
    const brands = `${path}/${data.id}/brands`;
    const added = await call<ProducerRegistration>('POST', brands, {
      brand: 'Alpenglück Outdoor',
      equipmentTypes: ['otherLampsB2c'],
    });
    expect(added.status).toBe(200);
    expect(added.data.registrationNumber).toBe('DE11223344');
    expect(added.data.brands).toEqual(['Alpenglück Light', 'Alpenglück Outdoor']);
    expect(added.data.brandRegistrations.slice(-1)).toEqual([
      expect.objectContaining({
        brand: 'Alpenglück Outdoor',
        equipmentType: 'otherLampsB2c',
        state: 'applied',
      }),
    ]);
    expect(
      (
        await call('POST', brands, {
          brand: 'Alpenglück Outdoor',
          equipmentTypes: ['otherLampsB2c'],
        })
      ).status,
    ).toBe(409);
    // Only types the registration has.
    const other = await call('POST', brands, { brand: 'X', equipmentTypes: ['screensB2c'] });
    expect(other.body?.fields).toEqual({ equipmentTypes: 'notAllowed' });
    timePasses();
    const later = await call<ProducerRegistration>('GET', `${path}/${data.id}`);
    expect(later.data.registrationNumber).toBe('DE11223344');
    expect(later.data.brandRegistrations.every((b) => b.state === 'registered')).toBe(true);
  });

  it('[DOM-8] b2b-only equipment carries no guarantee renewal; German batteries get no invented reporting dates', async () => {
    const b2b = await call<ProducerRegistration>(
      'POST',
      `/companies/${alpenglueck}/producer-registrations`,
      {
        ...germanWeee,
        equipmentTypes: ['smallEquipmentB2b'],
        audience: 'b2b',
        guarantee: 'notNeeded',
        b2bPlausibility: 'Industrial controllers, sold to manufacturers only.',
        representative: 'own',
        representativeName: 'Rechtsanwalt Weber',
        existingNumber: 'DE11223344',
      },
    );
    expect(b2b.data).toMatchObject({ status: 'active', guaranteeRenewalDue: null });
    const battery = await call<ProducerRegistration>(
      'POST',
      `/companies/${nordlicht}/producer-registrations`,
      {
        service: 'battery-de',
        brands: ['Nordlicht Power'],
        categories: ['portable'],
        chemistries: ['lithiumIon'],
        takeBackOrganisation: 'Stiftung GRS Batterien',
        takeBackConfirmed: true,
        representative: 'notNeeded',
        representativeName: '',
        existingNumber: 'DE 12345678',
        reportingFrom: thisMonth,
        acceptTerms: true,
      },
    );
    expect(battery.status).toBe(201);
    expect(battery.data).toMatchObject({
      status: 'active',
      reportingUnverified: true,
      periods: [],
    });
  });
});
