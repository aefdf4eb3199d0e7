import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { createNodeShare } from './node-share';

/** A node share on a clock the test moves: each computation "takes" the time it is given. */
function nodeShare(share = 0.5, maxWaitMs = 1000) {
  let now = 0;
  const headers: Record<string, string> = {};
  const reply = {
    header: (name: string, value: string) => {
      headers[name] = value;
    },
  } as unknown as FastifyReply;
  const node = createNodeShare({ share, maxWaitMs }, () => now);
  const take = (ms: number) => () => {
    now += ms;
  };
  return {
    headers,
    compute: (project: string, ms: number) => node.measure(project, take(ms)),
    /** `count` computations of the heavy project back to back, the light one searching now and then. */
    heavy(count: number, ms = 70) {
      for (let i = 0; i < count; i++) {
        if (i % 5 === 0) node.measure('light', take(1));
        node.measure('heavy', take(ms));
      }
    },
    admit: (project: string) => node.admit(project, reply),
    screen: (project: string) => node.screen(project, reply),
    idle: (ms: number) => take(ms)(),
  };
}

describe('each project’s share of a search node', () => {
  it('never holds a project searching alone, however much it computes', () => {
    const node = nodeShare();
    for (let i = 0; i < 100; i++) {
      expect(node.admit('heavy')).toBeUndefined();
      node.compute('heavy', 70);
    }
  });

  it('holds a project over its share while another searches, and lets the other through', async () => {
    const node = nodeShare();
    // 20 × 70 ms back to back, its share refilling half of it: 200 ms over its burst of 500.
    node.heavy(20);
    const turn = node.admit('heavy');
    expect(turn).toBeInstanceOf(Promise);
    await turn;
    // The light project is within its share: not held.
    expect(node.admit('light')).toBeUndefined();
  });

  it('refuses with 429 and Retry-After when the turn would come after the longest wait', () => {
    const node = nodeShare(0.5, 1000);
    node.heavy(40); // 900 ms over: 1.8 s to repay at half the loop
    let refused: unknown;
    try {
      node.admit('heavy');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(429);
    expect(node.headers['retry-after']).toBe('2');
  });

  it('screens out a request of a project far over its share before any work, and only such a one', () => {
    const node = nodeShare(0.5, 1000);
    node.heavy(20); // its turn 0.4 s away: held when it computes, not screened out
    expect(() => node.screen('heavy')).not.toThrow();
    node.heavy(20); // 1.1 s away
    expect(() => node.screen('heavy')).toThrow(AppError);
    expect(node.headers['retry-after']).toBe('2');
    expect(() => node.screen('light')).not.toThrow();
    expect(() => node.screen('unknown')).not.toThrow();
  });

  it('repays the debt with time: the project computes again once its share has refilled', async () => {
    const node = nodeShare();
    node.heavy(20);
    await node.admit('heavy');
    node.idle(500);
    node.compute('light', 1);
    expect(node.admit('heavy')).toBeUndefined();
  });

  it('stops holding the heavy project once the others have gone quiet', () => {
    const node = nodeShare();
    node.heavy(20);
    expect(node.admit('heavy')).toBeInstanceOf(Promise);
    node.idle(2500);
    for (let i = 0; i < 40; i++) node.compute('heavy', 70);
    expect(node.admit('heavy')).toBeUndefined();
  });

  it('queues waiting requests one after another, not all at the same moment', () => {
    const node = nodeShare(0.5, 10_000);
    node.heavy(20);
    const waits: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    globalThis.setTimeout = ((_: () => void, ms: number) => {
      waits.push(ms);
      return 0;
    }) as unknown as typeof setTimeout;
    try {
      for (let i = 0; i < 3; i++) node.admit('heavy');
    } finally {
      globalThis.setTimeout = realSetTimeout;
    }
    expect(waits[1]).toBeGreaterThan(waits[0] as number);
    expect(waits[2]).toBeGreaterThan(waits[1] as number);
  });

  it('is off with a share of 1', () => {
    const node = nodeShare(1);
    node.heavy(60);
    expect(node.admit('heavy')).toBeUndefined();
  });
});
