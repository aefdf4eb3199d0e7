import fs from 'node:fs';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers over 1 KB in brotli 5 or gzip 6, as the request's Accept-Encoding allows (Vary set):
 * measured on real search answers (`npm run bench:compression`, decision 0014), brotli 5 sends an
 * 11 KB answer as 1.7 KB for about 0.17 ms of CPU, 47 ms less on a phone's 1.6 Mbit/s; higher levels
 * cost several times the CPU for a few hundred bytes. A response already encoded (a precompressed
 * static file) passes as it is.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: ANSWER_COMPRESSION.threshold,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: ANSWER_COMPRESSION.brotliQuality } },
    zlibOptions: { level: ANSWER_COMPRESSION.gzipLevel },
  });
}

/** Dynamic answers: compressed from this size, at these levels (decision 0014). */
export const ANSWER_COMPRESSION = { threshold: 1024, brotliQuality: 5, gzipLevel: 6 } as const;

export type Encoding = 'br' | 'gzip';
const ACCEPTS: Record<Encoding, RegExp> = { br: /\bbr\b/, gzip: /\bgzip\b/ };

/** Whether the request's Accept-Encoding takes this encoding. */
export function accepts(request: FastifyRequest, encoding: Encoding): boolean {
  return ACCEPTS[encoding].test(String(request.headers['accept-encoding'] ?? ''));
}

/** An answer compressed as registerCompression would, for answers compressed once and sent many times. */
export function compressAnswer(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: ANSWER_COMPRESSION.brotliQuality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: ANSWER_COMPRESSION.gzipLevel });
}

/** Cache-Control of the console's files: hashed assets never change; the rest is checked each time. */
export function consoleCacheControl(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The precompressed sibling of a built file the request accepts, when it is as new as the file. */
export function precompressedOf(request: FastifyRequest, file: string, stat: fs.Stats): { path: string; encoding: 'br' | 'gzip' } | null {
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepts(request, encoding)) continue;
    try {
      const packed = fs.statSync(file + suffix);
      if (packed.mtimeMs >= stat.mtimeMs) return { path: file + suffix, encoding };
    } catch {
      // Not built (a development build): the plain file, compressed on the fly.
    }
  }
  return null;
}
