/**
 * How long the retry back-off of the base query really waits, as a share of its delay
 * (`retryDelay`): 1 in the app. The jest setup sets 0, so a page test of a failing request does
 * not sleep 1 + 2 + 4 s; the tests of the back-off itself set 1 again and fake the timers.
 */
let scale = 1;

export const backoffScale = (): number => scale;

export function setBackoffScale(value: number): void {
  scale = value;
}
