import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventQueue, type TrackedEvent } from './queue';

const ev = (i: number): TrackedEvent => ({ type: 'cart', userId: 'u', offerId: String(i) });

describe('createEventQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a batch 2 s after its first event', () => {
    const send = vi.fn();
    const q = createEventQueue({ send });
    q.push(ev(1));
    vi.advanceTimersByTime(1000);
    q.push(ev(2));
    vi.advanceTimersByTime(999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith([ev(1), ev(2)], false);
    expect(q.size()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends at once at 20 events, and the timer does not send an empty batch later', () => {
    const send = vi.fn();
    const q = createEventQueue({ send });
    for (let i = 0; i < 19; i++) q.push(ev(i));
    expect(send).not.toHaveBeenCalled();
    q.push(ev(19));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toHaveLength(20);
    vi.advanceTimersByTime(5000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('flushes everything when the page hides, in requests of at most 500 events', () => {
    const send = vi.fn();
    const q = createEventQueue({ send, maxBatch: 10_000 });
    q.push(...Array.from({ length: 1203 }, (_, i) => ev(i)));
    q.flush(true);
    expect(send.mock.calls.map(([events, unloading]) => [events.length, unloading])).toEqual([
      [500, true],
      [500, true],
      [203, true],
    ]);
    q.flush(true);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('a failing send does not break the page or later batches', () => {
    const send = vi.fn().mockImplementationOnce(() => {
      throw new Error('offline');
    });
    const q = createEventQueue({ send });
    q.push(ev(1));
    expect(() => vi.advanceTimersByTime(2000)).not.toThrow();
    q.push(ev(2));
    vi.advanceTimersByTime(2000);
    expect(send).toHaveBeenLastCalledWith([ev(2)], false);
  });
});
