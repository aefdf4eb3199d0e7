import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from './address-guard';
import { FeedFetchError } from './fetch-errors';
import { fetchFeed } from './guarded-fetch';

const FEED =
  '<?xml version="1.0" encoding="UTF-8"?><yml_catalog><shop><offers><offer id="1"><name>Чайник</name></offer></offers></shop></yml_catalog>';
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/feed.xml') return response.end(FEED);
    if (path === '/gzip') {
      response.writeHead(200, { 'content-encoding': 'gzip' });
      return response.end(zlib.gzipSync(FEED));
    }
    if (path === '/deflate') {
      response.writeHead(200, { 'content-encoding': 'deflate' });
      return response.end(zlib.deflateSync(FEED));
    }
    if (path === '/feed.xml.gz') return response.end(zlib.gzipSync(FEED));
    if (path === '/redirect') {
      response.writeHead(302, { location: '/feed.xml' });
      return response.end();
    }
    if (path.startsWith('/loop')) {
      response.writeHead(301, { location: `/loop${path.length}` });
      return response.end();
    }
    if (path === '/missing') {
      response.writeHead(404);
      return response.end('no');
    }
    if (path === '/stall-headers') return; // never answers
    if (path === '/stall-body') {
      response.writeHead(200);
      response.write('<yml_catalog>');
      return; // and then silence
    }
    if (path === '/endless') {
      response.writeHead(200);
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        while (response.write(chunk)) {}
        response.once('drain', pump);
      };
      response.on('close', () => response.removeAllListeners('drain'));
      return pump();
    }
    if (path === '/bomb') {
      response.writeHead(200, { 'content-encoding': 'gzip' });
      return response.end(zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024)));
    }
    response.writeHead(500);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function text(address: string, options: Parameters<typeof fetchFeed>[1] = {}) {
  const response = await fetchFeed(address, { allowPrivate: true, ...options });
  const chunks: Buffer[] = [];
  for await (const chunk of response.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

async function failure(promise: Promise<unknown>): Promise<FeedFetchError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(FeedFetchError);
    return error as FeedFetchError;
  }
  throw new Error('expected a failure');
}

describe('fetching a feed', () => {
  it('reads plain, gzip, deflate and .gz bodies the same', async () => {
    for (const path of ['/feed.xml', '/gzip', '/deflate', '/feed.xml.gz']) expect(await text(base + path), path).toBe(FEED);
  });

  it('follows redirects up to the limit', async () => {
    expect(await text(`${base}/redirect`)).toBe(FEED);
    expect((await failure(text(`${base}/loop`, { maxRedirects: 3 }))).code).toBe('tooManyRedirects');
  });

  it('reports the HTTP status of a failed answer', async () => {
    const error = await failure(text(`${base}/missing`));
    expect(error.code).toBe('httpStatus');
    expect(error.params).toEqual([404]);
  });

  it('gives up on a server that stalls, before or during the body', async () => {
    expect((await failure(text(`${base}/stall-headers`, { idleTimeoutMs: 300 }))).code).toBe('timeout');
    expect((await failure(text(`${base}/stall-body`, { idleTimeoutMs: 300 }))).code).toBe('timeout');
  });

  it('stops a feed that never ends, and a decompression bomb, at the size cap', async () => {
    expect((await failure(text(`${base}/endless`, { maxBytes: 2 * 1024 * 1024 }))).code).toBe('tooLarge');
    expect((await failure(text(`${base}/bomb`, { maxBytes: 1024 * 1024 }))).code).toBe('tooLarge');
  });

  it('refuses loopback and private addresses unless allowed, by literal and by name', async () => {
    const port = (server.address() as AddressInfo).port;
    for (const address of [
      `${base}/feed.xml`,
      `http://localhost:${port}/feed.xml`,
      `http://[::1]:${port}/feed.xml`,
      `http://0x7f000001:${port}/feed.xml`,
    ]) {
      expect((await failure(text(address, { allowPrivate: false }))).code, address).toBe('urlPrivate');
    }
  });

  it('tells public from private addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '2a00:1450:4001:81b::200e', '93.184.216.34']) expect(isPrivateAddress(address), address).toBe(false);
  });
});
