import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedFetchError } from './fetch-errors';
import { fetchFeed } from './guarded-fetch';
import { msUntilTooSlow } from './throughput-floor';

const FLOOR = { bytesPerSecond: 1000, windowMs: 300 };
let server: http.Server;
let base = '';
const timers = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    response.writeHead(200);
    // One byte every 50 ms: 20 B/s, far under the floor, yet never silent long enough for the idle timeout.
    if (request.url === '/drip') {
      const timer = setInterval(() => response.write('<'), 50);
      timers.add(timer);
      response.on('close', () => clearInterval(timer));
      return;
    }
    response.end(Buffer.alloc(256 * 1024, 'a'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const timer of timers) clearInterval(timer);
  server.closeAllConnections();
  server.close();
});

async function read(path: string, { pauseMs = 0, floor = FLOOR } = {}): Promise<number> {
  const response = await fetchFeed(base + path, { allowPrivate: true, idleTimeoutMs: 5_000, throughputFloor: floor });
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    // A slow reader (a busy database, an index build) between chunks.
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return bytes;
}

describe('throughput floor', () => {
  it('fails a feed that drips bytes under the floor, naming the floor', async () => {
    const error = await read('/drip').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedFetchError);
    expect(error).toMatchObject({ code: 'tooSlow', params: [1000, 0.3] });
  });

  it('does not count the time the reader itself spends between chunks', async () => {
    // Counted by the wall clock, the pauses (each longer than the window) would put this far under
    // 1 MB/s; the network itself delivers it in well under the window.
    expect(await read('/whole', { pauseMs: 350, floor: { bytesPerSecond: 1_000_000, windowMs: 300 } })).toBe(256 * 1024);
  });

  it('waits the whole first window before judging (the grace period)', () => {
    expect(msUntilTooSlow([{ waited: 0, bytes: 0 }], FLOOR)).toBe(300);
    expect(
      msUntilTooSlow(
        [
          { waited: 0, bytes: 0 },
          { waited: 100, bytes: 1 },
        ],
        FLOOR,
      ),
    ).toBe(200);
  });

  it('gives a window that would fall short no time at all, and a healthy one until its bytes age out', () => {
    // 100 bytes in the last 300 ms of waiting: under the 300 bytes asked.
    expect(
      msUntilTooSlow(
        [
          { waited: 0, bytes: 0 },
          { waited: 400, bytes: 100 },
        ],
        FLOOR,
      ),
    ).toBe(0);
    // 10 kB at 100 ms: the window keeps over 300 bytes until that chunk is 300 ms old.
    expect(
      msUntilTooSlow(
        [
          { waited: 0, bytes: 0 },
          { waited: 100, bytes: 10_000 },
          { waited: 350, bytes: 10_050 },
        ],
        FLOOR,
      ),
    ).toBe(50);
  });

  it('never lets a window holding fewer bytes than the floor asks go unjudged', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 500 })), { maxLength: 30 }), (steps) => {
        const samples = [{ waited: 0, bytes: 0 }];
        for (const [wait, bytes] of steps) {
          const last = samples[samples.length - 1] ?? { waited: 0, bytes: 0 };
          samples.push({ waited: last.waited + wait, bytes: last.bytes + bytes });
        }
        const last = samples[samples.length - 1] ?? { waited: 0, bytes: 0 };
        const trip = last.waited + msUntilTooSlow(samples, FLOOR);
        // With no more bytes, the window ending at `trip` holds under the floor, and any earlier one (past the grace) does not.
        const bytesBy = (time: number) => samples.filter((sample) => sample.waited <= time).at(-1)?.bytes ?? 0;
        const held = (end: number) => last.bytes - bytesBy(end - FLOOR.windowMs);
        const need = (FLOOR.bytesPerSecond * FLOOR.windowMs) / 1000;
        expect(held(trip)).toBeLessThan(need);
        if (trip > last.waited && trip > FLOOR.windowMs) expect(held(trip - 1)).toBeGreaterThanOrEqual(need);
      }),
    );
  });
});
