import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { DbReply, DbRequest } from './pglite-thread';

/**
 * The one store interface for both engines: embedded PGlite in DATA_DIR, or a PostgreSQL server
 * when DATABASE_URL is set. Queries are plain parameterised PostgreSQL, the same on both.
 */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /** Runs fn in one transaction; a thrown error rolls it back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
export type Queryable = Pick<Db, 'query' | 'exec'>;

/**
 * PGlite in a thread of its own (pglite-thread.ts): statements run there, so a batch of search events,
 * a statistics report or a feed's offers never hold the event loop that answers searches.
 * `template`: a file of dumpDataDir('none') the new database starts from (tests: migrated once per run).
 */
export async function openPglite(dataDir: string | null, { template }: { template?: string | undefined } = {}): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const thread = new Worker(new URL('./pglite-thread.mjs', import.meta.url), {
    workerData: { dataDir: dataDir ? path.join(dataDir, 'pgdata') : undefined, template },
  });
  const pending = new Map<number, { resolve: (reply: DbReply) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | null = null;

  const settle = (id: number, outcome: { reply: DbReply } | { error: Error }) => {
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    // An idle thread must not keep the process alive; one with work under way must.
    if (!pending.size) thread.unref();
    if ('error' in outcome) waiting.reject(outcome.error);
    else waiting.resolve(outcome.reply);
  };
  thread.on('message', (reply: DbReply) => {
    if ('error' in reply) settle(reply.id, { error: Object.assign(new Error(reply.error.message), reply.error) });
    else settle(reply.id, { reply });
  });
  const stop = (error: Error) => {
    stopped = error;
    for (const id of [...pending.keys()]) settle(id, { error });
  };
  thread.on('error', stop);
  thread.on('exit', () => stop(stopped ?? new Error('the embedded database thread stopped')));

  function call(request: DistributiveOmit<DbRequest, 'id'>): Promise<DbReply> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      thread.ref();
      thread.postMessage({ ...request, id });
    });
  }
  // The thread's first word (id 0): the database is open, or why not.
  const opened = new Promise<DbReply>((resolve, reject) => pending.set(0, { resolve, reject }));
  await opened.catch(async (error: unknown) => {
    await thread.terminate();
    throw error;
  });

  const rowsOf = <T>(reply: DbReply) => ('rows' in reply ? reply.rows : []) as T[];
  const queryable = (tx: number | null): Queryable => ({
    query: async <T>(text: string, params: readonly unknown[] = []) => rowsOf<T>(await call({ op: 'query', text, params, tx })),
    exec: async (script) => void (await call({ op: 'exec', script, tx })),
  });
  return {
    kind: 'pglite',
    ...queryable(null),
    async transaction(fn) {
      const begun = await call({ op: 'begin' });
      const tx = 'tx' in begun ? begun.tx : 0;
      let result: Awaited<ReturnType<typeof fn>>;
      try {
        result = await fn(queryable(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (stopped) return;
      await call({ op: 'close' }).catch(() => {});
      stop(new Error('the embedded database is closed'));
      await thread.terminate();
    },
  };
}

/** Omit over each member of a union (a request without its id). */
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server must not take the process down with it.
  pool.on('error', () => {});
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: async (text, params = []) => (await pool.query(text, params as unknown[])).rows,
    exec: async (script) => void (await pool.query(script)),
    transaction: async (fn) => {
      const client = await pool.connect();
      // A checked-out client has no listener of the pool's: a server restart mid-transaction
      // would raise an unhandled 'error' and end the process. The failing query rejects anyway.
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
      };
      client.on('error', onLost);
      try {
        await client.query('begin');
        const result = await fn({
          query: async (text, params = []) => (await client.query(text, params as unknown[])).rows,
          exec: async (script) => void (await client.query(script)),
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.off('error', onLost);
        // A lost connection is dropped rather than handed out again.
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl: string | null; dataDir: string | null }): Promise<Db> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
