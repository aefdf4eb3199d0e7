import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

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

export async function openPglite(dataDir: string | null): Promise<Db> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // Imported here: a process on a PostgreSQL server never needs PGlite's 40 MB of WebAssembly and tables.
  const { PGlite } = await import('@electric-sql/pglite');
  const lite = await PGlite.create(dataDir ? path.join(dataDir, 'pgdata') : undefined);
  const query = async <T>(client: Pick<PGlite, 'query'>, text: string, params: readonly unknown[] = []) =>
    (await client.query<T>(text, params as unknown[])).rows;
  return {
    kind: 'pglite',
    query: (text, params) => query(lite, text, params),
    exec: async (script) => void (await lite.exec(script)),
    transaction: (fn) =>
      lite.transaction((tx) =>
        fn({ query: (text, params) => query(tx, text, params), exec: async (script) => void (await tx.exec(script)) }),
      ),
    close: () => lite.close(),
  };
}

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
