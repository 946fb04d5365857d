/**
 * The fault matrix: every query and mutation of both APIs (found in the source, see
 * `src/testing/app-endpoints.ts`) against every fault an API can produce, each with its documented
 * reaction: what the base query makes of it, what the error catalogue says, which screen the
 * router shows, how often the request went out, and whether the session was renewed or the user
 * sent to sign-in. A new endpoint is covered here without a new test.
 */
import { http, type HttpHandler } from 'msw';
import { server } from '../../../mocks/common/node';
import { faultResponse, type Fault } from '../../../mocks/common/faults';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';
import { config } from '@/shared/config/config';
import type { DocumentedEndpoint } from '@/shared/contract/endpoint-docs';
import { classifyError, type ErrorScreen } from '@/shared/ui/error-view';
import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { recordRequests, stopRecording } from '@/testing/request-log';
import { appEndpoints, endpointModules, type EndpointSubject } from '@/testing/app-endpoints';
import { isApiError, type ApiError } from './api-error';
import { MAX_RETRIES, REQUEST_TIMEOUT_MS } from './base-query';
import { errorMessageKey } from './error-message';

for (const file of endpointModules()) jest.requireActual(file);
const { subjects, problems } = appEndpoints();

/** How the app reacts to a fault: the failed call as classified, and what follows from it. */
interface Reaction {
  error: Partial<ApiError> | 'as the backend answers the retry';
  /** `common` key of the inline message (`useErrorMessage`, by the error catalogue). */
  message?: ReturnType<typeof errorMessageKey>;
  /** The route error screen (`ErrorView`): the kind whose catalogue screen it shows. */
  screen?: ErrorScreen['kind'];
  /** Requests sent: once, or (queries only) retried 3 times after 1 s, 2 s and 4 s. */
  requests: 1 | 2 | 'retried';
  /** Renewals asked for: none, one, or one per request sent (a renewal that cannot succeed). */
  renewals: 0 | 1 | 'perRequest';
  signInRedirects: 0 | 1;
}

interface FaultCase {
  name: string;
  fault: Fault;
  appliesTo: (spec: DocumentedEndpoint) => boolean;
  /** msw answers only the first request with the fault; later ones reach the mock service. */
  once?: boolean;
  renewal?: 'fail' | 'unavailable';
  reaction: (spec: DocumentedEndpoint) => Reaction;
}

const bearer = (spec: DocumentedEndpoint) => spec.auth === 'bearer';
const publicOnly = (spec: DocumentedEndpoint) => spec.auth === 'none';
const always = () => true;
const fieldOf = (spec: DocumentedEndpoint) =>
  Object.keys((spec.example?.body as object | undefined) ?? {})[0] ?? 'body';

