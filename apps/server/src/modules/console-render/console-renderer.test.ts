import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createConsoleRenderer, type RenderRequest } from './console-renderer';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A console build whose renderer is `source` (an ES module exporting renderPage). */
function consoleWith(source: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-console-render-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, '.ssr'));
  fs.writeFileSync(path.join(dir, '.ssr/render.mjs'), source);
  return dir;
}

const request = (pagePath: string): RenderRequest => ({ path: pagePath, api: 'http://127.0.0.1:1', cookie: '', acceptLanguage: 'ru' });
const options = { timeoutMs: 2000, maxWaiting: 2 };

describe('createConsoleRenderer', () => {
  it('is null for a build without a renderer', () => {
    expect(createConsoleRenderer(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-console-none-')), options)).toBeNull();
  });

  it('renders in a process of its own, in the time zone the page sets, one page after another', async () => {
    const renderer = createConsoleRenderer(
      consoleWith(`export async function renderPage(request) {
        process.env.TZ = request.path.slice(1);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { html: String(new Date(Date.UTC(2026, 0, 1, 23)).getDate()) + ' ' + (process.pid !== ${process.pid}), state: '{}', locale: 'ru' };
      }`),
      options,
    );
    try {
      const [moscow, utc] = await Promise.all([renderer?.render(request('/Europe/Moscow')), renderer?.render(request('/UTC'))]);
      expect(moscow).toEqual({ html: '2 true', state: '{}', locale: 'ru' });
      expect(utc).toEqual({ html: '1 true', state: '{}', locale: 'ru' });
    } finally {
      await renderer?.close();
    }
  });

  it('declines a page past its time, a page waiting behind it past its own, and a page beyond the queue', async () => {
    const renderer = createConsoleRenderer(
      consoleWith(`export async function renderPage(request) {
        if (request.path === '/slow') await new Promise((resolve) => setTimeout(resolve, 3000));
        return { html: 'ok', state: '{}', locale: 'ru' };
      }`),
      { timeoutMs: 1000, maxWaiting: 2 },
    );
    try {
      const slow = renderer?.render(request('/slow'));
      const queued = renderer?.render(request('/fast'));
      expect(await renderer?.render(request('/fast'))).toEqual({ html: null, reason: 'busy' });
      expect(await slow).toEqual({ html: null, reason: 'too slow' });
      expect(await queued).toEqual({ html: null, reason: 'too slow' });
    } finally {
      await renderer?.close();
    }
  });

  it('declines the page of a renderer that throws or exits, and starts a new one for the next page', async () => {
    const renderer = createConsoleRenderer(
      consoleWith(`export async function renderPage(request) {
        if (request.path === '/throw') throw new Error('broken page');
        if (request.path === '/exit') process.exit(3);
        return { html: 'ok', state: '{}', locale: 'ru' };
      }`),
      { timeoutMs: 20_000, maxWaiting: 2 },
    );
    try {
      expect(await renderer?.render(request('/throw'))).toEqual({ html: null, reason: 'failed: broken page' });
      expect(await renderer?.render(request('/exit'))).toEqual({ html: null, reason: 'renderer exited with 3' });
      expect(await renderer?.render(request('/fast'))).toEqual({ html: 'ok', state: '{}', locale: 'ru' });
    } finally {
      await renderer?.close();
    }
  });
});
