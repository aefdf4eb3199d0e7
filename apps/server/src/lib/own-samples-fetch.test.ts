import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedFetchError } from './fetch-errors';
import { fetchFeed } from './guarded-fetch';

// Without FEED_ALLOW_PRIVATE the product still fetches its own sample files (the demo feed and its
// pictures, config.feedPrivateUrls) from its own, private, address: those and nothing else.
let server: http.Server;
let base = '';
let samples: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/samples/demo-feed.xml') return response.end('<yml_catalog/>');
    if (path === '/samples/jump') {
      response.writeHead(302, { location: '/api/users/profile' });
      return response.end();
    }
    if (path === '/samples/moved') {
      response.writeHead(301, { location: '/samples/demo-feed.xml' });
      return response.end();
    }
    response.end('{"private":"data"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  samples = [`${base}/samples/`];
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function read(address: string): Promise<string> {
  const response = await fetchFeed(address, { privateUrls: samples });
  let text = '';
  for await (const chunk of response.body) text += Buffer.from(chunk).toString();
  return text;
}

async function refusal(address: string): Promise<string> {
  try {
    await read(address);
  } catch (error) {
    if (error instanceof FeedFetchError) return error.code;
    throw error;
  }
  return 'fetched';
}

describe('the product’s own samples on a private address', () => {
  it('are fetched, redirects inside them too', async () => {
    expect(await read(`${base}/samples/demo-feed.xml`)).toBe('<yml_catalog/>');
    expect(await read(`${base}/samples/moved`)).toBe('<yml_catalog/>');
  });

  it('open nothing else of that address, however the path is written', async () => {
    for (const address of [
      `${base}/api/users/profile`,
      `${base}/samples`,
      `${base}/samples/../api/users/profile`,
      `${base}/samples/%2e%2e/api/users/profile`,
      `${base}/samples/%2E%2E/api/users/profile`,
      `http://user@${base.slice('http://'.length)}/samples/demo-feed.xml`,
    ]) {
      expect(await refusal(address), address).toBe('urlPrivate');
    }
  });

  it('refuse a redirect out of the samples, and another host or port', async () => {
    expect(await refusal(`${base}/samples/jump`)).toBe('urlPrivate');
    const port = Number(new URL(base).port);
    expect(await refusal(`http://localhost:${port}/samples/demo-feed.xml`)).toBe('urlPrivate');
    expect(await refusal(`http://127.0.0.1:${port + 1}/samples/demo-feed.xml`)).toBe('urlPrivate');
    expect(await refusal(`http://127.0.0.2:${port}/samples/demo-feed.xml`)).toBe('urlPrivate');
  });
});
