import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const NGINX_TEMPLATE = path.join(ROOT, 'deploy/nginx/vitrina.conf');
export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';

export interface NginxOptions {
  consolePort: number;
  searchPort: number;
  adminPorts: number[];
  searchPorts: number[];
  /** Requests per second per client address on the public APIs; a bench raises it (all its traffic is one address). */
  addressRate?: string;
  projectRate?: string;
  loginRate?: string;
}

/** Fills the deploy/ template with loopback addresses. */
export function renderNginxConfig(options: NginxOptions): string {
  const servers = (ports: number[], extra: string) => ports.map((port) => `        server 127.0.0.1:${port} ${extra};`).join('\n');
  const values: Record<string, string> = {
    LISTEN_CONSOLE: `127.0.0.1:${options.consolePort}`,
    LISTEN_SEARCH: `127.0.0.1:${options.searchPort}`,
    // One refused or timed-out request takes a node out for 5 s; then nginx tries it again.
    SEARCH_SERVERS: servers(options.searchPorts, 'max_fails=1 fail_timeout=5s'),
    ADMIN_SERVERS: servers(options.adminPorts, 'max_fails=1 fail_timeout=5s'),
    ADDRESS_RATE: options.addressRate ?? '50r/s',
    PROJECT_RATE: options.projectRate ?? '500r/s',
    LOGIN_RATE: options.loginRate ?? '30r/m',
  };
  // Comment lines keep their placeholders: they document them.
  const fill = (line: string) =>
    line.trimStart().startsWith('#')
      ? line
      : line.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
          const value = values[name];
          if (value === undefined) throw new Error(`nginx template: no value for ${whole}`);
          return value;
        });
  return fs.readFileSync(NGINX_TEMPLATE, 'utf8').split('\n').map(fill).join('\n');
}

export interface RunningNginx {
  process: ChildProcess;
  dir: string;
  /** Graceful stop: finishes requests in flight, then exits. */
  quit(): Promise<void>;
}

/** Writes the config into dir (its prefix) and runs nginx in the foreground as a child. */
export async function startNginx(dir: string, options: NginxOptions): Promise<RunningNginx> {
  for (const sub of ['logs', 'tmp']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  // Run as root, nginx's workers drop to "nobody", who must reach the temp and log folders.
  fs.chmodSync(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, renderNginxConfig(options));
  const args = ['-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'logs/error.log')];
  await new Promise<void>((resolve, reject) => {
    const test = spawn(NGINX_BIN, [...args, '-t', '-q'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    test.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    test.on('error', reject);
    test.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`nginx -t failed:\n${stderr}`))));
  });
  const child = spawn(NGINX_BIN, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    dir,
    async quit() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGTERM'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
