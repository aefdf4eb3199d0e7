import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';

const MIGRATIONS = path.join(import.meta.dirname, '../db/migrations');

/**
 * Vitest's global setup for the server's tests on the embedded database: a migrated database dumped
 * to a file once per set of migrations, which each test file's database starts from instead of
 * running initdb and every migration again (about two thirds of opening a test database).
 * Its path goes to the test workers in VITRINA_TEST_DB_TEMPLATE.
 */
export default async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(MIGRATIONS).sort()) hash.update(name).update(fs.readFileSync(path.join(MIGRATIONS, name)));
  // A new PGlite (another data format, perhaps) makes a new template too.
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(`${pglite} ${fs.statSync(pglite).mtimeMs}`);
  const file = path.join(os.tmpdir(), `vitrina-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!fs.existsSync(file)) {
    const lite = await PGlite.create();
    await migrate(inProcess(lite));
    const dump = Buffer.from(await (await lite.dumpDataDir('none')).arrayBuffer());
    await lite.close();
    // Written aside and renamed: test runs started at the same time never read half a file.
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
  }
  process.env.VITRINA_TEST_DB_TEMPLATE = file;
}

/** The Db interface over a PGlite of this process (only to migrate the template). */
function inProcess(lite: PGlite): Db {
  return {
    kind: 'pglite',
    query: async <T>(text: string, params: readonly unknown[] = []) => (await lite.query<T>(text, params as unknown[])).rows,
    exec: async (script) => void (await lite.exec(script)),
    transaction: (fn) =>
      lite.transaction((tx) =>
        fn({
          query: async <T>(text: string, params: readonly unknown[] = []) => (await tx.query<T>(text, params as unknown[])).rows,
          exec: async (script) => void (await tx.exec(script)),
        }),
      ),
    close: () => lite.close(),
  };
}
