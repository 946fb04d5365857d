/**
 * What the authorities and partners of the local stack do by themselves: a register issues a
 * number, the tax office files an application, a representative confirms. Each such step is
 * scheduled when the user's action makes it due, and happens once its time has come, the next time
 * anything reads the processes. Tests move `at` into the past instead of waiting.
 */
import { table } from '../../common/data/table';

export interface ScheduledStep {
  id: string;
  /** The domain that handles it (`nieNif`, `registration`, `representation`). */
  domain: string;
  processId: string;
  step: string;
  /** When it happens (ms since epoch). */
  at: number;
}

export const scheduledSteps = table<ScheduledStep>(() => []);

type Handler = (processId: string, step: string, at: Date) => void;
const handlers = new Map<string, Handler>();

/** A domain tells how its steps happen (once, when its module loads). */
export function handleScheduledSteps(domain: string, handler: Handler): void {
  handlers.set(domain, handler);
}

let counter = 0;

export function scheduleStep(domain: string, processId: string, step: string, delayMs: number) {
  counter += 1;
  scheduledSteps.insert({
    id: `step-${counter}`,
    domain,
    processId,
    step,
    at: Date.now() + delayMs,
  });
}

/** Lets every step whose time has come happen, oldest first. */
export function runDueSteps(now = Date.now()): void {
  const due = scheduledSteps.where((s) => s.at <= now).sort((a, b) => a.at - b.at);
  for (const step of due) {
    scheduledSteps.remove(step.id);
    handlers.get(step.domain)?.(step.processId, step.step, new Date(step.at));
  }
}
