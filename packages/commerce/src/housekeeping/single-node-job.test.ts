/** The periodic jobs' timer: on time, never two runs at once, and stop waits for the one going. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleEvery } from './single-node-job.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('scheduleEvery', () => {
  it('runs every interval (first after its delay), never starts a second while one is going, and stop waits', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let release: () => void = () => {};
    const schedule = scheduleEvery(
      1_000,
      () => {
        runs += 1;
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
      100,
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);
    // Still going at the next two ticks: nothing else starts.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    let stopped = false;
    const stopping = schedule.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
  });
});