const FAULT_CASES: FaultCase[] = [
  {
    name: '401 always: one renewal, one retry with the new token, then sign-in redirect (TRUST-6)',
    fault: 'unauthorized',
    appliesTo: bearer,
    reaction: () => ({
      error: { kind: 'unauthorized', status: 401 },
      message: 'errors.unauthorized',
      screen: 'unauthorized',
      requests: 2,
      renewals: 1,
      signInRedirects: 1,
    }),
  },
  {
    name: '401 once: one silent renewal, then the request again with the new token (TRUST-6)',
    fault: 'unauthorized',
    appliesTo: bearer,
    once: true,
    reaction: () => ({
      error: 'as the backend answers the retry',
      requests: 2,
      renewals: 1,
      signInRedirects: 0,
    }),
  },
  {
    name: '401 and the provider cannot be reached: a connection problem, no sign-in (TRUST-6)',
    fault: 'unauthorized',
    appliesTo: bearer,
    renewal: 'unavailable',
    reaction: () => ({
      error: { kind: 'network' },
      message: 'errors.network.message',
      screen: 'network',
      requests: 'retried',
      renewals: 'perRequest',
      signInRedirects: 0,
    }),
  },
  {
    name: '401 of a public endpoint: the error shown, never a renewal or sign-in (TRUST-6)',
    fault: 'unauthorized',
    appliesTo: publicOnly,
    reaction: () => ({
      error: { kind: 'unexpected', status: 401 },
      message: 'errors.failed.unexpected',
      screen: 'unexpected',
      requests: 1,
      renewals: 0,
      signInRedirects: 0,
    }),
  },
  {
    name: '403 of a public endpoint: the error shown, never a renewal or sign-in (TRUST-6)',
    fault: 'forbidden',
    appliesTo: publicOnly,
    reaction: () => ({
      error: { kind: 'forbidden', status: 403 },
      message: 'errors.forbidden',
      screen: 'forbidden',
      requests: 1,
      renewals: 0,
      signInRedirects: 0,
    }),
  },
  {
    name: '403 once: one silent renewal, then the request again with the new token',
    fault: 'forbidden',
    appliesTo: bearer,
    once: true,
    reaction: () => ({
      error: 'as the backend answers the retry',
      requests: 2,
      renewals: 1,
      signInRedirects: 0,
    }),
  },
  {
    name: '403 always: one renewal, one retry, then "Access denied"',
    fault: 'forbidden',
    appliesTo: bearer,
    reaction: () => ({
      error: { kind: 'forbidden', status: 403 },
      message: 'errors.forbidden',
      screen: 'forbidden',
      requests: 2,
      renewals: 1,
      signInRedirects: 0,
    }),
  },
  {
    name: '403 and the renewal fails: unauthorized, sign-in redirect',
    fault: 'forbidden',
    appliesTo: bearer,
    renewal: 'fail',
    reaction: () => ({
      error: { kind: 'unauthorized', status: 403 },
      message: 'errors.unauthorized',
      screen: 'unauthorized',
      requests: 1,
      renewals: 1,
      signInRedirects: 1,
    }),
  },
  {
    name: '404: not found',
    fault: 'notFound',
    appliesTo: always,
    reaction: () => ({
      error: { kind: 'notFound', status: 404 },
      message: 'errors.notFound.message',
      screen: 'notFound',
      requests: 1,
      renewals: 0,
      signInRedirects: 0,
    }),
  },
  {
    name: '409: refused, said inline',
    fault: 'conflict',
    appliesTo: (spec) => Boolean(spec.errors?.includes(409)),
    reaction: () => ({
      error: { kind: 'rejected', status: 409 },
      message: 'errors.rejected',
      screen: 'rejected',
      requests: 1,
      renewals: 0,
      signInRedirects: 0,
    }),
  },
  {
    name: '400 with field reasons: the fields reach the form',
    fault: 'invalid',
    appliesTo: (spec) => Boolean(spec.body),
    reaction: (spec) => ({
      error: { kind: 'rejected', status: 400, fields: { [fieldOf(spec)]: 'invalid' } },
      message: 'errors.rejected',
      screen: 'rejected',
      requests: 1,
      renewals: 0,
      signInRedirects: 0,
    }),
  },
  {
    name: '500: generic error',
    fault: 'serverError',
    appliesTo: always,
    reaction: () => ({
      error: { kind: 'unexpected', status: 500 },
      message: 'errors.failed.unexpected',
      screen: 'unexpected',
      requests: 'retried',
      renewals: 0,
      signInRedirects: 0,
    }),
  },
  {
    name: 'no answer within 10 s: connection problem',
    fault: 'timeout',
    appliesTo: always,
    reaction: () => ({
      error: { kind: 'network', status: 'TIMEOUT_ERROR' },
      message: 'errors.network.message',
      screen: 'network',
      requests: 'retried',
      renewals: 0,
      signInRedirects: 0,
    }),
  },
  {
    name: 'network down: connection problem',
    fault: 'networkDown',
    appliesTo: always,
    reaction: () => ({
      error: { kind: 'network', status: 'FETCH_ERROR' },
      message: 'errors.network.message',
      screen: 'network',
      requests: 'retried',
      renewals: 0,
      signInRedirects: 0,
    }),
  },
  {
    name: 'malformed JSON: generic error',
    fault: 'malformedJson',
    // A file endpoint refuses a success that is not its media type rather than saving it.
    appliesTo: always,
    reaction: (spec) => ({
      error: { kind: 'unexpected', status: spec.status === 201 ? 201 : 200 },
      message: 'errors.failed.unexpected',
      screen: 'unexpected',
      requests: 1,
      renewals: 0,
      signInRedirects: 0,
    }),
  },
  {
    name: 'JSON of the wrong shape: generic error',
    fault: 'wrongShape',
    appliesTo: (spec) => spec.response !== null,
    reaction: () => ({
      error: { kind: 'unexpected', status: 'PARSING_ERROR' },
      message: 'errors.failed.unexpected',
      screen: 'unexpected',
      requests: 1,
      renewals: 0,
      signInRedirects: 0,
    }),
  },
];

/**
 * Endpoints with a `queryFn` handle faults themselves; each says here what it does. `logout`: the
 * session ends whatever the service answers, so every fault resolves with what happened.
 */
const OWN_REACTIONS: Record<string, (fault: FaultCase) => { data: unknown; requests: number }> = {
  'account.logout': ({ fault }) => ({
    data: {
      status: {
        unauthorized: 401,
        forbidden: 403,
        notFound: 404,
        conflict: 409,
        invalid: 400,
        serverError: 500,
        timeout: 'TIMEOUT_ERROR',
        networkDown: 'FETCH_ERROR',
        malformedJson: 200,
        wrongShape: 200,
      }[fault],
    },
    requests: 1,
  }),
};

const baseUrlOf = (subject: EndpointSubject) =>
  subject.api.apiName === 'account' ? config.accountApiUrl : config.mainApiUrl;

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

