/**
 * The `faults` test switch of the dev backend: API requests that match a rule get the rule's fault
 * instead of the mock service's answer, the same answers the fault-matrix test injects in jest
 * (`mocks/common/faults.ts`). Browser tests use it to see the app's reactions end to end:
 *
 *   POST /__test/switches {"faults":[{"method":"GET","path":"/api/account/companies","fault":"serverError"}]}
 *
 * Relative imports only: the dev backend loads this file through esbuild-register.
 */
import { http, matchRequestUrl, type HttpHandler } from 'msw';
import { API_CONTRACTS } from '../../../src/shared/contract/apis';
import type { EndpointSpec } from '../../../src/shared/contract/endpoint';
import { faultResponse, isFault, FAULTS } from '../faults';
import { testSwitches, type FaultRule } from '../data/test-switches';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');

/** The switch's value checked; a sentence saying what is wrong otherwise. */
export function parseFaultRules(value: unknown): FaultRule[] | string {
  if (!Array.isArray(value))
    return 'faults must be a list of { method?, path, fault, times?, fields? }';
  const rules: FaultRule[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return 'each fault must be an object';
    const { method, path, fault, times, fields, ...rest } = item as Record<string, unknown>;
    if (Object.keys(rest).length) return `unknown fault keys: ${Object.keys(rest).join(', ')}`;
    if (typeof path !== 'string' || !path.startsWith('/'))
      return 'a fault needs a path like /api/...';
    if (!isFault(fault)) return `fault must be one of ${FAULTS.join(', ')}`;
    if (method !== undefined && !(METHODS as readonly unknown[]).includes(method))
      return `method must be one of ${METHODS.join(', ')}`;
    if (times !== undefined && !(Number.isInteger(times) && (times as number) > 0))
      return 'times must be a positive whole number';
    if (fields !== undefined && !isRecordOfStrings(fields))
      return 'fields must map names to reasons';
    rules.push({
      path,
      fault,
      ...(method ? { method: method as FaultRule['method'] & string } : {}),
      ...(times ? { times: times as number } : {}),
      ...(fields ? { fields } : {}),
    });
  }
  return rules;
}

/** The contract endpoint a request is for (its success status and answer shape shape some faults). */
function specFor(method: string, pathname: string): EndpointSpec | undefined {
  for (const contract of Object.values(API_CONTRACTS)) {
    for (const spec of Object.values(contract.endpoints)) {
      if (spec.method !== method) continue;
      const pattern = `${contract.localBasePath}${spec.path}`;
      if (matchRequestUrl(new URL(pathname, 'http://x'), pattern, 'http://x').matches) return spec;
    }
  }
  return undefined;
}

/** Put in front of the mock services: answers a request a rule matches, else lets it through. */
export const faultSwitchHandler: HttpHandler = http.all('*', ({ request }) => {
  const url = new URL(request.url);
  const index = testSwitches.faults.findIndex(
    (rule) =>
      (!rule.method || rule.method === request.method) &&
      matchRequestUrl(url, rule.path, url.origin).matches,
  );
  const rule = testSwitches.faults[index];
  if (!rule) return undefined;
  if (rule.times !== undefined) {
    rule.times -= 1;
    if (rule.times === 0) testSwitches.faults.splice(index, 1);
  }
  console.log(`[test] fault ${rule.fault} for ${request.method} ${url.pathname}`);
  const spec = specFor(request.method, url.pathname);
  return faultResponse(rule.fault, {
    ...(spec ? { spec } : {}),
    ...(rule.fields ? { fields: rule.fields } : {}),
  });
});
