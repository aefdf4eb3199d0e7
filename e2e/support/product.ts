import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

/**
 * Products started by this test file and not stopped: a journey whose set-up failed half way (the
 * browser did not launch) never gets its product back to stop it; `stopStrays` (after every file)
 * stops them, and any product still starting then.
 */
const running = new Set<number>();
let filesDone = false;

export function stopStrays(): void {
  filesDone = true;
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  running.clear();
}

export interface RunningProduct {
  base: string;
  search: string;
  dataDir: string;
  /** The process group of `npm start` and the server under it (benches read its CPU time). */
  group: number;
  /** Stops the product and removes its data folder, unless asked to keep it. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
  log: () => string;
}

/** Starts the product the way a user does (`npm start`), on free ports with its own data folder. */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const [port, searchPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-e2e-'));
  // The embedded database as a first start left it (e2e/support/installed-database.ts): PGlite's initdb
  // and the migrations are the slowest part of a start, and the same for every journey.
  const installed = process.env.VITRINA_E2E_PGDATA;
  if (installed && !process.env.DATABASE_URL && !env.DATABASE_URL) fs.cpSync(installed, path.join(dataDir, 'pgdata'), { recursive: true });
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'w');
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), SEARCH_PORT: String(searchPort), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '0', ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  if (child.pid) running.add(child.pid);
  if (filesDone) stopStrays();
  const base = `http://127.0.0.1:${port}`;
  const search = `http://127.0.0.1:${searchPort}`;
  const log = () => fs.readFileSync(logFile, 'utf8');
  const stop = async ({ keepData = false } = {}) => {
    const group = child.pid ? -child.pid : 0;
    const alive = () => {
      try {
        process.kill(group, 0);
        return true;
      } catch {
        return false;
      }
    };
    if (group && alive()) {
      // npm leaves at once on SIGTERM while the server may still be finishing a job (a creative
      // generation) and writing into the data directory: wait for the whole process group, and cut a
      // shutdown longer than 10 s short.
      process.kill(group, 'SIGTERM');
      const patience = Date.now() + 10_000;
      while (alive() && Date.now() < patience) await new Promise((resolve) => setTimeout(resolve, 100));
      if (alive()) process.kill(group, 'SIGKILL');
      while (alive()) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (child.pid) running.delete(child.pid);
    if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}\n${log().slice(-2000)}`);
    const up = await Promise.all(
      [base, search].map((url) =>
        fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      ),
    );
    if (up.every(Boolean)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the product did not answer /api/health\n${log().slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { base, search, dataDir, group: child.pid ?? 0, stop, log };
}

/** Signs the demo owner in through the API (POST /api/login) and returns the access token. */
export async function loginDemoOwner(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@vitrina.local', password: 'demo12345' }),
  });
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** The demo owner's project id once its feed is indexed (npm start with DEMO=1 loads it in the background). */
export async function demoProjectId(base: string): Promise<string> {
  const token = await loginDemoOwner(base);
  const deadline = Date.now() + 90_000;
  for (;;) {
    const res = await fetch(`${base}/api/sources`, { headers: { authorization: `Bearer ${token}` } });
    const list = ((await res.json()) as { data: { uuid: string; sourceStatus: string }[] }).data;
    const ready = list.find((s) => s.sourceStatus === 'success');
    if (ready) return ready.uuid;
    if (Date.now() > deadline) throw new Error(`the demo project is not indexed: ${JSON.stringify(list)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
