// Helpers shared by the tests of this package (not exported from index.ts).
import { createReadStream, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FeedErrorCode } from './errors';
import { FeedError } from './errors';
import type { FeedItem, FeedOffer } from './types';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The shared real feeds, outside the repository (never copied in: several have no licence). */
export const FEEDS_DIR = resolve(repoRoot, '../shared/data/feeds');
export const HAS_FEEDS = existsSync(FEEDS_DIR);
if (!HAS_FEEDS) console.warn(`[feeds] ${FEEDS_DIR} is absent: tests on real feeds are skipped.`);

export function feedFile(relative: string): AsyncIterable<Uint8Array> {
  return createReadStream(resolve(FEEDS_DIR, relative));
}

/** Yields the bytes in chunks of the given sizes (cycled), to test chunk boundaries. */
export async function* chunked(bytes: Uint8Array, sizes: number[] = [bytes.length || 1]): AsyncGenerator<Uint8Array> {
  let at = 0;
  let i = 0;
  while (at < bytes.length) {
    const size = Math.max(1, sizes[i++ % sizes.length] ?? 1);
    yield bytes.subarray(at, at + size);
    at += size;
  }
}

export function textSource(text: string, sizes?: number[]): AsyncIterable<Uint8Array> {
  return chunked(new TextEncoder().encode(text), sizes);
}

export async function collect(items: AsyncIterable<FeedItem>): Promise<FeedItem[]> {
  const out: FeedItem[] = [];
  for await (const item of items) out.push(item);
  return out;
}

export function offersOf(items: FeedItem[]): FeedOffer[] {
  return items.flatMap((item) => (item.kind === 'offer' ? [item.offer] : []));
}

export function countKinds(items: FeedItem[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[item.kind] = (counts[item.kind] ?? 0) + 1;
  return counts;
}

/** Runs the reader to its end and returns the FeedError it must fail with. */
export async function failure(items: AsyncIterable<FeedItem>, code: FeedErrorCode): Promise<FeedError> {
  try {
    for await (const _ of items) {
      // drain
    }
  } catch (error) {
    if (error instanceof FeedError && error.code === code) return error;
    throw error;
  }
  throw new Error(`expected ${code}, the feed was read to its end`);
}

/** Encodes Russian text as windows-1251 (enough for tests: ASCII, А–я, Ё, ё). */
export function encodeCp1251(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) out[i] = code;
    else if (code >= 0x410 && code <= 0x44f) out[i] = code - 0x410 + 0xc0;
    else if (code === 0x401) out[i] = 0xa8;
    else if (code === 0x451) out[i] = 0xb8;
    else throw new Error(`cannot encode U+${code.toString(16)} in this test helper`);
  }
  return out;
}
