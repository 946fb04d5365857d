import fs from 'node:fs';
import path from 'node:path';
import { BUDGETS, JEST_STEP, budgetLines, minutes } from './verify-budgets.mjs';

const verify = fs.readFileSync(path.join(__dirname, 'verify.mjs'), 'utf8');
const ciRun = fs.readFileSync(path.join(__dirname, '..', '.ci', 'run'), 'utf8');

describe('verify prints jest and the total against their budgets', () => {
  it('[HOUSE-3] the budgets are jest 2:30 and the whole .ci/run 9:00', () => {
    expect(minutes(BUDGETS.jest)).toBe('2:30');
    expect(minutes(BUDGETS.total)).toBe('9:00');
  });

  it('[HOUSE-3] jest within its budget, and a total over it, say so with the overshoot', () => {
    const lines = budgetLines({
      times: [
        ['lint', 70_000],
        [JEST_STEP, 149_000],
      ],
      verifyMs: 600_000,
      nowMs: 1_000_000,
      ciStartedMs: String(1_000_000 - 620_000),
    });
    expect(lines).toEqual([
      'jest 2:29 of 2:30 budget: within',
      '.ci/run total (npm ci included) 10:20 of 9:00 budget: OVER by 1:20',
    ]);
  });

  it('[HOUSE-3] without .ci/run start time the total is verify’s own and says npm ci is not in it', () => {
    const lines = budgetLines({
      times: [[JEST_STEP, 200_000]],
      verifyMs: 300_000,
      nowMs: 5,
      ciStartedMs: undefined,
    });
    expect(lines).toEqual([
      'jest 3:20 of 2:30 budget: OVER by 0:50',
      'verify total (npm ci not included) 5:00 of 9:00 budget: within',
    ]);
  });

  it('[HOUSE-3] verify runs jest as the step the budget reads, and prints the budget lines', () => {
    expect(JEST_STEP).toBe('test -- --ci');
    expect(verify).toMatch(/^\s+JEST_STEP,$/m);
    expect(verify).toMatch(/budgetLines\(/);
    expect(ciRun).toMatch(/CI_RUN_STARTED_MS=.*\n[\s\S]*npm ci/);
  });
});
