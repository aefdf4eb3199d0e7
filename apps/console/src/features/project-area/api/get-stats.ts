import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsSelect } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { projectAreaKeys } from '../keys';
import type { StatsOptions } from '../statistics/stats-types';

/** The most rows one call may ask for; the CSV export asks for this many. */
export const STATS_MAX_LIMIT = 10_000;

/**
 * POST /sources/{id}/stats {select, options} → {data: rows}. Quiet: the screens show the
 * statistics load failure of spec §8 themselves instead of the raw server message.
 */
export function getStats<Row>(id: string, select: StatsSelect, options: StatsOptions, signal?: AbortSignal): Promise<Row[]> {
  return http.post<Row[]>(`/sources/${encodeURIComponent(id)}/stats`, { select, options }, { signal, quiet: true });
}

export function statsQuery<Row>(id: string, select: StatsSelect, options: StatsOptions) {
  return queryOptions<Row[], Error, Row[], ReturnType<typeof projectAreaKeys.stats>>({
    queryKey: projectAreaKeys.stats(id, select, options),
    queryFn: ({ signal }) => getStats<Row>(id, select, options, signal).then((rows) => rows ?? []),
    // The previous period's rows stay (dimmed) while the next ones load.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useStats<Row>(id: string, select: StatsSelect, options: StatsOptions) {
  return useQuery(statsQuery<Row>(id, select, options));
}
