import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long an answer is reused: time-windowed merchandising rules and new shopper evidence show within it. */
const TTL_MS = 5000;
/** Answers kept per node at most, in bytes of JSON (about 3,000 answers of 11 KB). */
const MAX_BYTES = 32 * 1024 * 1024;
/** Below this an answer goes out as it is (compressing saves less than it costs). */
const MIN_COMPRESS_BYTES = 1024;

/** One answer, serialized once, with what recording it needs; its compressed forms are made on first demand. */
export interface SerializedAnswer<Meta = unknown> {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  at: number;
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
export function createSearchAnswers<Meta>(ttlMs = TTL_MS, maxBytes = MAX_BYTES) {
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
      if (now - entry.at >= ttlMs) {
        drop(key, entry);
        return undefined;
      }
      return entry;
    },
    set(key: string, body: Buffer, meta: Meta, now = Date.now()): SerializedAnswer<Meta> {
      const old = entries.get(key);
      if (old) drop(key, old);
      const entry: SerializedAnswer<Meta> = { body, at: now, meta };
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

/** Sends a serialized answer in the encoding the request accepts (brotli 5 or gzip 6, as decision 0014 chose), compressing it once. */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer): FastifyReply {
  reply.header('content-type', 'application/json; charset=utf-8');
  if (answer.body.length < MIN_COMPRESS_BYTES) return reply.send(answer.body);
  reply.header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    answer.br ??= zlib.brotliCompressSync(answer.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length },
    });
    return reply.header('content-encoding', 'br').send(answer.br);
  }
  if (/\bgzip\b/.test(accepted)) {
    answer.gzip ??= zlib.gzipSync(answer.body, { level: 6 });
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.body);
}
