import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { setSubscription } from '../plans';

let t: TestApp;
let search: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ SEARCH_PUBLIC_URL: 'https://search.test' });
  search = await createSearchApp(t.deps);
});
afterAll(async () => {
  await search.close();
  await t.close();
});

it('publishes the widget settings to the loader a shop embeds', async () => {
  const owner = await signUp(t);
  const client = api(t.app, { token: owner.token });
  const uuid = (
    (
      await client.post('/sources', {
        siteUrl: 'shop.example',
        feedUrls: ['https://shop.example/f.xml'],
        feedFormat: 'YML',
        content: { name: 'W' },
      })
    ).body.data as { uuid: string }
  ).uuid;
  await client.patch(`/sources/${uuid}`, {
    settings: { selector: '#search', limit: 36 },
    widgetSettings: { kind: 'v3', colors: { primary: '#ff0000' } },
  });
  await client.patch(`/sources/${uuid}`, { widgetSettings: { columns: 4 } });

  // Saved is not live: the shop keeps what it ran with until the owner publishes.
  const before = await search.inject(`/scripts/widget/${uuid}/main.js`);
  expect(before.statusCode).toBe(200);
  expect(before.headers['content-type']).toContain('javascript');
  expect(before.body).not.toContain('"selector":"#search"');
  expect(before.body).toContain('"apiUrl":"https://search.test"');

  const saved = await client.post(`/sources/${uuid}/saveWidgetScript`);
  const live = await search.inject(`/scripts/widget/${uuid}/main.js`);
  expect(live.body).toContain('"selector":"#search"');
  expect(live.body).toContain('"columns":4');
  expect(live.body).toContain('"primary":"#ff0000"');
  expect(saved.body.data).toMatchObject({
    snippet: `<script async src="https://search.test/scripts/widget/${uuid}/main.js" data-sb-init-script></script>`,
  });
  await client.patch(`/sources/${uuid}`, { widgetSettings: { columns: 2 } });
  const after = await search.inject(`/scripts/widget/${uuid}/main.js`);
  expect(after.body).toContain('"columns":4');
  // The administrator's preview on the shop's own site runs the unpublished settings.
  const preview = await search.inject(`/scripts/widget/${uuid}/main.js?preview=1`);
  expect(preview.body).toContain('"columns":2');
  expect(preview.body).toContain('"preview":true');
  expect(preview.headers['cache-control']).toBe('no-store');
  expect(((await client.get(`/sources/${uuid}`)).body.data as { lastScriptUpdated: number | null }).lastScriptUpdated).toEqual(
    expect.any(Number),
  );

  const stranger = await signUp(t);
  expect((await api(t.app, { token: stranger.token }).post(`/sources/${uuid}/saveWidgetScript`)).status).toBe(403);
  expect((await search.inject('/scripts/widget/not-a-project/main.js')).statusCode).toBe(404);
});

it('keeps a script-breaking value from escaping the loader', async () => {
  const owner = await signUp(t);
  const client = api(t.app, { token: owner.token });
  const uuid = (
    (
      await client.post('/sources', {
        siteUrl: 'shop.example',
        feedUrls: ['https://shop.example/f.xml'],
        feedFormat: 'YML',
        content: { name: 'W' },
      })
    ).body.data as { uuid: string }
  ).uuid;
  await client.patch(`/sources/${uuid}`, { widgetSettings: { customSnippet: '</script><script>alert(1)</script>\u2028' } });
  await client.post(`/sources/${uuid}/saveWidgetScript`);
  const loader = (await search.inject(`/scripts/widget/${uuid}/main.js`)).body;
  expect(loader).not.toContain('</script>');
  expect(() => new Function(loader)).not.toThrow();
});

it('turns taps off in the loader while the plan does not include them', async () => {
  const owner = await signUp(t);
  const client = api(t.app, { token: owner.token });
  const created = await client.post('/sources', {
    siteUrl: 'taps.example',
    feedUrls: ['https://taps.example/f.xml'],
    feedFormat: 'YML',
    content: { name: 'Taps' },
  });
  const uuid = (created.body.data as { uuid: string }).uuid;
  await client.patch(`/sources/${uuid}`, { widgetSettings: { taps: true } });
  await client.post(`/sources/${uuid}/saveWidgetScript`);
  const loaderTaps = async () => (await search.inject(`/scripts/widget/${uuid}/main.js`)).body.match(/"taps":(true|false)/)?.[1];
  expect(await loaderTaps()).toBe('true');
  const period = { startsAt: Date.now(), endsAt: Date.now() + 30 * 86_400_000 };
  await setSubscription(t.deps.db, uuid, { planId: 'start', ...period }, 5000);
  expect(await loaderTaps()).toBe('false');
  await setSubscription(t.deps.db, uuid, { planId: 'business', ...period }, 50000);
  expect(await loaderTaps()).toBe('true');
});

it('serves init.js precompressed with a validator, and each loader with its own, for caches to revalidate', async () => {
  const plain = await search.inject('/scripts/v3/init.js');
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
  const etag = String(plain.headers.etag);
  expect((await search.inject({ url: '/scripts/v3/init.js', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  const br = await search.inject({ url: '/scripts/v3/init.js', headers: { 'accept-encoding': 'br, gzip' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toContain('accept-encoding');
  expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

  const owner = await signUp(t);
  const client = api(t.app, { token: owner.token });
  const created = await client.post('/sources', {
    siteUrl: 'shop.example',
    feedUrls: ['https://shop.example/f.xml'],
    feedFormat: 'YML',
    content: { name: 'E' },
  });
  const uuid = (created.body.data as { uuid: string }).uuid;
  const loader = await search.inject(`/scripts/widget/${uuid}/main.js`);
  expect(loader.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
  const again = await search.inject({ url: `/scripts/widget/${uuid}/main.js`, headers: { 'if-none-match': String(loader.headers.etag) } });
  expect(again.statusCode).toBe(304);
  // A published change is a new loader: its validator changes with it.
  await client.patch(`/sources/${uuid}`, { settings: { selector: '#other' } });
  await client.post(`/sources/${uuid}/saveWidgetScript`);
  const changed = await search.inject({
    url: `/scripts/widget/${uuid}/main.js`,
    headers: { 'if-none-match': String(loader.headers.etag) },
  });
  expect(changed.statusCode).toBe(200);
  expect((await search.inject(`/scripts/widget/${uuid}/main.js?preview=1`)).headers['cache-control']).toBe('no-store');
});
