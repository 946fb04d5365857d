import { API_CONTRACTS } from '../../src/shared/contract/apis';

/**
 * The contract's public endpoints (`auth: 'none'`, TRUST-6) as patterns of the local paths: the
 * app calls them without a bearer token on purpose, so a "every call carries a token" check
 * leaves them out by this list instead of by hand.
 */
const PUBLIC_CALLS = Object.values(API_CONTRACTS).flatMap((contract) =>
  Object.values(contract.endpoints)
    .filter((spec) => spec.auth === 'none')
    .map((spec) => ({
      method: spec.method,
      pattern: new RegExp(
        `^${contract.localBasePath}${spec.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`,
      ),
    })),
);

export function isPublicCall(method: string, pathname: string): boolean {
  return PUBLIC_CALLS.some((call) => call.method === method && call.pattern.test(pathname));
}
