// A PostgreSQL server of the test's own (initdb in a temp folder, a free loopback port), so the
// restart test never restarts the server other tests and people share on this machine.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/cluster/cluster';

const BIN = process.env.PG_BIN || `/usr/lib/postgresql/${fs.readdirSync('/usr/lib/postgresql').sort().at(-1)}/bin`;

export interface PrivatePostgres {
  url: string;
  /** Asynchronous, so the load goes on while the server is down. */
  restart(): Promise<void>;
  stop(): void;
}

/** initdb refuses root: as root the server runs as the postgres user. */
function commandOf(command: string, args: string[]): [string, string[]] {
  const asRoot = process.getuid?.() === 0;
  return asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args]] : [path.join(BIN, command), args];
}
function run(command: string, args: string[]) {
  const [file, argv] = commandOf(command, args);
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}
function runAsync(command: string, args: string[]): Promise<void> {
  const [file, argv] = commandOf(command, args);
  return new Promise((resolve, reject) => execFile(file, argv, (error) => (error ? reject(error) : resolve())));
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-pg-'));
  const port = await freePort();
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  run('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const ctlArgs = (...args: string[]) => ['-D', path.join(dir, 'data'), '-l', path.join(dir, 'server.log'), '-w', ...args];
  run('pg_ctl', ctlArgs('-o', options, 'start'));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // -m fast: connected sessions are cut, as when an operator restarts the server under load.
    restart: () => runAsync('pg_ctl', ctlArgs('-o', options, '-m', 'fast', 'restart')),
    stop: () => {
      run('pg_ctl', ctlArgs('-m', 'immediate', 'stop'));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
