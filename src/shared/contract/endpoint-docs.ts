/**
 * What an endpoint says only to the readers of the OpenAPI document: its summary, tags and an
 * example request. Each contract module keeps them in a `.docs.ts` beside it, which only the
 * registry (`apis.ts`: the OpenAPI generator, the mock services' fault switch and the tests)
 * imports, so the app's bundle does not carry them.
 */
import type * as v from 'valibot';
import type { EndpointSpec } from './endpoint';

/**
 * A valid request: path parameters, query parameters and body, as a caller would send them.
 * Published in the OpenAPI document; the fault-matrix test builds each app endpoint's call from
 * it, and fails for an endpoint the app calls with parameters or a body but without an example.
 */
interface EndpointExample<Body extends v.GenericSchema | undefined = v.GenericSchema | undefined> {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string>>;
  body?: Body extends v.GenericSchema ? v.InferInput<Body> : never;
}

interface EndpointDoc<Body extends v.GenericSchema | undefined = v.GenericSchema | undefined> {
  summary: string;
  tags: readonly string[];
  example?: EndpointExample<Body>;
}

/** The docs of a module's endpoints: one entry per endpoint, its example typed by its body. */
export type EndpointDocs<Endpoints extends Readonly<Record<string, EndpointSpec>>> = {
  readonly [Id in keyof Endpoints]: EndpointDoc<NonNullable<Endpoints[Id]['body']>>;
};

/** An endpoint with its docs: what the registry lists. */
export type DocumentedEndpoint = EndpointSpec & EndpointDoc;

/** The endpoints of a module, each with its docs. */
export function withDocs<Endpoints extends Readonly<Record<string, EndpointSpec>>>(
  endpoints: Endpoints,
  docs: EndpointDocs<Endpoints>,
): Readonly<Record<string, DocumentedEndpoint>> {
  return Object.fromEntries(
    Object.entries(endpoints).map(([id, spec]) => [id, { ...spec, ...(docs[id] as EndpointDoc) }]),
  );
}
