// The root README's search API examples, run as written: every `curl` of its ```sh blocks becomes an
// app.inject() call on the search app (no port) over the demo feed, and the `# →` line after it (the
// status, then part of the answer: the fields shown, a list's first items) is what it must answer.
import { createReadStream, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type FeedCategory, type FeedOffer, readYml } from '@vitrina/feeds';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from './app';
import { insertCategories, insertOffers, swapCatalog } from './catalog';
import { createTestProject } from './testing/catalog';
import { api, createTestApp, signUp, type TestApp } from './testing/test-app';

const ROOT = resolve(__dirname, '../../..');

interface Call {
  command: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  status: number;
  answer: unknown;
}

/** Shell words of one command: quotes, $VARIABLES (in double quotes and bare), nothing else. */
function words(command: string, vars: Record<string, string>): string[] {
  const out: string[] = [];
  const expand = (text: string) =>
    text.replace(/\$(\w+)/g, (_, name: string) => {
      const value = vars[name];
      if (value === undefined) throw new Error(`README example uses $${name}, which the test does not set`);
      return value;
    });
  for (const [, single, double, bare] of command.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)) {
    out.push(single ?? expand((double ?? bare) as string));
  }
  return out;
}

/** The curl options the examples use, as a request; any other option fails the test rather than be ignored. */
function requestOf(argv: string[]): Omit<Call, 'command' | 'status' | 'answer'> {
  let method: 'GET' | 'POST' | undefined;
  let url = '';
  let toQuery = false;
  const headers: Record<string, string> = {};
  const data: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i] as string;
    const value = () => argv[++i] as string;
    if (arg === '-s') continue;
    if (arg === '-sG' || arg === '-G') toQuery = true;
    else if (arg === '-X') method = value() as 'GET' | 'POST';
    else if (arg === '-H') {
      const [name, ...rest] = value().split(':');
      headers[(name as string).trim().toLowerCase()] = rest.join(':').trim();
    } else if (arg === '-d' || arg === '--data') data.push(value());
    else if (arg === '--data-urlencode') {
      const item = value();
      const at = item.indexOf('=');
      data.push(at < 0 ? encodeURIComponent(item) : `${item.slice(0, at)}=${encodeURIComponent(item.slice(at + 1))}`);
    } else if (!arg.startsWith('-') && !url) url = arg;
    else throw new Error(`curl option ${arg} is not understood by this test`);
  }
  if (toQuery) return { method: method ?? 'GET', url: data.length ? `${url}?${data.join('&')}` : url, headers };
  if (!data.length) return { method: method ?? 'GET', url, headers };
  headers['content-type'] ??= 'application/x-www-form-urlencoded';
  return { method: method ?? 'POST', url, headers, body: data.join('&') };
}

/** Every curl call of the README's ```sh blocks with the answer stated after it. */
function readmeCalls(vars: Record<string, string>): Call[] {
  const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
  const calls: Call[] = [];
  for (const [, block] of readme.matchAll(/^```sh\n([\s\S]*?)^```$/gm)) {
    const lines = (block as string).replace(/\\\n\s*/g, ' ').split('\n');
    lines.forEach((line, i) => {
      if (!line.startsWith('curl ')) return;
      const expected = /^# → (\d{3}) (.+)$/.exec(lines[i + 1] ?? '');
      if (!expected) throw new Error(`README: no "# → status answer" line after ${line}`);
      calls.push({
        command: line,
        ...requestOf(words(line, vars)),
        status: Number(expected[1]),
        answer: JSON.parse(expected[2] as string),
      });
    });
  }
  return calls;
}

/** The parts of `actual` that `expected` names: its keys, and as many first items of a list as it lists. */
function projection(actual: unknown, expected: unknown): unknown {
  if (Array.isArray(expected))
    return Array.isArray(actual) ? actual.slice(0, expected.length).map((item, i) => projection(item, expected[i])) : actual;
  if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object') return actual;
    const record = actual as Record<string, unknown>;
    return Object.fromEntries(Object.entries(expected).map(([key, value]) => [key, projection(record[key], value)]));
  }
  return actual;
}

let t: TestApp;
let search: FastifyInstance;
let project = '';

beforeAll(async () => {
  t = await createTestApp();
  search = await createSearchApp(t.deps);
  project = await createTestProject(api(t.app, { token: (await signUp(t)).token }), 'Демо-магазин');
  // The demo project's catalog: the feed `npm start` loads (samples/demo-feed.xml), stored as a live version.
  const offers: FeedOffer[] = [];
  const categories: FeedCategory[] = [];
  for await (const item of readYml(createReadStream(resolve(ROOT, 'samples/demo-feed.xml')))) {
    if (item.kind === 'offer') offers.push(item.offer);
    else if (item.kind === 'category') categories.push(item.category);
  }
  await insertOffers(t.deps.db, project, 1, offers);
  await insertCategories(t.deps.db, project, 1, categories);
  await swapCatalog(t.deps.db, project, 1, offers.length);
});

afterAll(async () => {
  await search?.close();
  await t?.close();
});

describe('the README search API examples', () => {
  it('answer on the demo catalog as the README shows', async () => {
    const calls = readmeCalls({ SEARCH: '', PROJECT: project });
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      const response = await search.inject({
        method: call.method,
        url: call.url,
        headers: call.headers,
        ...(call.body === undefined ? {} : { payload: call.body }),
      });
      expect(response.statusCode, call.command).toBe(call.status);
      expect(projection(response.json(), call.answer), call.command).toEqual(call.answer);
    }
  });
});
