import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { createAdminApp } from '../app';
import { readConfig } from '../config';
import { type Db, openPglite, openPostgres } from '../db/database';
import { migrate } from '../db/migrate';
import type { AppDeps } from '../deps';
import type { Mail } from '../mail/mailer';
import { createAccessTokens, loadSecret } from '../modules/accounts';
import { createChangeBus, createJobSignal } from '../modules/cluster';
import { createSearchAccess } from '../search-access';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a database created on the
 * PostgreSQL server of DATABASE_URL and dropped afterwards. Empty, unless `migrated` asks for one
 * with every migration applied (on PGlite started from the template of db-template.ts, the global
 * setup, instead of running initdb and each migration again).
 */
export async function openTestDb({ migrated = false } = {}): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = migrated ? process.env.VITRINA_TEST_DB_TEMPLATE : undefined;
    const db = await openPglite(null, { template });
    if (migrated && !template) await migrate(db);
    return { db, drop: () => db.close() };
  }
  const name = `vitrina_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPostgres(target.toString());
  if (migrated) await migrate(db);
  return {
    db,
    drop: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** Moves the app's clock (plan periods); `null` goes back to the wall clock. */
  setNow: (now: number | null) => void;
  /** Every mail the app sent, newest last (the edge of the world: no SMTP here). */
  mails: Mail[];
  close: () => Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { db, drop } = await openTestDb({ migrated: true });
  const mails: Mail[] = [];
  const config = readConfig({
    DATA_DIR: path.join(os.tmpdir(), 'vitrina-test'),
    PUBLIC_URL: 'http://console.test',
    CONSOLE_DIR: '/nonexistent',
    ...env,
  });
  let now: number | null = null;
  const core = {
    config,
    db,
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    changes: createChangeBus(),
    jobs: createJobSignal(),
    pepper: await loadSecret(db, 'token-pepper'),
    tokens: createAccessTokens(await loadSecret(db, 'jwt'), config.accessTokenMinutes),
    mailer: { send: async (mail: Mail) => void mails.push(mail), close: () => {} },
    clock: () => now ?? Date.now(),
  };
  const deps: AppDeps = { ...core, search: createSearchAccess(core, 'serving') };
  const app = await createAdminApp(deps);
  await app.ready();
  return {
    app,
    deps,
    setNow: (value) => {
      now = value;
    },
    mails,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export interface Call {
  status: number;
  body: Record<string, unknown> & { data?: unknown; message?: string; errors?: Record<string, string[]> };
  raw: LightMyRequestResponse;
}

/** A small client over app.inject(): no port is opened. */
export function api(app: FastifyInstance, options: { token?: string; lang?: string } = {}) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<Call> => {
    const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const raw = await app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    let body: Call['body'] = {};
    try {
      body = raw.body ? (JSON.parse(raw.body) as Call['body']) : {};
    } catch {
      body = { text: raw.body };
    }
    return { status: raw.statusCode, body, raw };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, body?: unknown) => call('POST', url, body ?? {}),
    put: (url: string, body?: unknown) => call('PUT', url, body ?? {}),
    patch: (url: string, body?: unknown) => call('PATCH', url, body ?? {}),
    del: (url: string) => call('DELETE', url),
  };
}

let counter = 0;

/** Registers and confirms a user through the mailed code; returns the token and user. */
export async function signUp(t: TestApp, overrides: { email?: string; password?: string; name?: string } = {}) {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = overrides.password ?? 'secret123';
  const client = api(t.app);
  const registered = await client.post('/register', {
    name: overrides.name ?? 'Test User',
    email,
    phoneNumber: '+79161234567',
    password,
    isCompany: false,
    locale: 'en',
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${registered.raw.body}`);
  const code = codeFromMail(t.mails, email);
  const confirmed = await client.post('/register/confirm', { token: code, email, locale: 'en' });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status} ${confirmed.raw.body}`);
  const data = confirmed.body.data as { accessToken: string; user: { id: string; email: string } };
  return { token: data.accessToken, user: data.user, email, password };
}

export function codeFromMail(mails: readonly Mail[], email: string): string {
  const mail = [...mails].reverse().find((m) => m.to === email && m.text.includes('step=confirm'));
  const match = mail?.text.match(/[?&]token=([^&\s]+)/);
  if (!match?.[1]) throw new Error(`no confirmation mail for ${email}`);
  return decodeURIComponent(match[1]);
}

/**
 * The dependencies of another node against the same database server: its own config, connections,
 * change bus and search access, nothing shared in memory with `base` (what it learns, it learns
 * through the database).
 */
export function depsOfAnotherNode(base: AppDeps, own: Pick<AppDeps, 'config' | 'db'>): AppDeps {
  const { search: _search, ...rest } = base;
  const core = { ...rest, ...own, changes: createChangeBus(), jobs: createJobSignal() };
  return { ...core, search: createSearchAccess(core, 'serving') };
}
