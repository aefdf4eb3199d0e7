import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, openPglite } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';

/** A fresh embedded database in its own temporary DATA_DIR, migrated, with one owner and one project. */
export async function benchProject(name: string): Promise<{ db: Db; dataDir: string; uuid: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrina-${name}-bench-`));
  const db = await openPglite(path.join(dataDir, 'db'));
  await migrate(db);
  const uuid = randomUUID();
  const owner = randomUUID();
  await db.query(`insert into users (id, email, name, password_hash) values ($1, 'bench@bench.local', 'Bench', 'x')`, [owner]);
  await db.query(
    `insert into sources (uuid, owner_id, name, site_url, feed_format) values ($1, $2, 'Bench', 'https://shop.example', 'YML')`,
    [uuid, owner],
  );
  return { db, dataDir, uuid };
}
