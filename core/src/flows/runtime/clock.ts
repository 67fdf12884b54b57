/** Where the runtime reads the time: injected so tests move it (time gaps, the 24-hour rule, take-over ends). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
