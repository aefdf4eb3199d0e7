import { useQuery } from '@tanstack/react-query';
import type { CreativePreviewQuery } from '@vitrina/contracts';
import { useEffect, useMemo } from 'react';
import { creativeKeys } from '../keys';
import { rawRequest } from './raw-request';

/** The query string of GET /creativebooster/preview; booleans and numbers as text, unset values left out. */
export function previewSearch(query: CreativePreviewQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * GET /creativebooster/preview → the image the server renders. A failure carries the message of the
 * error body, or `unknownError` (spec §8: the fallback 'Unknown error', localized).
 */
export async function fetchPreviewImage(query: CreativePreviewQuery, unknownError: string, signal?: AbortSignal): Promise<Blob> {
  const response = await rawRequest(`/creativebooster/preview?${previewSearch(query)}`, { signal, fallback: unknownError });
  return response.blob();
}

/** The preview as an object URL, released when the image changes or the pane goes away. */
export function usePreviewImage(query: CreativePreviewQuery | null, unknownError: string) {
  const answer = useQuery({
    queryKey: [...creativeKeys.project(query?.sourceId ?? ''), 'preview', query],
    queryFn: ({ signal }) => fetchPreviewImage(query as CreativePreviewQuery, unknownError, signal),
    enabled: query !== null,
    retry: false,
    staleTime: 60_000,
  });
  const url = useMemo(() => (answer.data ? URL.createObjectURL(answer.data) : null), [answer.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { ...answer, url };
}
