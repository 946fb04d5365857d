import { afterPaint, nextTask } from './next-task';

/**
 * One phase of the start-up: a function from what the previous phase returned to what the next one
 * needs. `after` is how it starts: `'paint'` once the browser has had a frame to paint (at most
 * 100 ms), `'task'` in a task of its own (`nextTask`), `'nothing'` at once.
 */
export interface Phase<In, Out> {
  name: string;
  /** What it does and why it is a phase of its own. */
  does: string;
  /** What it waits for before it is done (nothing: it is done when its task is). */
  waitsFor: string;
  after: 'nothing' | 'paint' | 'task';
  /** A property, not a method: its parameter is then checked contravariantly (the chain's order). */
  run: (input: In) => Promise<Out>;
}

/** A phase whose types no longer matter once it is in a checked chain (only the runner sees it). */
export type AnyPhase = Phase<never, unknown>;

/**
 * The phases in order, built with `then`: a phase whose input is not what the chain so far returns
 * does not type-check, so the order is the compiler's to enforce, not a run-time check's.
 */
export interface Chain<In, Out> {
  readonly phases: readonly AnyPhase[];
  then<Next>(phase: Phase<Out, Next>): Chain<In, Next>;
}

const chainOf = <In, Out>(phases: readonly AnyPhase[]): Chain<In, Out> => ({
  phases,
  then: <Next>(phase: Phase<Out, Next>) =>
    chainOf<In, Next>([...phases, phase as unknown as AnyPhase]),
});

export const startWith = <In, Out>(phase: Phase<In, Out>): Chain<In, Out> =>
  chainOf([phase as unknown as AnyPhase]);

/** A start-up phase failed: names it, so the error screen (and monitoring) can say which. */
export class BootPhaseError extends Error {
  constructor(
    readonly phase: string,
    readonly failure: unknown,
  ) {
    super(
      `start-up phase ${phase} failed: ${failure instanceof Error ? failure.message : String(failure)}`,
    );
    this.name = 'BootPhaseError';
  }
}

/**
 * Runs the chain's phases in order, each as its `after` says, each given what the previous one
 * returned; resolves with what the last one returned. A failing phase rejects with its name.
 */
export async function runChain<In, Out>(chain: Chain<In, Out>, input: In): Promise<Out> {
  let value: unknown = input;
  for (const phase of chain.phases) {
    if (phase.after === 'paint') await afterPaint();
    else if (phase.after === 'task') await nextTask();
    try {
      value = await (phase.run as (input: unknown) => Promise<unknown>)(value);
    } catch (error) {
      throw new BootPhaseError(phase.name, error);
    }
  }
  return value as Out;
}
