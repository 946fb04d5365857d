/** Types of ./verify-budgets.mjs (plain Node, run without a build step). */
export const BUDGETS: { jest: number; total: number };
export const JEST_STEP: string;
export function minutes(ms: number): string;
export function budgetLines(options: {
  times: [string, number][];
  verifyMs: number;
  nowMs: number;
  ciStartedMs?: string | number | undefined;
}): string[];
