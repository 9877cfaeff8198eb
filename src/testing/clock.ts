import type { Clock } from '../shared/clock.js';

/** A clock that stands still until the test moves it: time-dependent rules without sleeping. */
export interface ManualClock extends Clock {
  set(instant: string | Date): void;
  advance(milliseconds: number): void;
}

export function manualClock(start: string | Date): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime();
    },
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}
