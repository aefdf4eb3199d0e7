import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { openTestDb } from '../../testing/test-app';
import { enqueueJob } from './queue';
import { type Job, startWorker } from './worker';

const log = pino({ level: 'silent' });
let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await openTestDb({ migrated: true }));
});
afterAll(() => drop());

async function jobState(id: number) {
  const [row] = await db.query<{ state: string; locked_by: string | null }>('select state, locked_by from jobs where id = $1', [id]);
  return row;
}

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** An owner with `count` projects, each with a feed load queued; returns the projects. */
async function ownerWithQueuedLoads(count: number): Promise<string[]> {
  const owner = randomUUID();
  await db.query(`insert into users (id, email, name, password_hash) values ($1, $2, 'Owner', 'x')`, [owner, `${owner}@jobs.test`]);
  const projects: string[] = [];
  for (let i = 0; i < count; i++) {
    const uuid = randomUUID();
    await db.query(
      `insert into sources (uuid, owner_id, name, site_url, feed_format) values ($1, $2, 'Shop', 'https://shop.example', 'YML')`,
      [uuid, owner],
    );
    await enqueueJob(db, 'feed.load', { sourceUuid: uuid });
    projects.push(uuid);
  }
  return projects;
}

async function allDone(projects: string[]) {
  const rows = await db.query<{ state: string }>(`select state from jobs where payload->>'sourceUuid' = any($1::text[])`, [projects]);
  return rows.length === projects.length && rows.every((row) => row.state === 'done');
}

/** A handler whose jobs run until `release`, noting which run at once as each starts. */
function heldJobs(hold = true) {
  const running = new Set<string>();
  const peaks: string[][] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    running,
    peaks,
    release: () => release(),
    handler: async (job: Job) => {
      running.add(String(job.payload.sourceUuid));
      peaks.push([...running]);
      await (hold ? released : new Promise((resolve) => setTimeout(resolve, 20)));
      running.delete(String(job.payload.sourceUuid));
    },
  };
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

  it('takes back at once a job it holds but does not run (a claim whose answer the database lost)', async () => {
    const ran: number[] = [];
    const worker = startWorker(db, { 'feed.load': async (job) => void ran.push(job.id) }, log, { pollMs: 10, heartbeatMs: 50 });
    // Past the start, where an embedded database's worker takes back every running job anyway.
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The claim committed, but its answer never reached the worker: the row names it, nothing runs it.
    const id = await enqueueJob(db, 'feed.load', { sourceUuid: 'lost-claim' });
    await db.query(`update jobs set state = 'running', attempts = 1, locked_by = $2, locked_at = now() where id = $1`, [
      id,
      worker.workerId,
    ]);
    await until(async () => (await jobState(id))?.state === 'done');
    await worker.stop();
    expect(ran.filter((ranId) => ranId === id)).toEqual([id]);
  });

  it("takes owners in turn, so one owner's many queued loads do not starve another's", async () => {
    const many = await ownerWithQueuedLoads(4);
    const [one = ''] = await ownerWithQueuedLoads(1);
    const order: string[] = [];
    const worker = startWorker(db, { 'feed.load': async (job) => void order.push(String(job.payload.sourceUuid)) }, log, { pollMs: 10 });
    await until(() => allDone([...many, one]));
    await worker.stop();
    // The lone owner's load, queued last, goes second: right after the first of the other owner's.
    expect(order.filter((uuid) => uuid === one || many.includes(uuid))).toEqual([many[0], one, ...many.slice(1)]);
  });

  it("runs at most the cap of one owner's loads at once, leaving the other slots to other owners", async () => {
    const many = await ownerWithQueuedLoads(3);
    const [one = ''] = await ownerWithQueuedLoads(1);
    const held = heldJobs();
    let polls = 0;
    const admit = () => {
      if (held.running.size === 2) polls += 1;
      return true;
    };
    const worker = startWorker(db, { 'feed.load': held.handler }, log, { pollMs: 10, concurrency: 3, runningPerOwner: 1, admit });
    // The worker polls on with a free slot: the owner's other loads are queued, yet not taken.
    await until(async () => polls >= 5);
    expect([...held.running].sort()).toEqual([many[0], one].sort());
    held.release();
    await until(() => allDone([...many, one]));
    await worker.stop();
    expect(Math.max(...held.peaks.map((peak) => peak.filter((uuid) => many.includes(uuid)).length))).toBe(1);
  });

  it('keeps the cap with two workers claiming at the same time', async () => {
    const projects = await ownerWithQueuedLoads(6);
    const held = heldJobs(false);
    const options = { pollMs: 5, concurrency: 2, runningPerOwner: 1 };
    const workers = [
      startWorker(db, { 'feed.load': held.handler }, log, options),
      startWorker(db, { 'feed.load': held.handler }, log, options),
    ];
    await until(() => allDone(projects));
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(held.peaks).toHaveLength(6);
    expect(held.peaks.every((peak) => peak.length === 1)).toBe(true);
  });

  it('takes no second job while the memory budget says no, and the first one always', async () => {
    const projects = [...(await ownerWithQueuedLoads(1)), ...(await ownerWithQueuedLoads(1))];
    const held = heldJobs();
    let asked = 0;
    let admit = false;
    const worker = startWorker(db, { 'feed.load': held.handler }, log, {
      pollMs: 10,
      concurrency: 2,
      admit: () => {
        asked += 1;
        return admit;
      },
    });
    await until(async () => asked >= 5);
    expect(held.running.size).toBe(1);
    admit = true;
    await until(async () => held.running.size === 2);
    expect(held.running.size).toBe(2);
    held.release();
    await until(() => allDone(projects));
    await worker.stop();
  });
});
