import { translate } from '@vitrina/contracts';
import { detectFormatFromBytes, detectFormatFromUrl, type FormatGuess, peekBytes } from '@vitrina/feeds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { FeedFetchError, type FetchFeedOptions, fetchFeed } from '../../lib';

/** The first bytes are enough to tell XML from a CSV header; a slow server is not waited for long. */
const HEAD_BYTES = 16 * 1024;
const TIMEOUT_MS = 8000;

export interface DetectedFeedFormat {
  format: 'YML' | 'CSV' | null;
  /** Where the answer comes from: the file's first bytes win over the address. */
  from: 'content' | 'url' | null;
  reason: FormatGuess['reason'] | null;
  /** What the first bytes are, when they were read: also 'html', 'json', 'binary', 'empty', 'unknown'. */
  contentReason: FormatGuess['reason'] | null;
  columns: string[];
  /** What the address says, when it names a format (shown when the bytes disagree). */
  urlFormat: 'YML' | 'CSV' | null;
  /** Why the file could not be opened (localized), when it could not. */
  fetchError: string | null;
}

/** Opens the address and reads its first bytes only, within TIMEOUT_MS; never throws. */
async function sniff(
  url: string,
  access: Pick<FetchFeedOptions, 'allowPrivate' | 'privateUrls'>,
): Promise<{ guess: FormatGuess | null; error: FeedFetchError | null }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new FeedFetchError('timeout')), TIMEOUT_MS);
  try {
    const response = await fetchFeed(url, {
      ...access,
      signal: controller.signal,
      connectTimeoutMs: TIMEOUT_MS,
      idleTimeoutMs: TIMEOUT_MS,
    });
    const { head } = await peekBytes(response.body, HEAD_BYTES);
    return { guess: detectFormatFromBytes(head), error: null };
  } catch (error) {
    const reason = controller.signal.aborted ? controller.signal.reason : error;
    return { guess: null, error: reason instanceof FeedFetchError ? reason : new FeedFetchError('unreachable', [String(reason)]) };
  } finally {
    clearTimeout(timer);
    // Stops the rest of the body: only the head was wanted.
    controller.abort();
  }
}

export async function detectFormatRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  /**
   * The format of a feed address before a project is created: its first bytes when the file opens
   * (a web page, JSON or an archive is said to be none), else what the address names. Nothing is saved.
   */
  app.post(
    '/sources/feed-format',
    {
      schema: {
        tags: ['feeds'],
        body: z.strictObject({ url: z.string().trim().min(1, 'validation.required').max(2000, 'validation.maxLength|2000') }),
      },
    },
    async (request): Promise<{ data: DetectedFeedFormat }> => {
      await auth.currentUser(request);
      const { url } = request.body;
      const byUrl = detectFormatFromUrl(url);
      const { guess, error } = await sniff(url, { allowPrivate: deps.config.feedAllowPrivate, privateUrls: deps.config.feedPrivateUrls });
      const byContent = guess?.format ? guess : null;
      const chosen = byContent ?? byUrl;
      return {
        data: {
          format: chosen?.format ?? null,
          from: byContent ? 'content' : byUrl ? 'url' : null,
          reason: chosen?.reason ?? null,
          contentReason: guess?.reason ?? null,
          columns: byContent?.columns ?? [],
          urlFormat: byUrl?.format ?? null,
          fetchError: error ? translate(request.locale, `feeds.fetch.${error.code}`, error.params) : null,
        },
      };
    },
  );
}
