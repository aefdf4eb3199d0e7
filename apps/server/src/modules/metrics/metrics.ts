import client from 'prom-client';
import type { Queryable } from '../../db/database';

/**
 * The process's Prometheus metrics (decision 0009). One registry per process: several apps in
 * one process (ROLE=all, tests) share it and tell their series apart by the `role` label.
 * Gauges read their values when scraped from providers the roles add, so nothing is counted twice.
 */
export const metricsRegistry = new client.Registry();
client.collectDefaultMetrics({ register: metricsRegistry, prefix: 'vitrina_' });
const registers = [metricsRegistry];

export const httpRequests = new client.Counter({
  name: 'vitrina_http_requests_total',
  help: 'HTTP requests answered, by role, route group (the route template) and status class.',
  labelNames: ['role', 'route', 'method', 'status'] as const,
  registers,
});

export const httpDuration = new client.Histogram({
  name: 'vitrina_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by role and route group.',
  labelNames: ['role', 'route'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const feedLoads = new client.Counter({
  name: 'vitrina_feed_loads_total',
  help: 'Feed loads finished by this process, by outcome (success, failed, held, stopped, interrupted).',
  labelNames: ['outcome'] as const,
  registers,
});

export const rowsRejected = new client.Counter({
  name: 'vitrina_event_rows_rejected_total',
  help: 'Recorded rows (search events, impressions) the database refused for their data and that were dropped, by kind.',
  labelNames: ['kind'] as const,
  registers,
});

export const searchShareWaits = new client.Counter({
  name: 'vitrina_search_share_waits_total',
  help: 'Searches held back for a moment because their project had used more than its share of the search node while others searched.',
  registers,
});

export const searchShareRefusals = new client.Counter({
  name: 'vitrina_search_share_refusals_total',
  help: "Searches refused (429) because their project's turn on the search node would come too late.",
  registers,
});

interface IndexStat {
  uuid: string;
  offers: number;
  bytes: number;
}
interface ListenStat {
  connected: boolean;
  connections: number;
}

const indexProviders = new Set<() => IndexStat[]>();
const bufferProviders = new Set<() => Array<{ kind: string; size: number }>>();
const listenProviders = new Set<() => ListenStat>();
const queueDbs = new Set<Queryable>();

/** Adds a source of values to the scrape; returns the function that removes it (on app close). */
function provide<T>(set: Set<T>, value: T): () => void {
  set.add(value);
  return () => set.delete(value);
}
export const provideIndexes = (fn: () => IndexStat[]) => provide(indexProviders, fn);
export const provideBuffers = (fn: () => Array<{ kind: string; size: number }>) => provide(bufferProviders, fn);
export const provideListener = (fn: () => ListenStat) => provide(listenProviders, fn);
/** The job queue is cluster-wide: nodes that report it report the same figures (aggregate with max). */
export const provideQueue = (db: Queryable) => provide(queueDbs, db);

/** A per-project gauge of the indexes loaded on this node. */
function indexGauge(name: string, help: string, pick: (stat: IndexStat) => number) {
  new client.Gauge({
    name,
    help,
    labelNames: ['project'] as const,
    registers,
    collect() {
      this.reset();
      for (const provider of indexProviders) for (const stat of provider()) this.set({ project: stat.uuid }, pick(stat));
    },
  });
}
indexGauge('vitrina_index_offers', 'Offers in the in-memory search index of each project loaded on this node.', (stat) => stat.offers);
indexGauge(
  'vitrina_index_bytes',
  'Approximate memory of the search index of each project loaded on this node, in bytes.',
  (stat) => stat.bytes,
);

new client.Gauge({
  name: 'vitrina_events_buffered',
  help: 'Events held in memory waiting for their batch write (search: queries; tracker: shop events).',
  labelNames: ['kind'] as const,
  registers,
  collect() {
    this.reset();
    const sums = new Map<string, number>();
    for (const provider of bufferProviders) for (const { kind, size } of provider()) sums.set(kind, (sums.get(kind) ?? 0) + size);
    for (const [kind, size] of sums) this.set({ kind }, size);
  },
});

new client.Gauge({
  name: 'vitrina_listen_connected',
  help: '1 while the search node LISTENs for change notifications on PostgreSQL, 0 while it reconnects.',
  registers,
  collect() {
    this.reset();
    for (const provider of listenProviders) this.set(provider().connected ? 1 : 0);
  },
});

new client.Gauge({
  name: 'vitrina_listen_connections',
  help: 'LISTEN connections made since start, the first included: above 1 means the node reconnected.',
  registers,
  collect() {
    this.reset();
    for (const provider of listenProviders) this.set(provider().connections);
  },
});

new client.Gauge({
  name: 'vitrina_jobs',
  help: 'Jobs in the durable queue by kind and state (cluster-wide).',
  labelNames: ['kind', 'state'] as const,
  registers,
  async collect() {
    this.reset();
    const [db] = queueDbs;
    if (!db) return;
    const rows = await db.query<{ kind: string; state: string; count: string }>(
      'select kind, state, count(*) as count from jobs group by kind, state',
    );
    for (const row of rows) this.set({ kind: row.kind, state: row.state }, Number(row.count));
  },
});
