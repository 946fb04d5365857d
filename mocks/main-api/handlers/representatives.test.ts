/**
 * DOM-7: one representative model per company, country and stream (own or ordered): ordered
 * inside a registration or licence order, recorded by the company, or not needed at a branch.
 */
import type { Obligation } from '../../../src/shared/contract/main/obligations';
import type { ProducerRegistration } from '../../../src/shared/contract/main/producer-registrations';
import type {
  Representative,
  RepresentationOrder,
  Representatives,
} from '../../../src/shared/contract/main/representation';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { processes } from '../data/processes';
import { representations, representativeStatus } from '../data/representation';
import { germanWeee, timePasses } from '../testing/german-weee-order';
import { callMainApi, pdfUpload } from '../../common/testing/main-api-call';

const { alpenglueck, nordlicht } = COMPANY_IDS;
const call = <T>(method: string, path: string, body?: unknown) =>
  callMainApi<T>(USER_IDS.owner, method, path, body);

/**
 * Alpenglück (seated in Austria) also sells electrical equipment to German households from its
 * shop: a distance seller there (a maker supplying a German importer would not be the producer).
 */
async function alpenglueckSellsWeeeInGermany() {
  const put = await call('PUT', `/companies/${alpenglueck}/markets`, {
    facts: {
      packagingEndUse: 'households',
      productEndUse: 'households',
      role: 'distanceSeller',
      channels: [],
    },
    establishments: ['AT'],
    markets: [
      { country: 'AT', streams: ['packaging'] },
      { country: 'DE', streams: ['packaging', 'weee'] },
    ],
  });
  expect(put.status).toBe(200);
}

const obligation = async (companyId: string, country: string, stream: string) =>
  (await call<Obligation>('GET', `/companies/${companyId}/obligations/${country}/${stream}`)).data;

