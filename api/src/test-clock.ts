/**
 * A clock that can be moved by an offset (e2e and the load test only: `ARENA_TEST_CLOCK=1`, moved through
 * `POST /v1/dev/clock`). Moved with `holdJobs`, it also holds the background passes until it is moved again.
 */
export interface TestClock {
  now: () => Date;
  offsetMs: () => number;
  jobsHeld: () => boolean;
  setOffset: (offsetMs: number, holdJobs?: boolean) => void;
}

export function createTestClock(base: () => Date): TestClock {
  let offset = 0;
  let holding = false;
  return {
    now: () => new Date(base().getTime() + offset),
    offsetMs: () => offset,
    jobsHeld: () => holding,
    setOffset: (value, holdJobs = false) => {
      offset = value;
      holding = holdJobs;
    },
  };
}
