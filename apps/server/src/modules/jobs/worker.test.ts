import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openTestDb } from '../../testing/test-app';
import { enqueueJob } from './queue';
import { type Job, startWorker } from './worker';

const log = pino({ level: 'silent' });
let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await migrate(db);
});
afterAll(() => drop());

async function jobState(id: number) {
  const [row] = await db.query<{ state: string; locked_by: string | null }>('select state, locked_by from jobs where id = $1', [id]);
  return row;
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe('job worker', () => {
  it('never gives one job to two workers', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => enqueueJob(db, 'feed.load', { sourceUuid: `s-${i}` })));
    const taken: Array<{ worker: string; job: number }> = [];
    const handler = (name: string) => async (job: Job) => {
      taken.push({ worker: name, job: job.id });
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const workers = [
      startWorker(db, { 'feed.load': handler('a') }, log, { pollMs: 10, concurrency: 2 }),
      startWorker(db, { 'feed.load': handler('b') }, log, { pollMs: 10, concurrency: 2 }),
    ];
    await until(async () => (await Promise.all(ids.map(jobState))).every((row) => row?.state === 'done'));
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(taken.map((entry) => entry.job).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
  });

  it('leaves a job alone that was declared dead and taken by another worker', async () => {
    const id = await enqueueJob(db, 'feed.load', { sourceUuid: 'slow' });
    let release = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = startWorker(db, { 'feed.load': () => blocked }, log, { pollMs: 10 });
    await until(async () => (await jobState(id))?.state === 'running');
    // Another worker decided the first one died and took the job over.
    await db.query(`update jobs set locked_by = 'other-worker' where id = $1`, [id]);
    release();
    await slow.stop();
    expect(await jobState(id)).toEqual({ state: 'running', locked_by: 'other-worker' });
  });
});
