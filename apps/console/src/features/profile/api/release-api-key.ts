import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { profileKeys } from '../keys';

export interface ReleasedApiKey {
  apiKey: string;
  createdAt: number;
}

/** GET /users/{id}/apiKeyRelease creates a new personal key; the answer is the only time it is shown. */
export function releaseApiKey(userId: string): Promise<ReleasedApiKey> {
  return http.get<ReleasedApiKey>(`/users/${encodeURIComponent(userId)}/apiKeyRelease`);
}

export function useReleaseApiKey(userId: string) {
  return useMutation({ mutationKey: profileKeys.releaseApiKey(userId), mutationFn: () => releaseApiKey(userId) });
}
