// Catalogs and admin API calls shared by the cluster bench and the fault tests: synthetic YML feeds
// served over HTTP (optionally slowly) and projects created through the admin API behind nginx.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Catalog, generateCatalog, generateQueries } from '../../bench/engine/catalog';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A YML feed of the engine bench's synthetic catalog (the same names, so its queries find offers). */
export function ymlOf(catalog: Catalog): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?><yml_catalog><shop><name>Cluster</name><currencies><currency id="RUB" rate="1"/></currencies><categories>',
  ];
  for (const c of catalog.categories)
    parts.push(`<category id="${c.id}"${c.parentId ? ` parentId="${c.parentId}"` : ''}>${escapeXml(c.name)}</category>`);
  parts.push('</categories><offers>\n');
  for (const o of catalog.offers) {
    parts.push(
      `<offer id="${o.id}" available="${o.available}"><name>${escapeXml(o.name)}</name><url>${o.url}</url>` +
        `${o.price === null ? '' : `<price>${o.price}</price>`}<currencyId>RUB</currencyId><categoryId>${o.categoryId}</categoryId>` +
        `<vendor>${escapeXml(o.vendor ?? '')}</vendor><vendorCode>${o.vendorCode}</vendorCode>` +
        o.params
          .map((p) => `<param name="${escapeXml(p.name)}"${p.unit ? ` unit="${p.unit}"` : ''}>${escapeXml(p.value)}</param>`)
          .join('') +
        '</offer>\n',
    );
  }
  parts.push('</offers></shop></yml_catalog>\n');
  return parts.join('');
}

export interface Shop {
  name: string;
  offers: number;
  yml: string;
  /** Search queries that find offers of this catalog (URL-encoded). */
  queries: string[];
}

/** count catalogs of `offers` offers each, with different seeds (so different words per project). */
export function makeShops(count: number, offers: number): Shop[] {
  return Array.from({ length: count }, (_, i) => {
    const catalog = generateCatalog(offers, 100 + i);
    return {
      name: `Cluster shop ${i + 1}`,
      offers,
      yml: ymlOf(catalog),
      queries: generateQueries(catalog, 400, 10 + i).map((q) => encodeURIComponent(q.text)),
    };
  });
}

export interface FeedServer {
  url(name: string): string;
  /** Requests served per feed name. */
  served: Map<string, number>;
  close(): Promise<void>;
}

/**
 * Serves feeds at /feeds/{name}. A slow feed (bytesPerSecond) trickles out, so a test can kill
 * the worker reading it half-way.
 */
export async function serveFeeds(feeds: Record<string, { body: string; bytesPerSecond?: number }>): Promise<FeedServer> {
  const served = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent((request.url ?? '').replace(/^\/feeds\//, ''));
    const feed = feeds[name];
    if (!feed) return void response.writeHead(404).end();
    served.set(name, (served.get(name) ?? 0) + 1);
    const body = Buffer.from(feed.body);
    response.writeHead(200, { 'content-type': 'application/xml', 'content-length': body.length });
    if (!feed.bytesPerSecond) return void response.end(body);
    const chunk = Math.max(1, Math.floor(feed.bytesPerSecond / 10));
    let at = 0;
    const timer = setInterval(() => {
      if (response.destroyed) return clearInterval(timer);
      response.write(body.subarray(at, at + chunk));
      at += chunk;
      if (at >= body.length) {
        clearInterval(timer);
        response.end();
      }
    }, 100);
    response.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (name) => `${base}/feeds/${encodeURIComponent(name)}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A signed-in admin API client (the cluster's ADMIN_EMAIL user). */
export async function adminClient(consoleUrl: string, email: string, password: string) {
  const login = await fetch(`${consoleUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> => {
    const response = await fetch(`${consoleUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const json = (await response.json().catch(() => ({}))) as { data: T };
    return { status: response.status, data: json.data };
  };
  return {
    call,
    async createProject(name: string, feedUrl: string): Promise<string> {
      const { status, data } = await call<{ uuid: string }>('POST', '/sources', {
        siteUrl: 'https://shop.example',
        feedUrls: [feedUrl],
        feedFormat: 'YML',
        content: { name },
      });
      if (status !== 201) throw new Error(`POST /sources answered ${status}`);
      return data.uuid;
    },
    /** Waits until the project's feed load ends; returns its status and offer count. */
    async waitLoaded(uuid: string, timeoutMs = 300_000): Promise<{ sourceStatus: string; offersCount: number }> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const { data } = await call<{ sourceStatus: string; offersCount: number }>('GET', `/sources/${uuid}`).catch(() => ({
          data: { sourceStatus: 'unknown', offersCount: 0 },
        }));
        if (data.sourceStatus === 'success' || data.sourceStatus === 'failed') return data;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`project ${uuid} was not loaded in time`);
    },
  };
}
export type AdminClient = Awaited<ReturnType<typeof adminClient>>;
