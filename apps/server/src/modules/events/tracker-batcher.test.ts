import { describe, expect, it } from 'vitest';
import type { StoredTrackerEvent } from '../stats';
import { createTrackerBatcher, TRACKER_BATCH_EVENTS } from './tracker-batcher';

const event = (userId: string): StoredTrackerEvent => ({ type: 'view', userId, offerId: '1', at: new Date() }) as StoredTrackerEvent;

function fakeStore(failFor: string | null = null) {
  const writes: Array<{ projectId: string; device: string; users: string[] }> = [];
  return {
    writes,
    async writeTrackerEvents(projectId: string, events: readonly StoredTrackerEvent[], device: string) {
      if (projectId === failFor) throw new Error('database restarting');
      writes.push({ projectId, device, users: events.map((e) => e.userId) });
    },
  };
}

describe('tracker event group commit', () => {
  it('writes concurrent requests of one project and device in one insert, and answers each once stored', async () => {
    const store = fakeStore();
    const batcher = createTrackerBatcher(store);
    await Promise.all([
      batcher.add('p1', [event('a')], 'mobile'),
      batcher.add('p1', [event('b'), event('c')], 'mobile'),
      batcher.add('p1', [event('d')], 'desktop'),
      batcher.add('p2', [event('e')], 'mobile'),
    ]);
    expect(store.writes).toHaveLength(3);
    expect(store.writes.find((w) => w.projectId === 'p1' && w.device === 'mobile')?.users).toEqual(['a', 'b', 'c']);
    expect(batcher.size()).toBe(0);
  });

  it('writes at most a batch of events per insert, and requests that come during a write in the next one', async () => {
    const store = fakeStore();
    const batcher = createTrackerBatcher(store);
    const half = (tag: string) => Array.from({ length: TRACKER_BATCH_EVENTS / 2 + 1 }, (_, i) => event(`${tag}${i}`));
    const first = [batcher.add('p1', half('a'), 'mobile'), batcher.add('p1', half('b'), 'mobile')];
    await Promise.all(first);
    // Two halves and a bit do not fit one batch: two inserts.
    expect(store.writes.map((w) => w.users.length)).toEqual([TRACKER_BATCH_EVENTS / 2 + 1, TRACKER_BATCH_EVENTS / 2 + 1]);
    await batcher.add('p1', [event('late')], 'mobile');
    expect(store.writes).toHaveLength(3);
  });

  it('fails the requests whose insert failed, and only those', async () => {
    const store = fakeStore('p2');
    const batcher = createTrackerBatcher(store);
    const [ok, failed] = await Promise.allSettled([batcher.add('p1', [event('a')], 'mobile'), batcher.add('p2', [event('b')], 'mobile')]);
    expect(ok.status).toBe('fulfilled');
    expect(failed.status).toBe('rejected');
    expect(store.writes.map((w) => w.projectId)).toEqual(['p1']);
  });
});
