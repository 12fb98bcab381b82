/** The time as the services see it; tests pass their own to move it forward. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
