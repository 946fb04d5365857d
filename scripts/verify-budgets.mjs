/**
 * The time budgets `npm run verify` prints its figures against (HOUSE-3, issue 34): jest at most
 * 2:30, the whole `.ci/run` (npm ci included) at most 9 minutes on a fresh clone of the 2-core
 * machine. They are printed, not enforced: a shared machine's load moves wall times by minutes,
 * and a test run that passed must not fail on a busy afternoon.
 */
export const BUDGETS = { jest: 150_000, total: 540_000 };

/** The step whose time is jest's (its name in `verify`'s steps). */
export const JEST_STEP = 'test -- --ci';

/** `ms` as m:ss. */
export const minutes = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

const line = (label, ms, budget) =>
  `${label} ${minutes(ms)} of ${minutes(budget)} budget: ${ms <= budget ? 'within' : `OVER by ${minutes(ms - budget)}`}`;

/**
 * The budget lines: jest's step (if it ran) and the total. `ciStartedMs` is when `.ci/run` began
 * (before `npm ci`, its `CI_RUN_STARTED_MS`); without it the total is verify's own.
 */
export function budgetLines({ times, verifyMs, nowMs, ciStartedMs }) {
  const lines = [];
  const jest = times.find(([step]) => step === JEST_STEP);
  if (jest) lines.push(line('jest', jest[1], BUDGETS.jest));
  const started = Number(ciStartedMs);
  if (Number.isFinite(started) && started > 0 && started <= nowMs)
    lines.push(line('.ci/run total (npm ci included)', nowMs - started, BUDGETS.total));
  else lines.push(line('verify total (npm ci not included)', verifyMs, BUDGETS.total));
  return lines;
}
