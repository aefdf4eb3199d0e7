import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import { projectAreaKeys } from '../../keys';

export interface StatsSettings {
  /** Months of raw events the project keeps; null follows the server's default. */
  eventsRetentionMonths: number | null;
  defaultRetentionMonths: number;
}

const path = (id: string) => `/sources/${encodeURIComponent(id)}/stats/settings`;
const settingsKey = (id: string) => [...projectAreaKeys.detail(id), 'stats-settings'] as const;

export function statsSettingsQuery(id: string) {
  return queryOptions({
    queryKey: settingsKey(id),
    queryFn: ({ signal }) => http.get<StatsSettings>(path(id), { signal, quiet: true, background: true }),
  });
}

export function useStatsSettings(id: string) {
  return useQuery(statsSettingsQuery(id));
}

/** PUT /sources/{id}/stats/settings: the retention of raw events (the worker drops older ones). */
export function useSaveStatsSettings(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eventsRetentionMonths: number | null) => http.put<StatsSettings>(path(id), { eventsRetentionMonths }, { quiet: true }),
    onSuccess: (saved) => {
      client.setQueryData(settingsKey(id), saved);
      return client.invalidateQueries({ queryKey: projectAreaKeys.sourceChanges(id) });
    },
  });
}
