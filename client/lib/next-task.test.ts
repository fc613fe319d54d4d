import { describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves only after the current task and all its queued microtasks have run', async () => {
    const order: string[] = [];
    const chain = (n: number): Promise<void> =>
      n === 0 ? Promise.resolve().then(() => void order.push('microtasks done')) : Promise.resolve().then(() => chain(n - 1));
    const waited = nextTask().then(() => void order.push('next task'));
    void chain(200);
    order.push('same task');
    await waited;
    expect(order).toEqual(['same task', 'microtasks done', 'next task']);
  });

  it('does not use timers, which the end-to-end tests stop', async () => {
    vi.useFakeTimers();
    try {
      await expect(nextTask()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
