/**
 * The time source for rules that depend on "now" (scheduled posts appear when their moment comes).
 * Tests hand buildApp a clock they move instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
