/**
 * TRUST-3: the main API enforces the feature flags of the services, on every endpoint of a
 * flagged service, whatever the browser believes (a flag override, a hand-made request).
 */
import { mainApiContract } from '../../../src/shared/contract/apis';
import { pathFor } from '../../../src/shared/contract/endpoint';
import { SERVICE_FEATURES } from '../../../src/shared/contract/main/feature-flags';
import { servicesOf } from '../../../src/shared/contract/main/service-gates';
import { featureFlags } from '../../common/data/db';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { callMainApi } from '../../common/testing/main-api-call';
import { sectionById, type SectionId } from '../../../src/shared/sections';

const { rheinperle, nordlicht } = COMPANY_IDS;
const featureDisabled = {
  message: 'This service is not enabled for you',
  reason: 'featureDisabled',
};

const gated = Object.entries(mainApiContract.endpoints).filter(
  ([, spec]) => servicesOf(spec).length > 0,
);

describe('[TRUST-3] feature flags enforced by the main API', () => {
  it('[TRUST-3] a user whose flags are all off cannot order the representative service (was 201)', async () => {
    const answer = await callMainApi(
      USER_IDS.flagsOff,
      'POST',
      `/companies/${rheinperle}/representation-orders`,
      {
        selections: [{ country: 'FR', streams: ['packaging'] }],
        acceptTerms: true,
      },
    );
    expect(answer).toMatchObject({ status: 403, body: featureDisabled });
  });

  it.each(gated)(
    '[TRUST-3] %s refuses a user whose flags are all off with 403 featureDisabled',
    async (_id, spec) => {
      const params = { ...spec.example?.params, companyId: rheinperle };
      const query = new URLSearchParams(spec.example?.query ?? {}).toString();
      const answer = await callMainApi(
        USER_IDS.flagsOff,
        spec.method,
        `${pathFor(spec, params)}${query ? `?${query}` : ''}`,
        spec.example?.body,
      );
      expect(answer).toMatchObject({ status: 403, body: featureDisabled });
    },
  );

  it('[TRUST-3] every endpoint of the flagged services is gated', () => {
    const servicePaths =
      /\/(licences|producer-registrations|nie-nif-applications|representation-orders)\b/;
    const ungated = Object.entries(mainApiContract.endpoints)
      .filter(([, spec]) => servicePaths.test(spec.path) && servicesOf(spec).length === 0)
      .map(([id]) => id);
    expect(ungated).toEqual([]);
    expect(gated.length).toBeGreaterThanOrEqual(20);
  });

  it('[TRUST-3] the flag of the request’s own service decides: Austrian WEEE off, German WEEE on', async () => {
    featureFlags.setForUser(USER_IDS.owner, { at_weeeCompliance_enabled: false });
    const list = await callMainApi(
      USER_IDS.owner,
      'GET',
      `/companies/${nordlicht}/licences?country=DE`,
    );
    expect(list.status).toBe(200);
    const at = await callMainApi(
      USER_IDS.owner,
      'POST',
      `/companies/${nordlicht}/producer-registrations`,
      {
        country: 'AT',
        stream: 'weee',
      },
    );
    expect(at).toMatchObject({ status: 403, body: featureDisabled });
    // The existing German WEEE registration (prc-0002) is still read: its own flag is on.
    const de = await callMainApi(
      USER_IDS.owner,
      'GET',
      `/companies/${nordlicht}/producer-registrations/prc-0002`,
    );
    expect(de.status).toBe(200);
    featureFlags.setForUser(USER_IDS.owner, { de_weeeCompliance_enabled: false });
    const off = await callMainApi(
      USER_IDS.owner,
      'GET',
      `/companies/${nordlicht}/producer-registrations/prc-0002`,
    );
    expect(off).toMatchObject({ status: 403, body: featureDisabled });
  });

  it('[TRUST-3] the services’ flags are the ones the app’s sections name', () => {
    for (const [service, { flag }] of Object.entries(SERVICE_FEATURES)) {
      expect([service, sectionById(service as SectionId).flag]).toEqual([service, flag]);
    }
  });
});
