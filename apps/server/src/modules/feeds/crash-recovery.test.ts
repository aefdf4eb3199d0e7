import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

/** Kills the real server with SIGKILL in the middle of a feed load and starts it again. */
const MAIN = path.resolve(import.meta.dirname, '../../main.ts');
// tsx's loader in this very process, not its CLI: the CLI runs the server as a child of its own,
// which a SIGKILL to the CLI would leave running (no crash at all).
const TSX_LOADER = pathToFileURL(path.resolve(import.meta.dirname, '../../../../../node_modules/tsx/dist/loader.mjs')).href;
const OFFERS = 400;

let feeds: http.Server;
let feedUrl = '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-crash-'));
let server: ChildProcess | null = null;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function start(port: number) {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, MAIN], {
    // Always the embedded database: the run must not touch a shared server's databases.
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      SEARCH_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DEMO: '0',
      // The feed comes from a server on this machine.
      FEED_ALLOW_PRIVATE: '1',
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: 'rootpass1',
      CONSOLE_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  server = child;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'root@example.com', password: 'rootpass1' }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return (route: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${port}/api${route}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    }).then((r) => r.json() as Promise<{ data: Record<string, unknown> }>);
}

beforeAll(async () => {
  // A feed that takes about four seconds to arrive, so the kill lands in the middle of it.
  feeds = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.write('<?xml version="1.0"?><yml_catalog><shop><offers>');
    let sent = 0;
    const timer = setInterval(() => {
      for (let i = 0; i < 10 && sent < OFFERS; i++, sent++)
        response.write(`<offer id="${sent}"><name>Товар ${sent}</name><price>${sent + 1}</price></offer>`);
      if (sent >= OFFERS) {
        clearInterval(timer);
        response.end('</offers></shop></yml_catalog>');
      }
    }, 100);
    response.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/feed.xml`;
});

afterAll(() => {
  server?.kill('SIGKILL');
  feeds.closeAllConnections();
  feeds.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('finishes a feed load that a kill -9 interrupted, after the restart', async () => {
  const port = await freePort();
  let call = await start(port);
  const created = await call('/sources', {
    method: 'POST',
    body: JSON.stringify({ siteUrl: 'shop.example', feedUrls: [feedUrl], feedFormat: 'YML', content: { name: 'Crash' } }),
  });
  const uuid = String(created.data.uuid);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const project = (await call(`/sources/${uuid}`)).data as { sourceStatus: string; feedLoad: { offers: number } | null };
    if (project.sourceStatus === 'process' && (project.feedLoad?.offers ?? 0) > 0) break;
    if (Date.now() > deadline) throw new Error('the load never got going');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server?.kill('SIGKILL');
  await new Promise((resolve) => server?.once('exit', resolve));

  call = await start(port);
  const finish = Date.now() + 30_000;
  let project: { sourceStatus: string; offersCount: number };
  for (;;) {
    project = (await call(`/sources/${uuid}`)).data as typeof project;
    if (project.sourceStatus === 'success' || Date.now() > finish) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(project).toMatchObject({ sourceStatus: 'success', offersCount: OFFERS });
  const history = (await call(`/sources/${uuid}/logs/system`)) as unknown as { data: Array<{ status: string }> };
  expect(history.data.map((entry) => entry.status)).toContain('success');
}, 90_000);
