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

export interface RunningProduct {
  base: string;
  search: string;
  dataDir: string;
  stop: () => Promise<void>;
  log: () => string;
}

/** Starts the product the way a user does (`npm start`), on free ports with its own data folder. */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const [port, searchPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'w');
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), SEARCH_PORT: String(searchPort), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '0', ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const search = `http://127.0.0.1:${searchPort}`;
  const log = () => fs.readFileSync(logFile, 'utf8');
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => {
        child.once('exit', resolve);
        setTimeout(resolve, 10_000);
      });
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
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
  return { base, search, dataDir, stop, log };
}

/** The demo owner's project id once its feed is indexed (npm start with DEMO=1 loads it in the background). */
export async function demoProjectId(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@vitrina.local', password: 'demo12345' }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
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
