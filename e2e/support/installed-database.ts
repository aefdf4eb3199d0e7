import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProduct } from './product';

/**
 * Global set-up of the journeys: the product started once on an empty data folder (as a first
 * `npm start` does: initdb and every migration) and stopped; its database folder is what each
 * journey's product then starts from, as an installation started before would.
 */
export default async function setup(): Promise<() => void> {
  const product = await startProduct();
  await product.stop({ keepData: true });
  const kept = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-e2e-installed-'));
  fs.cpSync(path.join(product.dataDir, 'pgdata'), kept, { recursive: true });
  fs.rmSync(product.dataDir, { recursive: true, force: true });
  process.env.VITRINA_E2E_PGDATA = kept;
  return () => fs.rmSync(kept, { recursive: true, force: true });
}
