/**
 * The faults an API can show the app, as answers of the mock services. The fault-matrix test
 * injects them into every endpoint with msw; the dev backend's `faults` switch puts them in front
 * of real requests (`mocks/common/server/fault-switch.ts`), so browser tests see the same answers.
 *
 * Relative imports only: the dev backend loads this file through esbuild-register.
 */
import { delay, HttpResponse, type JsonBodyType } from 'msw';
import * as v from 'valibot';
import type { EndpointSpec } from '../../src/shared/contract/endpoint';
import { envelope } from '../../src/shared/contract/primitives';

export const FAULTS = [
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'invalid',
  'serverError',
  'timeout',
  'malformedJson',
  'wrongShape',
  'networkDown',
] as const;
export type Fault = (typeof FAULTS)[number];

export const isFault = (value: unknown): value is Fault =>
  typeof value === 'string' && (FAULTS as readonly string[]).includes(value);

/** The HTTP status each fault answers with; the others never get an answer the app can read. */
export const FAULT_STATUS = {
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  invalid: 400,
  serverError: 500,
} as const satisfies Partial<Record<Fault, number>>;

/** Longer than the app's request timeout (10 s), so the app gives up first. */
export const TIMEOUT_FAULT_MS = 60_000;

/** Bodies that are valid JSON but of no shape an endpoint answers with; the first refused is used. */
const WRONG_BODIES: unknown[] = [
  { data: 42 },
  { data: 'unexpected' },
  { data: [null] },
  { data: null },
  { unexpected: true },
];

/** A JSON body the endpoint's contract refuses (its `{ data }` envelope, checked by the app). */
export function wrongShapeFor(spec: Pick<EndpointSpec, 'response'>): unknown {
  if (!spec.response) return WRONG_BODIES[0];
  const schema = envelope(spec.response);
  return WRONG_BODIES.find((body) => !v.safeParse(schema, body).success) ?? WRONG_BODIES[0];
}

export interface FaultOptions {
  /** The endpoint answering; its success status and response shape shape some faults. */
  spec?: Pick<EndpointSpec, 'response' | 'status'>;
  /** Field reasons of an `invalid` (400) answer, e.g. `{ name: 'taken' }`. */
  fields?: Readonly<Record<string, string>>;
}

/** The answer of `fault` (a network failure for `networkDown`; `timeout` answers only after 60 s). */
export async function faultResponse(fault: Fault, options: FaultOptions = {}): Promise<Response> {
  // A 2xx with a body: a 204 endpoint gets a 200, since a 204 cannot carry one.
  const success = options.spec?.status === 201 ? 201 : 200;
  switch (fault) {
    case 'timeout':
      await delay(TIMEOUT_FAULT_MS);
      return HttpResponse.json({ message: 'Gateway timeout' }, { status: 504 });
    case 'networkDown':
      return HttpResponse.error();
    case 'malformedJson':
      return new HttpResponse('{"data": {"id": "cmp-', {
        status: success,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'wrongShape':
      return HttpResponse.json(wrongShapeFor(options.spec ?? { response: null }) as JsonBodyType, {
        status: success,
      });
    case 'invalid':
      return HttpResponse.json(
        { message: 'Validation failed', fields: options.fields ?? {} },
        { status: 400 },
      );
    default:
      return HttpResponse.json(
        { message: `Injected fault: ${fault}` },
        { status: FAULT_STATUS[fault] },
      );
  }
}
