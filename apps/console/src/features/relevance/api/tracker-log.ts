import { useQuery } from '@tanstack/react-query';
import { TRACKER_LOG_DEFAULT_LIMIT, type TrackerLogEntry } from '@vitrina/contracts';
import { http } from '../../../lib/http';
import { relevanceKeys } from '../keys';

/** How often the open tracker page asks for new events; the tracker stores a click within about a second. */
export const TRACKER_LOG_REFRESH_MS = 4000;

/** GET /sources/{id}/logs/tracker-events?limit → the project's newest events, newest first. */
export function getTrackerLog(id: string, signal?: AbortSignal): Promise<TrackerLogEntry[]> {
  return http.get<TrackerLogEntry[]>(`/sources/${encodeURIComponent(id)}/logs/tracker-events`, {
    query: { limit: TRACKER_LOG_DEFAULT_LIMIT },
    signal,
    // A poll every few seconds must not flash the page's progress bar.
    background: true,
    quiet: true,
  });
}

/** Refreshed while the page is open and visible; a hidden tab stops asking (TanStack pauses the interval). */
export function useTrackerLog(id: string, refreshMs = TRACKER_LOG_REFRESH_MS) {
  return useQuery({
    queryKey: relevanceKeys.trackerLog(id),
    queryFn: ({ signal }) => getTrackerLog(id, signal),
    refetchInterval: refreshMs,
    refetchIntervalInBackground: false,
  });
}
