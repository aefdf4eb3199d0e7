/** Statistics: events store, rollups, partitions and reports. */
export { createSqlEventsStore, type EventsStore, type StoredTrackerEvent } from './events-store';
export { startEventsMaintenance } from './maintenance';
export { rollupEndedMonths } from './month-rollups';
export { ensureMonthPartitions } from './partitions';
export { popularSearches } from './popular-searches';
export { rollupEndedDays } from './rollups';
export { statsRoutes } from './routes';
export { SEARCH_REPORTS } from './search-reports';
export { DAY_MS } from './spans';
export { MAX_CLOCK_SKEW_MS, rollupEndedTrackerDays } from './tracker-rollups';
