import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../../app';
import { snapshotStoreFor } from '../../catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import type { RulesPreview } from '../indexing-rules';
import type { Worker } from '../jobs';
import type { DetectedFeedFormat } from './detect-route';
import { startFeedWorker } from './feed-worker';
import { loadFeed } from './load-feed';

function yml(offers: number, extra = '') {
  const items = Array.from(
    { length: offers },
    (
      _,
      i,
    ) => `<offer id="o${i}" available="${i % 5 === 0 ? 'false' : 'true'}"><name>Чайник ${i} &amp; кружка</name><price>${100 + i}</price>
      <categoryId>${i % 2 ? 'c2' : 'c3'}</categoryId><picture>https://shop.example/${i}.jpg</picture><param name="Цвет">${i % 2 ? 'красный' : 'синий'}</param></offer>`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><yml_catalog date="2026-11-22"><shop><name>Shop</name><categories>
    <category id="c1">Кухня</category><category id="c2" parentId="c1">Чайники</category><category id="c3" parentId="c1">Посуда</category>
    </categories><offers>${items}${extra}</offers></shop></yml_catalog>`;
}

const files: Record<string, string | (() => string)> = {};
let feeds: http.Server;
let feedBase = '';
let t: TestApp;
let worker: Worker;
let owner: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  feeds = http.createServer((request, response) => {
    const body = files[(request.url ?? '').slice(1)];
    if (body === undefined) {
      response.writeHead(404);
      return response.end();
    }
    if (request.url === '/slow.xml') {
      response.writeHead(200);
      response.write('<?xml version="1.0"?><yml_catalog><shop><offers>');
      const timer = setInterval(() => response.write('<offer id="x"><name>x</name></offer>'), 100);
      response.on('close', () => clearInterval(timer));
      return;
    }
    response.end(typeof body === 'function' ? body() : body);
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  // The feeds come from a server on this machine.
  t = await createTestApp({ FEED_ALLOW_PRIVATE: '1' });
  worker = startFeedWorker(t.deps, () => {});
  owner = await signUp(t);
});

afterAll(async () => {
  await worker.stop();
  await t.close();
  feeds.closeAllConnections();
  feeds.close();
});

async function waitStatus(uuid: string, statuses: string[]): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const project = (await api(t.app, { token: owner.token }).get(`/sources/${uuid}`)).body.data as Record<string, unknown>;
    const load = project.feedLoad as { status: string } | null;
    if (statuses.includes(String(project.sourceStatus)) && load && load.status !== 'process') return project;
    if (Date.now() > deadline) throw new Error(`status stayed ${String(project.sourceStatus)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function createProject(feed: string, format = 'YML') {
  const created = await api(t.app, { token: owner.token }).post('/sources', {
    siteUrl: 'shop.example',
    feedUrls: [`${feedBase}/${feed}`],
    feedFormat: format,
    content: { name: 'Kitchen' },
  });
  return (created.body.data as { uuid: string }).uuid;
}

describe('loading a feed', () => {
  it('stores the offers and the category tree, and records the load', async () => {
    files['kitchen.xml'] = yml(12);
    const uuid = await createProject('kitchen.xml');
    const project = await waitStatus(uuid, ['success']);
    expect(project).toMatchObject({ offersCount: 12, feedLoad: { status: 'success', offers: 12, skipped: 0, error: null } });
    expect(project.loadedAt).toEqual(expect.any(Number));

    const client = api(t.app, { token: owner.token });
    const roots = await client.get(`/sources/${uuid}/categories?parentId=null`);
    expect(roots.body.data).toEqual([
      { id: 'c1', name: 'Кухня', parentId: null, hasChildren: true, offersCount: 0, subtreeOffersCount: 12 },
    ]);
    const children = await client.get(`/sources/${uuid}/categories?parentId=c1`);
    expect((children.body.data as Array<{ name: string; offersCount: number }>).map((c) => [c.name, c.offersCount])).toEqual([
      ['Посуда', 6],
      ['Чайники', 6],
    ]);
    expect((await client.get(`/sources/${uuid}/categories?parentId=c1&page=2&limit=2`)).body.data).toEqual([]);
    expect((await client.get(`/sources/${uuid}/all_categories`)).body.totalCount).toBe(3);
    const params = await client.get(`/sources/${uuid}/categories/c2/params`);
    expect(params.body.data).toEqual([expect.objectContaining({ name: 'Цвет', offers: 6, values: ['красный'] })]);
    expect((await client.get(`/sources/${uuid}/categories/nope/params`)).status).toBe(404);
    const history = await client.get(`/sources/${uuid}/logs/system`);
    expect(history.body).toMatchObject({ totalCount: 1, data: [{ status: 'success', offers: 12 }] });
  });

  it("writes a large catalog's snapshot with its offer records spilled to disk during the build", async () => {
    // About 2.5 MB of records: the first megabytes go to the load's temporary file and come back for the snapshot.
    const description = 'Стеклянная колба, подсветка, автоотключение и защита от перегрева. '.repeat(10);
    files['large.xml'] = yml(3000).replace(/<\/name>/g, `</name><description>${description}</description>`);
    const uuid = await createProject('large.xml');
    const project = await waitStatus(uuid, ['success']);
    expect(project).toMatchObject({ offersCount: 3000 });
    const [live] = await t.deps.db.query<{ catalog_version: number }>('select catalog_version from sources where uuid = $1', [uuid]);
    const index = await snapshotStoreFor(t.deps.db, t.deps.config.dataDir, t.deps.config.snapshotStore).read(
      uuid,
      live?.catalog_version ?? 0,
    );
    expect(index?.size).toBe(3000);
    for (const id of ['o0', 'o1500', 'o2999'])
      expect(index?.findById(id)).toMatchObject({ id, name: `Чайник ${id.slice(1)} & кружка`, description: description.trim() });
    expect(index?.search({ query: 'чайник 7 кружка' }).offers[0]?.offer.id).toBe('o7');
  });

  it('keeps the records in memory when DATA_DIR cannot take the temporary file, and still loads', async () => {
    files['no-spill.xml'] = yml(30);
    const uuid = await createProject('no-spill.xml');
    await waitStatus(uuid, ['success']);
    const notADirectory = path.join(os.tmpdir(), `vitrina-file-${randomUUID()}`);
    fs.writeFileSync(notADirectory, '');
    const snapshots = snapshotStoreFor(t.deps.db, t.deps.config.dataDir, t.deps.config.snapshotStore);
    const deps = {
      db: t.deps.db,
      log: t.deps.log,
      fetchOptions: { allowPrivate: true },
      snapshots,
      spillDir: path.join(notADirectory, 'tmp'),
    };
    await loadFeed(deps, uuid, new AbortController().signal);
    fs.rmSync(notADirectory);
    const project = await waitStatus(uuid, ['success']);
    expect(project).toMatchObject({ offersCount: 30, feedLoad: { status: 'success', offers: 30 } });
    const [live] = await t.deps.db.query<{ catalog_version: number }>('select catalog_version from sources where uuid = $1', [uuid]);
    expect(live?.catalog_version).toBe(2);
    expect((await snapshots.read(uuid, 2))?.findById('o29')?.name).toBe('Чайник 29 & кружка');
  });

  it('keeps the old offers when an update fails, and says where the feed broke', async () => {
    files['flaky.xml'] = yml(12);
    const uuid = await createProject('flaky.xml');
    await waitStatus(uuid, ['success']);
    files['flaky.xml'] = '<?xml version="1.0"?>\n<yml_catalog><shop><offers>\n<offer id="1"><name>broken</nam></offer>';
    await api(t.app, { token: owner.token }).patch(`/sources/${uuid}`, { sourceStatus: 'wait' });
    const project = await waitStatus(uuid, ['failed']);
    const load = project.feedLoad as { error: { code: string; message: string; line: number } };
    expect(project.offersCount).toBe(12);
    expect(load.error.code).toBe('feeds.parseFailed');
    expect(load.error.line).toBe(3);
    expect(load.error.message).toContain('line 3');
    const [live] = await t.deps.db.query<{ n: number }>('select count(*)::int as n from offers where source_uuid = $1', [uuid]);
    expect(live?.n).toBe(12);
  });

  it('holds an update that would remove more than half of the offers until the owner applies it', async () => {
    files['shrink.xml'] = yml(12);
    const uuid = await createProject('shrink.xml');
    await waitStatus(uuid, ['success']);
    files['shrink.xml'] = yml(3);
    const client = api(t.app, { token: owner.token });
    await client.patch(`/sources/${uuid}`, { sourceStatus: 'wait' });
    const held = await waitStatus(uuid, ['success']);
    expect(held).toMatchObject({ offersCount: 12, hasHeldUpdate: true, feedLoad: { status: 'held', offers: 3 } });
    expect((await client.post(`/sources/${uuid}/feed/held`, { action: 'apply' })).status).toBe(200);
    expect((await client.get(`/sources/${uuid}`)).body.data).toMatchObject({ offersCount: 3, hasHeldUpdate: false });
  });

  it('stops a load in progress when the project is stopped', async () => {
    files['slow.xml'] = 'streamed';
    const uuid = await createProject('slow.xml');
    const client = api(t.app, { token: owner.token });
    const deadline = Date.now() + 10_000;
    while (((await client.get(`/sources/${uuid}`)).body.data as { sourceStatus: string }).sourceStatus !== 'process') {
      if (Date.now() > deadline) throw new Error('the load never started');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.patch(`/sources/${uuid}`, { sourceStatus: 'stopped' });
    const project = await waitStatus(uuid, ['stopped']);
    expect(project).toMatchObject({ sourceStatus: 'stopped', offersCount: 0, feedLoad: { status: 'stopped' } });
  });

  it('overrides offer fields from the secondary CSV feed and stores the completions list', async () => {
    files['base.xml'] = yml(4);
    files['override.csv'] = 'id;price;available\no1;999;false\no2;;\n';
    files['completions.csv'] = 'query;weight\nчайник;10\nкружка\n';
    const uuid = await createProject('base.xml');
    await waitStatus(uuid, ['success']);
    const client = api(t.app, { token: owner.token });
    await client.patch(`/sources/${uuid}`, {
      overrideOffersUrl: `${feedBase}/override.csv`,
      customCompletionsUrl: `${feedBase}/completions.csv`,
      sourceStatus: 'wait',
    });
    await waitStatus(uuid, ['success']);
    // Stored offers leave out available: true (compactOffer).
    const rows = await t.deps.db.query<{ id: string; price: number; available: boolean }>(
      `select id, (data->>'price')::float as price, coalesce((data->>'available')::boolean, true) as available from offers where source_uuid = $1 and id in ('o1', 'o2') order by id`,
      [uuid],
    );
    expect(rows).toEqual([
      { id: 'o1', price: 999, available: false },
      { id: 'o2', price: 102, available: true },
    ]);
    const list = await t.deps.db.query('select text, weight from custom_lists where source_uuid = $1 order by position', [uuid]);
    expect(list).toEqual([
      { text: 'чайник', weight: 10 },
      { text: 'кружка', weight: null },
    ]);
  });

  it('applies indexing rules during the load, previews them, and refuses broken ones', async () => {
    files['rules.xml'] = yml(12);
    const uuid = await createProject('rules.xml');
    await waitStatus(uuid, ['success']);
    const client = api(t.app, { token: owner.token });
    const empty = await client.put(`/sources/${uuid}/indexing-rules`, { rules: [{ conditions: [], actions: [] }] });
    expect(empty.body.errors).toEqual({ 'rules.0.actions': ['Add at least one action'] });
    const range = await client.put(`/sources/${uuid}/indexing-rules`, {
      rules: [{ conditions: [{ op: 'range', field: 'price', from: 10, to: 5 }], actions: [{ type: 'remove' }] }],
    });
    expect(range.body.errors).toEqual({ 'rules.0.conditions.0.from': ['“From” must not be greater than “To”'] });
    const template = await client.put(`/sources/${uuid}/indexing-rules`, {
      rules: [{ actions: [{ type: 'template', field: 'name', template: '{{ name ' }] }],
    });
    expect(Object.keys(template.body.errors ?? {})).toEqual(['rules.0.actions.0.template']);

    const rules = [
      { name: 'Drop expensive', conditions: [{ op: 'range', field: 'price', from: 106 }], actions: [{ type: 'remove' }] },
      {
        name: 'Label',
        conditions: [{ op: 'contains', field: 'category_name', value: 'чайник' }],
        actions: [{ type: 'template', field: 'offerLabel', template: '{{ params["Цвет"] }}' }],
      },
    ];
    expect((await client.put(`/sources/${uuid}/indexing-rules`, { rules })).status).toBe(200);
    const preview = await client.post(`/sources/${uuid}/indexing-rules/preview`, {
      rules: [...rules, { name: 'Off', enabled: false, conditions: [], actions: [{ type: 'remove' }] }],
    });
    const result = preview.body.data as RulesPreview;
    // Prices 100..111: o6..o11 cost 106 or more (removed); of the rest, the kettles (c2, odd ids) get a label.
    expect(result).toMatchObject({ total: 12, scanned: 12, matched: 9, changed: 3, removed: 6 });
    expect(result.rules).toEqual([{ matched: 6 }, { matched: 3 }, { matched: 0 }]);
    // Only what changes is shown: o0, o2 and o4 (untouched) are not among the samples.
    expect(result.samples.map((p) => p.before.id).sort()).toEqual(['o1', 'o10', 'o11', 'o3', 'o5', 'o6', 'o7', 'o8', 'o9']);
    expect(result.samples.find((p) => p.before.id === 'o11')?.after).toBeNull();
    expect(result.samples.find((p) => p.before.id === 'o1')?.after?.offerLabel).toBe('красный');

    await client.patch(`/sources/${uuid}`, { sourceStatus: 'wait' });
    const project = await waitStatus(uuid, ['success']);
    expect(project.offersCount).toBe(6);
    // The history says how many offers of the feed the rules kept out of the index.
    const history = (await client.get(`/sources/${uuid}/logs/system`)).body.data as unknown[];
    expect(history[0]).toMatchObject({ status: 'success', removedByRules: 6, offers: 6, feedOffers: 12 });
    expect(history[1]).toMatchObject({ status: 'success', removedByRules: 0 });
    const [labelled] = await t.deps.db.query<{ label: string }>(
      `select data->>'offerLabel' as label from offers where source_uuid = $1 and id = 'o3'`,
      [uuid],
    );
    expect(labelled?.label).toBe('красный');
  });

  it('drops offer links and pictures that are not http(s) and counts them in the load history', async () => {
    // A feed's javascript: or data: URL would run script on the shop's page from the widget.
    files['unsafe.xml'] = yml(
      2,
      `<offer id="trap"><name>Trap</name><price>1</price><url> JavaScript:alert(document.cookie)</url>
        <picture>data:image/svg+xml,&lt;svg onload=alert(1)&gt;</picture><picture>/ok.jpg</picture></offer>`,
    );
    const uuid = await createProject('unsafe.xml');
    await waitStatus(uuid, ['success']);
    const client = api(t.app, { token: owner.token });
    const history = (await client.get(`/sources/${uuid}/logs/system`)).body.data as Array<Record<string, unknown>>;
    expect(history[0]).toMatchObject({ status: 'success', offers: 3, unsafeLinks: 2 });
    const search = await createSearchApp(t.deps);
    try {
      const found = await search.inject({ method: 'GET', url: `/api/${uuid}/find-by-id?id=trap` });
      const [offer] = found.json().offers as Array<{ url: string | null; pictures: string[] }>;
      expect(offer).toMatchObject({ url: null, pictures: [`${feedBase}/ok.jpg`] });
    } finally {
      await search.close();
    }
  });

  it('indexes up to the plan limit and reports how many the feed has', async () => {
    files['big.xml'] = yml(12);
    const uuid = await createProject('big.xml');
    await waitStatus(uuid, ['success']);
    await t.deps.db.query(`update sources set fields = fields || '{"offersLimit": 5}' where uuid = $1`, [uuid]);
    await api(t.app, { token: owner.token }).patch(`/sources/${uuid}`, { sourceStatus: 'wait' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const project = await waitStatus(uuid, ['success']);
    expect(project).toMatchObject({ offersCount: 12, hasHeldUpdate: true, exceedsAllowOffers: { offersLimit: 5, offersCount: 12 } });
  });

  it('reads the rating from the param named by ratingField and keeps it out of the params', async () => {
    files['rated.xml'] =
      '<?xml version="1.0"?><yml_catalog><shop><offers><offer id="r1"><name>Чайник</name><price>10</price><param name="Рейтинг">4,5</param><param name="Цвет">белый</param></offer></offers></shop></yml_catalog>';
    const created = await api(t.app, { token: owner.token }).post('/sources', {
      siteUrl: 'shop.example',
      feedUrls: [`${feedBase}/rated.xml`],
      feedFormat: 'YML',
      content: { name: 'Rated' },
    });
    const uuid = (created.body.data as { uuid: string }).uuid;
    await waitStatus(uuid, ['success']);
    await api(t.app, { token: owner.token }).patch(`/sources/${uuid}`, { settings: { ratingField: 'Рейтинг' }, sourceStatus: 'wait' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitStatus(uuid, ['success']);
    const [row] = await t.deps.db.query<{ rating: number; params: Array<{ name: string }> }>(
      `select (o.data->>'rating')::float as rating, o.data->'params' as params from offers o join sources s on s.uuid = o.source_uuid and o.version = s.catalog_version where o.source_uuid = $1`,
      [uuid],
    );
    expect(row?.rating).toBe(4.5);
    expect(row?.params.map((p) => p.name)).toEqual(['Цвет']);
  });

  it('fails clearly for a feed that is not there', async () => {
    const uuid = await createProject('missing.xml');
    const project = await waitStatus(uuid, ['failed']);
    expect((project.feedLoad as { error: { message: string } }).error.message).toBe(
      'The feed server answered with status 404: check that the feed opens in a browser',
    );
  });
});

describe('the feed format', () => {
  const csv = 'id;name;price;categoryId\nc1;Чайник;100;\nc2;Кружка;50;\n';

  it('is taken from a .csv address when the project is created, whatever format was chosen', async () => {
    files['export/products.csv'] = csv;
    const uuid = await createProject('export/products.csv', 'YML');
    const project = await waitStatus(uuid, ['success']);
    expect(project).toMatchObject({ feedFormat: 'CSV', offersCount: 2 });
  });

  it('follows the first bytes at load time and keeps the format they show, saying so in the history', async () => {
    files['export.php'] = yml(3);
    const uuid = await createProject('export.php', 'CSV');
    const project = await waitStatus(uuid, ['success']);
    expect(project).toMatchObject({ feedFormat: 'YML', offersCount: 3, feedLoad: { detectedFormat: 'YML' } });
  });

  it('reads a web page, JSON and garbage as no format, keeping the chosen one and failing with its reader', async () => {
    files['page.php'] = '<!DOCTYPE html><html><body>Our shop</body></html>';
    const uuid = await createProject('page.php', 'YML');
    const project = await waitStatus(uuid, ['failed']);
    expect(project).toMatchObject({ feedFormat: 'YML', feedLoad: { status: 'failed', detectedFormat: null } });
  });

  it('answers the console with what the first bytes or the address show, and why', async () => {
    files['x.php'] = yml(1);
    files['h.xml'] = '<html><body>404 Not Found</body></html>';
    files.j = '{"offers": []}';
    files.bin = () => String.fromCharCode(...Array.from({ length: 300 }, (_, i) => i % 31));
    files['csv-export'] = csv;
    const client = api(t.app, { token: owner.token });
    const detect = async (url: string) => (await client.post('/sources/feed-format', { url })).body.data as DetectedFeedFormat;
    expect(await detect(`${feedBase}/x.php`)).toMatchObject({ format: 'YML', from: 'content', reason: 'ymlCatalog', urlFormat: null });
    expect(await detect(`${feedBase}/csv-export`)).toMatchObject({
      format: 'CSV',
      from: 'content',
      columns: ['id', 'name', 'price', 'categoryId'],
    });
    // A web page at a .xml address: the address names YML, the bytes say what they are.
    expect(await detect(`${feedBase}/h.xml`)).toMatchObject({ format: 'YML', from: 'url', contentReason: 'html', urlFormat: 'YML' });
    expect(await detect(`${feedBase}/j`)).toMatchObject({ format: null, from: null, contentReason: 'json' });
    expect(await detect(`${feedBase}/bin`)).toMatchObject({ format: null, contentReason: 'binary' });
    // Not found, not a link, not http: the address alone answers, with the localized reason.
    const missing = await detect(`${feedBase}/missing.csv`);
    expect(missing).toMatchObject({ format: 'CSV', from: 'url', contentReason: null });
    expect(missing.fetchError).toMatch(/404/);
    expect(await detect('ftp://shop.example/feed.yml')).toMatchObject({ format: 'YML', from: 'url' });
    expect((await detect('not a url')).fetchError).toMatch(/not an http/);
    expect((await client.post('/sources/feed-format', { url: '' })).status).toBe(422);
    expect((await client.post('/sources/feed-format', { url: 'x'.repeat(2001) })).status).toBe(422);
    expect((await client.post('/sources/feed-format', { url: 'https://a.example', extra: 1 })).status).toBe(422);
    expect((await api(t.app).post('/sources/feed-format', { url: `${feedBase}/x.php` })).status).toBe(401);
  });
});
