import { useQuery } from '@tanstack/react-query';
import { feedUrlSchema } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { projectKeys } from '../keys';

/** POST /sources/feed-format {url}: the server's answer (apps/server feeds/detect-route.ts). */
export interface DetectedFeedFormat {
  format: 'YML' | 'CSV' | null;
  from: 'content' | 'url' | null;
  reason: string | null;
  /** What the first bytes are, when they were read: also 'html', 'json', 'binary', 'empty', 'unknown'. */
  contentReason: string | null;
  columns: string[];
  urlFormat: 'YML' | 'CSV' | null;
  fetchError: string | null;
}

export function detectFeedFormat(url: string, signal?: AbortSignal): Promise<DetectedFeedFormat> {
  return http.post<DetectedFeedFormat>('/sources/feed-format', { url }, { signal, quiet: true });
}

/** Asks once per address that looks like a feed URL; nothing while the address is not one. */
export function useDetectedFeedFormat(url: string) {
  const trimmed = url.trim();
  return useQuery({
    queryKey: projectKeys.feedFormat(trimmed),
    queryFn: ({ signal }) => detectFeedFormat(trimmed, signal),
    enabled: trimmed !== '' && feedUrlSchema.safeParse(trimmed).success,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