describe('representatives (DOM-7)', () => {
  it('[DOM-7] "our representative" inside a registration order is a real representation order: pending, then appointed once confirmed; no second purchase', async () => {
    await alpenglueckSellsWeeeInGermany();
    expect(representativeStatus(alpenglueck, 'DE', 'weee')).toBeNull();
    const ordered = await call<ProducerRegistration>(
      'POST',
      `/companies/${alpenglueck}/producer-registrations`,
      germanWeee,
    );
    expect(ordered.status).toBe(201);
    const orderId = ordered.data.representativeOrderId!;
    expect(orderId).toEqual(expect.any(String));
    expect(processes.findById(orderId)).toMatchObject({
      service: 'authoriseme',
      country: 'DE',
      streams: ['weee'],
      status: 'submitted',
    });
    const order = await call<RepresentationOrder>(
      'GET',
      `/companies/${alpenglueck}/representation-orders/${orderId}`,
    );
    expect(order.data.orderedWith).toEqual({ service: 'weee-de', processId: ordered.data.id });
    // Its fee is on the registration's invoice, not charged twice.
    expect(order.data.quote.gross).toBe(0);
    expect(ordered.data.quote.lines.map((l) => l.item)).toContain('representative');
    expect(representativeStatus(alpenglueck, 'DE', 'weee')).toEqual({
      kind: 'ordered',
      status: 'pending',
    });
    expect((await obligation(alpenglueck, 'DE', 'weee')).representative).toBe('inProgress');

    // The representative page refuses a second one for the same country and stream: the running
    // order is named (TRUST-4's 409).
    const second = await call('POST', `/companies/${alpenglueck}/representation-orders`, {
      selections: [{ country: 'DE', streams: ['weee'] }],
      acceptTerms: true,
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ reason: 'orderRunning', processId: orderId });

    const base = `/companies/${alpenglueck}/representation-orders/${orderId}`;
    await call('POST', `${base}/power-of-attorney`, { file: pdfUpload('vollmacht.pdf') });
    await call('POST', `${base}/contract`, { signatoryName: 'Anna Huber', accept: true });
    timePasses();
    expect((await call('GET', base)).status).toBe(200);
    expect(representativeStatus(alpenglueck, 'DE', 'weee')).toEqual({
      kind: 'ordered',
      status: 'appointed',
    });
    expect((await obligation(alpenglueck, 'DE', 'weee')).representative).toBe('appointed');
    const list = await call<Representatives>('GET', `/companies/${alpenglueck}/representatives`);
    expect(list.data.representatives).toEqual([
      expect.objectContaining({
        country: 'DE',
        stream: 'weee',
        kind: 'ordered',
        status: 'appointed',
        orderId,
        orderedWith: { service: 'weee-de', processId: ordered.data.id },
      }),
    ]);
  });

  it('[DOM-7] "our representative" chosen in the Austrian licence wizard is ordered with the licence: the obligation says "being appointed", not "needed"', async () => {
    const created = await call<{ id: string }>('POST', `/companies/${nordlicht}/licences`, {
      country: 'AT',
    });
    const path = `/companies/${nordlicht}/licences/${created.data.id}`;
    const year = new Date().getUTCFullYear();
    await call('PUT', path, {
      step: 'year',
      austria: {
        scope: 'household',
        establishedInAustria: false,
        representative: 'platform',
        representativeName: '',
      },
    });
    await call('PUT', path, { step: 'quantities', year });
    await call('PUT', path, { step: 'review', quantities: { 'hh-plastics': 2_500 } });
    expect(representativeStatus(nordlicht, 'AT', 'packaging')).toBeNull();
    expect((await obligation(nordlicht, 'AT', 'packaging')).representative).toBe('required');
    const submitted = await call('POST', `${path}/submit`, { acceptTerms: true });
    expect(submitted.status).toBe(200);
    expect(representativeStatus(nordlicht, 'AT', 'packaging')).toEqual({
      kind: 'ordered',
      status: 'pending',
    });
    expect(
      representations.all().find((r) => r.companyId === nordlicht && r.orderedWith)?.orderedWith,
    ).toEqual({ service: 'at-licensing-process', processId: created.data.id });
    const after = await obligation(nordlicht, 'AT', 'packaging');
    expect(after.representative).toBe('inProgress');
    expect(after.action).not.toEqual({ kind: 'startService', service: 'authoriseme' });
  });

  it('[DOM-7] an own representative is recorded with name, address and since date, and removed; its name from an order is kept', async () => {
    const path = `/companies/${nordlicht}/representatives/AT/packaging`;
    const refused = await call('PUT', path, { name: '', address: '', since: 'soon' });
    expect(refused.status).toBe(400);
    expect(refused.body?.fields).toEqual({
      name: 'required',
      address: 'required',
      since: 'invalid',
    });
    const own = {
      name: 'Huber & Partner Rechtsanwälte GmbH',
      address: 'Herrengasse 1, 1010 Wien',
      since: '2026-01-01',
    };
    const put = await call<Representative>('PUT', path, own);
    expect(put.status).toBe(200);
    expect(put.data).toMatchObject({ ...own, kind: 'own', status: 'appointed', orderId: null });
    expect(representativeStatus(nordlicht, 'AT', 'packaging')).toEqual({
      kind: 'own',
      status: 'appointed',
    });
    // Appointed from its since day: pending before.
    await call('PUT', path, { ...own, since: '2999-01-01' });
    expect(representativeStatus(nordlicht, 'AT', 'packaging')).toEqual({
      kind: 'own',
      status: 'pending',
    });
    expect((await call('DELETE', path)).status).toBe(204);
    expect(representativeStatus(nordlicht, 'AT', 'packaging')).toBeNull();
    expect((await call('DELETE', path)).status).toBe(404);
    // No rule asks for one: 404.
    expect(
      (await call('PUT', `/companies/${nordlicht}/representatives/GB/packaging`, own)).status,
    ).toBe(404);

    // An own representative named in a registration order is the company's from then on.
    await alpenglueckSellsWeeeInGermany();
    const ordered = await call<ProducerRegistration>(
      'POST',
      `/companies/${alpenglueck}/producer-registrations`,
      { ...germanWeee, representative: 'own', representativeName: 'Rechtsanwalt Weber' },
    );
    expect(ordered.status).toBe(201);
    expect(ordered.data.representativeOrderId).toBeNull();
    expect(representativeStatus(alpenglueck, 'DE', 'weee')).toEqual({
      kind: 'own',
      status: 'appointed',
    });
    const list = await call<Representatives>('GET', `/companies/${alpenglueck}/representatives`);
    expect(list.data.representatives).toEqual([
      expect.objectContaining({ kind: 'own', name: 'Rechtsanwalt Weber', address: null }),
    ]);
  });

  it('[DOM-7] a branch is an establishment: no representative offered, recorded or required there', async () => {
    const put = await call('PUT', `/companies/${nordlicht}/markets`, {
      facts: {
        packagingEndUse: 'households',
        productEndUse: 'households',
        role: 'manufacturer',
        channels: [],
      },
      establishments: ['DE', 'AT'],
      markets: [
        { country: 'DE', streams: ['packaging', 'weee'] },
        { country: 'AT', streams: ['packaging', 'weee'] },
      ],
    });
    expect(put.status).toBe(200);
    const list = await call<Representatives>('GET', `/companies/${nordlicht}/representatives`);
    expect(list.data.establishments).toEqual(['DE', 'AT']);
    const own = await call('PUT', `/companies/${nordlicht}/representatives/AT/packaging`, {
      name: 'Huber',
      address: 'Wien',
      since: '2026-01-01',
    });
    expect(own.status).toBe(409);
    const order = await call('POST', `/companies/${nordlicht}/representation-orders`, {
      selections: [{ country: 'AT', streams: ['weee'] }],
      acceptTerms: true,
    });
    expect(order.body?.fields).toEqual({ 'selections.0.country': 'notAllowed' });
    // The Austrian WEEE order needs no representative for a company with an Austrian branch.
    const weee = await call<ProducerRegistration>(
      'POST',
      `/companies/${nordlicht}/producer-registrations`,
      { ...germanWeee, service: 'weee-at', equipmentTypes: [], representative: 'notNeeded' },
    );
    expect(weee.status).toBe(201);
    expect(weee.data.representativeOrderId).toBeNull();
  });
});
