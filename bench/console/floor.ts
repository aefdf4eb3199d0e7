// The physical floor of time to content on this machine: a bare Node server sends a static page of
// one element, measured exactly as a console route is (a fresh browser context, the first animation
// frame where the element is visible). What Chromium itself costs here (a renderer process, the
// navigation, the first frame) sits under every route, and differs from machine to machine by more
// than the console does: reading each route as floor + the console's own part keeps runs comparable.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { contentTime, type Route } from './visits';

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title></head><body><main data-testid="floor">Vitrina</main></body></html>';
const ROUTE: Route = { path: '/', content: '[data-testid=floor]', signedIn: false };

/** Time to content of the static page in a fresh context, once per run, in ms. */
export async function floorTimes(browser: Browser, runs: number): Promise<number[]> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    const times: number[] = [];
    for (let run = 0; run <= runs; run += 1) {
      const context = await browser.newContext();
      const time = await contentTime(await context.newPage(), url, ROUTE);
      await context.close();
      if (run > 0) times.push(time); // the first is a warm-up, as for every route
    }
    return times;
  } finally {
    server.close();
  }
}
