import type { FastifyReply, FastifyRequest } from 'fastify';
import { ANSWER_COMPRESSION, accepts, compressAnswer } from '../../http/compression';

/** How long an answer is reused: time-windowed merchandising rules and new shopper evidence show within it. */
const TTL_MS = 5000;
/**
 * An answer that took this long to compute (a broad query: the empty query, one letter, a word in
 * every description — tens of ms over 100k offers, against under 1 ms for most) is reused for
 * EXPENSIVE_TTL_MS: shoppers typing the same first letter, and anyone repeating it to load the node,
 * get it as bytes. New learned signals, popularity, settings or catalogs still replace it at once (they
 * are in its key); only time-windowed merchandising rules may show up to that much later on it.
 */
const EXPENSIVE_MS = 10;
const EXPENSIVE_TTL_MS = 30_000;
/** Answers kept per node at most, in bytes of JSON (about 3,000 answers of 11 KB). */
const MAX_BYTES = 32 * 1024 * 1024;

/** One answer, serialized once, with what recording it needs; its compressed forms are made on first demand. */
export interface SerializedAnswer<Meta = unknown> {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  at: number;
  /** How long it is reused from `at`. */
  keepMs?: number;
  /** What recording the search needs (the same for every shopper who gets this answer). */
  meta: Meta;
}

const ids = new WeakMap<object, number>();
let nextId = 1;
/** A number per object, for keys that must change when a map (learned signals, popularity) is replaced. */
export function identityOf(value: object | null | undefined): number {
  if (!value) return 0;
  let id = ids.get(value);
  if (id === undefined) {
    id = nextId++;
    ids.set(value, id);
  }
  return id;
}

/**
 * Search answers by request: shoppers ask the same queries again and again (a few hundred queries make
 * most of a shop's searches), so an answer is computed, serialized and compressed once and sent as
 * bytes until its key changes (settings, catalog, learned signals or popularity replaced) or five
 * seconds pass. Bounded in bytes, oldest first out.
 */
export function createSearchAnswers<Meta>(ttlMs = TTL_MS, maxBytes = MAX_BYTES, expensiveTtlMs = EXPENSIVE_TTL_MS) {
  const entries = new Map<string, SerializedAnswer<Meta>>();
  let bytes = 0;
  const drop = (key: string, entry: SerializedAnswer<Meta>) => {
    entries.delete(key);
    bytes -= entry.body.length;
  };
  return {
    get(key: string, now = Date.now()): SerializedAnswer<Meta> | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now - entry.at >= (entry.keepMs ?? ttlMs)) {
        drop(key, entry);
        return undefined;
      }
      return entry;
    },
    /** Keeps an answer that took `costMs` to compute (an expensive one for longer). */
    set(key: string, body: Buffer, meta: Meta, costMs = 0, now = Date.now()): SerializedAnswer<Meta> {
      const old = entries.get(key);
      if (old) drop(key, old);
      const entry: SerializedAnswer<Meta> = { body, at: now, meta, keepMs: costMs >= EXPENSIVE_MS ? expensiveTtlMs : ttlMs };
      entries.set(key, entry);
      bytes += body.length;
      for (const [oldest, value] of entries) {
        if (bytes <= maxBytes) break;
        drop(oldest, value);
      }
      return entry;
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}

/** Sends a serialized answer in the encoding the request accepts (as registerCompression would), compressing it once. */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer): FastifyReply {
  reply.header('content-type', 'application/json; charset=utf-8');
  if (answer.body.length < ANSWER_COMPRESSION.threshold) return reply.send(answer.body);
  reply.header('vary', 'accept-encoding');
  if (accepts(request, 'br')) {
    answer.br ??= compressAnswer(answer.body, 'br');
    return reply.header('content-encoding', 'br').send(answer.br);
  }
  if (accepts(request, 'gzip')) {
    answer.gzip ??= compressAnswer(answer.body, 'gzip');
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.body);
}