function faultHandler(subject: EndpointSubject, fault: FaultCase): HttpHandler {
  const { spec } = subject;
  return METHODS[spec.method](
    `${baseUrlOf(subject)}${spec.path}`,
    () => faultResponse(fault.fault, { spec, fields: { [fieldOf(spec)]: 'invalid' } }),
    { once: Boolean(fault.once) },
  );
}

function call(subject: EndpointSubject, store: ReturnType<typeof makeTestStore>['store']) {
  const endpoint = (subject.api.api.endpoints as Record<string, unknown>)[subject.name] as {
    initiate: (arg: unknown) => (dispatch: unknown, ...rest: unknown[]) => unknown;
  };
  return store.dispatch(endpoint.initiate(subject.arg) as never) as unknown as Promise<{
    data?: unknown;
    error?: unknown;
  }> & { unsubscribe?: () => void };
}

/** Statuses the mock service answered, in order. */
function recordAnswers(): number[] {
  const statuses: number[] = [];
  server.events.on('response:mocked', ({ response }) => void statuses.push(response.status));
  return statuses;
}

afterEach(() => {
  stopRecording();
  jest.useRealTimers();
});

test('[FAULT-1] every endpoint of the app is found, matched to its contract endpoint and callable from its example', () => {
  expect(problems).toEqual([]);
  expect(subjects.length).toBeGreaterThan(0);
  const labels = subjects.map((s) => s.label);
  // Both sides of an argument flag are covered (signed in and visitors' flags).
  expect(labels).toEqual(
    expect.arrayContaining([
      expect.stringContaining('GET /user/config/features'),
      expect.stringContaining('GET /config/features'),
    ]),
  );
  const ownUndeclared = subjects
    .filter((s) => s.ownQueryFn && !OWN_REACTIONS[`${s.api.apiName}.${s.name}`])
    .map((s) => `${s.label}: has its own queryFn; declare its reaction in OWN_REACTIONS`);
  expect(ownUndeclared).toEqual([]);
});

const rows = subjects.flatMap((subject) =>
  FAULT_CASES.filter((fault) => fault.appliesTo(subject.spec)).map(
    (fault) => [subject.label, fault.name, subject, fault] as const,
  ),
);

describe.each(subjects.map((s) => [s.label, s] as const))('[FAULT-1] %s', (_label, subject) => {
  const own = OWN_REACTIONS[`${subject.api.apiName}.${subject.name}`];
  const cases = rows.filter(([, , s]) => s === subject).map(([, name, , fault]) => [name, fault]);

  it.each(cases as [string, FaultCase][])('%s', async (_name, fault) => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const auth = new FakeAuth(subject.spec.auth === 'bearer' ? USER_IDS.owner : null);
    if (fault.renewal) auth.renewResult = fault.renewal;
    const firstToken = auth.token;
    const { store } = makeTestStore({ auth });
    const seen = recordRequests();
    const answers = recordAnswers();
    server.use(faultHandler(subject, fault));

    const pending = call(subject, store);
    // Long enough for a timeout and three retries (10 s each, after 1 s, 2 s and 4 s).
    await jest.advanceTimersByTimeAsync((MAX_RETRIES + 1) * REQUEST_TIMEOUT_MS + 10_000);
    const result = await pending;
    pending.unsubscribe?.();
    await jest.advanceTimersByTimeAsync(0);

    if (own) {
      const expected = own(fault);
      expect(result).toEqual({ data: expected.data });
      expect(seen).toHaveLength(expected.requests);
      expect(auth.renewals).toBe(0);
      expect(auth.signInRedirects).toHaveLength(0);
      return;
    }

    const reaction = fault.reaction(subject.spec);
    const requests =
      reaction.requests === 'retried'
        ? subject.type === 'query'
          ? MAX_RETRIES + 1
          : 1
        : reaction.requests;
    expect(seen).toHaveLength(requests);
    expect(auth.renewals).toBe(reaction.renewals === 'perRequest' ? requests : reaction.renewals);
    expect(auth.signInRedirects).toHaveLength(reaction.signInRedirects);

    if (reaction.error === 'as the backend answers the retry') {
      expect(seen[0]?.authorization).toBe(`Bearer ${firstToken}`);
      expect(seen[1]?.authorization).toBe(`Bearer ${auth.token}`);
      expect(auth.token).not.toBe(firstToken);
      const retryStatus = answers[1];
      if (retryStatus !== undefined && retryStatus >= 200 && retryStatus < 300) {
        expect(result.error).toBeUndefined();
      } else {
        expect(result.error).toMatchObject({ status: retryStatus });
      }
      return;
    }

    expect(isApiError(result.error)).toBe(true);
    expect(result.error).toMatchObject(reaction.error);
    if (fault.fault === 'wrongShape') {
      expect((result.error as ApiError).message).toMatch(/^Malformed response/);
    }
    expect(errorMessageKey(result.error)).toBe(reaction.message);
    expect(classifyError(result.error).kind).toBe(reaction.screen);
  });
});
