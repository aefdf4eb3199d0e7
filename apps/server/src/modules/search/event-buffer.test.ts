import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { openTestDb } from '../../testing/test-app';
import { createSearchEventBuffer, type SearchEvent } from './event-buffer';

const event = (query: string): SearchEvent => ({
  sourceUuid: '00000000-0000-4000-8000-000000000001',
  query,
  normalized: query,
  hits: 1,
  skip: 0,
  userId: null,
  client: null,
  locale: null,
  regionId: null,
  segmentId: null,
  device: 'desktop',
  firstInSession: null,
  latencyMs: 1,
  kind: 'search',
});

/** A database that records the queries of each insert, failing the first `failures` of them. */
function fakeDb(failures = 0) {
  const inserts: string[][] = [];
  let left = failures;
  const db = {
    kind: 'pglite',
    async query(_text: string, params: unknown[] = []) {
      if (left > 0) {
        left -= 1;
        throw new Error('connection terminated');
      }
      inserts.push(params[2] as string[]);
      return [];
    },
  } as unknown as Db;
  return { db, inserts };
}

const log = pino({ level: 'silent' });

describe('search event buffer', () => {
  it('writes as soon as a thousand events wait, not only on its timer', async () => {
    const { db, inserts } = fakeDb();
    const buffer = createSearchEventBuffer(db, log, 60_000);
    for (let i = 0; i < 1000; i++) buffer.record(event(`q${i}`));
    await new Promise((resolve) => setImmediate(resolve));
    expect(inserts.map((batch) => batch.length)).toEqual([1000]);
    expect(buffer.size()).toBe(0);
    await buffer.close();
  });

  it('keeps a batch whose write failed and writes it with the next flush', async () => {
    const { db, inserts } = fakeDb(1);
    const buffer = createSearchEventBuffer(db, log, 60_000);
    buffer.record(event('first'));
    buffer.record(event('second'));
    await buffer.flush();
    expect(inserts).toEqual([]);
    expect(buffer.size()).toBe(2);
    await buffer.flush();
    expect(inserts).toEqual([['first', 'second']]);
  });

  it('writes everything it holds when closed (SIGTERM)', async () => {
    const { db, inserts } = fakeDb();
    const buffer = createSearchEventBuffer(db, log, 60_000);
    for (let i = 0; i < 2500; i++) buffer.record(event(`q${i}`));
    await buffer.close();
    expect(inserts.flat()).toHaveLength(2500);
  });
});

describe('search event buffer on a real database', () => {
  it('drops only the rows the database refuses (a NUL byte) and writes the rest, without retrying forever', async () => {
    const { db, drop } = await openTestDb({ migrated: true });
    try {
      const rejected: number[] = [];
      const buffer = createSearchEventBuffer(db, log, 60_000, (rows) => rejected.push(rows));
      for (let i = 0; i < 10; i++) buffer.record(event(`good ${i}`));
      buffer.record({ ...event('bad'), userId: 'a\u0000b' });
      for (let i = 10; i < 20; i++) buffer.record(event(`good ${i}`));
      await buffer.flush();
      expect(buffer.size()).toBe(0);
      expect(rejected).toEqual([1]);
      const rows = await db.query<{ query: string }>('select query from search_events order by query');
      expect(rows).toHaveLength(20);
      expect(rows.some((row) => row.query === 'bad')).toBe(false);
      await buffer.close();
    } finally {
      await drop();
    }
  });
});
