/** Time in milliseconds since the epoch; tests substitute one they can move. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
