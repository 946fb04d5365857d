/**
 * Switches that let tests (jest, Playwright, a developer in a browser) provoke failure paths of
 * the mock APIs. The dev backend exposes them over HTTP under `/__test/` (see README).
 */
export interface TestSwitches {
  /** Tokens issued before this instant (ms) are answered with 403, newer ones pass. */
  forbidTokensIssuedBefore: number | null;
}

export const testSwitches: TestSwitches = { forbidTokensIssuedBefore: null };

export function resetTestSwitches(): void {
  testSwitches.forbidTokensIssuedBefore = null;
}
