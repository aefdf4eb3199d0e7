import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A running server: its base URL, its process (CPU time is read from /proc) and how to stop it. */
export interface BenchServer {
  base: string;
  pid: number;
  child: ChildProcess;
}

/**
 * CPU time a process has used, in ms (user + system, from /proc): on a shared machine the CPU a server
 * spends per request is steadier than its requests per second, which the load generator and the
 * machine's other work also decide.
 */
export function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** CPU milliseconds used so far by the processes of a process group (npm start and the server under it). */
export function groupCpuMs(group: number): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      if (Number(fields[2]) === group) total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/**
 * Waits until a process group has used under `busyMs` of CPU in each of `seconds` consecutive
 * seconds (a started product has finished its start-up work: the demo's feed, index and pictures).
 */
export async function untilQuiet(group: number, { busyMs = 50, seconds = 2, timeoutMs = 180_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  while (quiet < seconds && Date.now() < deadline) {
    const before = groupCpuMs(group);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    quiet = groupCpuMs(group) - before < busyMs ? quiet + 1 : 0;
  }
}

/**
 * The server `npm start` runs (every role in one process, apps/server/src/main.ts under tsx) on a
 * prepared embedded database, without npm start's console and widget builds, which search benches do
 * not use (no demo; the edge rate limits off for the load unless `env` sets them); resolves when the
 * search API answers its health check.
 */
export async function startProduct(dataDir: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const [port, searchPort] = [await freePort(), await freePort()];
  // PROFILE_DIR=… writes the server's CPU profile there on exit (where a request's time goes).
  const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: path.join(dataDir, 'db'),
      PORT: String(port),
      SEARCH_PORT: String(searchPort),
      DEMO: '0',
      RATE_LIMIT_ADDRESS_PER_MINUTE: '0',
      RATE_LIMIT_PROJECT_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${searchPort}`;
  for (let i = 0; i < 600; i++) {
    if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) return { base, pid: child.pid as number, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('npm start did not come up');
}

/** Stops a server and waits for its process to end (the embedded database is free again). */
export function stopProduct(server: BenchServer): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}
