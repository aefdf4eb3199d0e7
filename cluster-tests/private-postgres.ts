// A PostgreSQL server of the test's own (initdb in a temp folder, a free loopback port), so the
// restart test never restarts the server other tests and people share on this machine.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/cluster/cluster';

const BIN = process.env.PG_BIN || `/usr/lib/postgresql/${fs.readdirSync('/usr/lib/postgresql').sort().at(-1)}/bin`;

export interface PrivatePostgres {
  url: string;
  restart(): void;
  stop(): void;
}

/** initdb refuses root: as root the server runs as the postgres user. */
function run(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args]] : [path.join(BIN, command), args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-pg-'));
  const port = await freePort();
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  run('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', path.join(dir, 'data'), '-l', path.join(dir, 'server.log'), '-w', ...args]);
  ctl('-o', options, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // -m fast: connected sessions are cut, as when an operator restarts the server under load.
    restart: () => ctl('-o', options, '-m', 'fast', 'restart'),
    stop: () => {
      ctl('-m', 'immediate', 'stop');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
