import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { readAbortable } from './decode';

/** A full collection on demand (vitest runs without --expose-gc). */
function collect(): void {
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

describe('readAbortable', () => {
  it('keeps no chunk it has handed on, however many pass while the signal is armed', async () => {
    const chunks = 40;
    const refs: Array<WeakRef<Uint8Array>> = [];
    async function* source() {
      for (let i = 0; i < chunks; i++) {
        const chunk = new Uint8Array(64 * 1024).fill(i);
        refs.push(new WeakRef(chunk));
        yield chunk;
      }
    }
    const controller = new AbortController();
    let seen = 0;
    let alive = -1;
    for await (const chunk of readAbortable(source(), controller.signal)) {
      expect(chunk[0]).toBe(seen++);
      if (seen === 30) {
        // A WeakRef keeps its target until the current job ends: collect in a later one.
        await new Promise((resolve) => setTimeout(resolve, 0));
        collect();
        alive = refs.slice(0, seen - 2).filter((ref) => ref.deref() !== undefined).length;
      }
    }
    expect(seen).toBe(chunks);
    // Racing each next() against one abort promise left a reaction per chunk on it: all stayed.
    expect(alive).toBe(0);
  });

  it('stops with FEED_ABORTED while the source is stuck waiting for its next chunk', async () => {
    const controller = new AbortController();
    async function* stuck() {
      yield new Uint8Array([1]);
      await new Promise(() => {});
    }
    const reading = (async () => {
      for await (const _chunk of readAbortable(stuck(), controller.signal)) setTimeout(() => controller.abort(), 5);
    })();
    await expect(reading).rejects.toMatchObject({ code: 'FEED_ABORTED' });
  });
});
