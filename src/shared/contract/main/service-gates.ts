/**
 * Which main API endpoints belong to a feature-flagged service (TRUST-3). The mock main API
 * refuses every one of them with 403 `featureDisabled` while the signed-in user's flag of the
 * service is off (`mocks/common/route.ts`), and the OpenAPI document names the flags. Kept apart
 * from the endpoint groups so that a service's contract file stays about its service.
 */
import {
  BATTERY_SERVICES,
  LICENSING_SERVICES,
  WEEE_SERVICES,
} from '../../../domain/vocabulary/services';
import type { EndpointSpec } from '../endpoint';
import { SERVICE_IDS, type ServiceId } from '../reference';
import { SERVICE_FEATURES, type FeatureFlagName } from './feature-flags';
import { licenceEndpoints } from './licences';
import { nieNifEndpoints } from './nie-nif';
import { processEndpoints } from './processes';
import { producerRegistrationEndpoints } from './producer-registrations';
import { representationEndpoints } from './representation';

/** By method and path, so that a copy of a spec (the registry's, with its docs) is found too. */
const keyOf = (spec: Pick<EndpointSpec, 'method' | 'path'>) => `${spec.method} ${spec.path}`;
const gates = new Map<string, readonly ServiceId[]>();
const gate = (endpoints: Record<string, EndpointSpec>, services: readonly ServiceId[]) => {
  for (const spec of Object.values(endpoints)) gates.set(keyOf(spec), services);
};
gate(licenceEndpoints, LICENSING_SERVICES);
gate(producerRegistrationEndpoints, [...WEEE_SERVICES, ...BATTERY_SERVICES]);
gate(nieNifEndpoints, ['nie-nif-application']);
gate(representationEndpoints, ['authoriseme']);
// A process's documents belong to the process's service.
gates.set(keyOf(processEndpoints.getProcessDocument), SERVICE_IDS);

/** The services an endpoint belongs to; none for an endpoint open to everyone signed in. */
export const servicesOf = (spec: EndpointSpec): readonly ServiceId[] =>
  gates.get(keyOf(spec)) ?? [];

/** What a request tells about its service: the process it names, or its country and stream. */
export interface GateContext {
  processService?: ServiceId | null;
  country?: string | null;
  stream?: string | null;
}

/**
 * The flags of which at least one must be on for this request: the service of the named process,
 * else the services of the request's country and stream, else any of the endpoint's services.
 */
export function flagsFor(spec: EndpointSpec, context: GateContext): FeatureFlagName[] {
  const services = servicesOf(spec);
  if (services.length === 0) return [];
  const { processService, country, stream } = context;
  const matching =
    processService && services.includes(processService)
      ? [processService]
      : services.filter((service) => {
          const { country: c, stream: s } = SERVICE_FEATURES[service];
          return (
            (!country || c === null || c === country.toUpperCase()) &&
            (!stream || s === null || s === stream)
          );
        });
  return [...new Set((matching.length ? matching : services).map((s) => SERVICE_FEATURES[s].flag))];
}
