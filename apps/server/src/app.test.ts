import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from './app';
import { createTestApp, type TestApp } from './testing/test-app';

describe('the admin listener', () => {
  let t: TestApp;
  const consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-console-'));
  beforeAll(async () => {
    fs.writeFileSync(
      path.join(consoleDir, 'index.html'),
      '<!doctype html><title>Vitrina</title><script>window.preload=1</script><script type="module" src="/assets/app.js"></script>',
    );
    fs.mkdirSync(path.join(consoleDir, 'assets'));
    fs.writeFileSync(path.join(consoleDir, 'assets', 'app.js'), 'console.log(1)');
    // A built chunk as scripts/precompress.mjs leaves it: the file and its brotli and gzip forms.
    const chunk = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `name-${i}`))};`;
    fs.writeFileSync(path.join(consoleDir, 'assets', 'chunk-abc123.js'), chunk);
    fs.writeFileSync(path.join(consoleDir, 'assets', 'chunk-abc123.js.br'), zlib.brotliCompressSync(chunk));
    fs.writeFileSync(path.join(consoleDir, 'assets', 'chunk-abc123.js.gz'), zlib.gzipSync(chunk));
    t = await createTestApp({ CONSOLE_DIR: consoleDir });
  });
  afterAll(() => t.close());

  it('sends the console and its API with headers that keep other sites from framing or sniffing them', async () => {
    for (const url of ['/projects', '/assets/app.js', '/api/health', '/api/no-such-route']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('runs only its own scripts on the console page: each answer names a fresh nonce that its script tags carry', async () => {
    const policies = new Set<string>();
    for (const url of ['/', '/projects', '/project/abc/settings']) {
      const page = await t.app.inject(url);
      const policy = String(page.headers['content-security-policy']);
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? '';
      expect(nonce.length, url).toBeGreaterThanOrEqual(24);
      expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'unsafe-eval' http://127.0.0.1:8081;`);
      expect(policy).toContain("object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(page.body).toBe(
        `<!doctype html><title>Vitrina</title><script nonce="${nonce}">window.preload=1</script><script nonce="${nonce}" type="module" src="/assets/app.js"></script>`,
      );
      policies.add(nonce);
    }
    expect(policies.size).toBe(3);
  });

  it('answers health, serves OpenAPI and keeps unknown API paths as JSON 404s', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const docs = await t.app.inject('/api/docs/json');
    expect(Object.keys(docs.json().paths)).toEqual(expect.arrayContaining(['/api/login', '/api/sources/{id}']));
    const missing = await t.app.inject({ url: '/api/nope', headers: { 'accept-language': 'tr' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, message: 'Bulunamadı' });
  });

  it('serves the console for every page path (history mode) and its assets as files', async () => {
    for (const url of ['/', '/projects', '/project/abc/settings', '/signup?step=confirm']) {
      const page = await t.app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<title>Vitrina</title>');
    }
    expect((await t.app.inject('/assets/app.js')).body).toBe('console.log(1)');
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('sends built files precompressed as the browser accepts, hashed assets cached for a year, pages checked each time', async () => {
    const plain = await t.app.inject('/assets/chunk-abc123.js');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url: '/assets/chunk-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: '/assets/chunk-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const url of ['/', '/projects']) expect((await t.app.inject(url)).headers['cache-control']).toBe('no-cache');
  });
});

describe('the search listener', () => {
  it('answers health and lets any origin in', async () => {
    const t = await createTestApp();
    const search = await createSearchApp(t.deps);
    try {
      const health = await search.inject({ url: '/api/health', headers: { origin: 'https://shop.example' } });
      expect(health.json()).toEqual({ status: 'ok' });
      expect(health.headers['access-control-allow-origin']).toBe('*');
      const preflight = await search.inject({
        method: 'OPTIONS',
        url: '/api/x/search',
        headers: { origin: 'https://shop.example', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    } finally {
      await search.close();
      await t.close();
    }
  });
});
