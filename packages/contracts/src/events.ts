import { z } from 'zod';
import { TRACKER_EVENT_TYPES } from './tracker-events';

/** Kinds of events the widget and the tracker send (spec §3 tracker events, issue: analytics). */
export const EVENT_TYPES = [
  ...TRACKER_EVENT_TYPES,
  /** A trade widget carousel was shown; `name` carries the widget id, `offerId` each shown offer. */
  'widgetImpression',
  /** An offer in a trade widget carousel was clicked; `name` carries the widget id. */
  'widgetClick',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Most events in one request; a tracker batches a page's events into one. */
export const MAX_EVENTS_PER_REQUEST = 500;

const id = z
  .union([z.string(), z.number()], { error: 'validation.required' })
  .transform(String)
  .pipe(z.string().trim().min(1, 'validation.required').max(200, 'validation.max|200'));
const money = z
  .union([z.number(), z.string()], { error: 'validation.invalid' })
  .transform((v) => Number(String(v).replace(/\s/g, '').replace(',', '.')))
  .pipe(
    z.number({ error: 'validation.invalid' }).finite('validation.invalid').min(0, 'validation.invalid').max(1e12, 'validation.invalid'),
  );

/** One tracker or widget event; validated on its own so one bad event never sinks the others. */
export const trackerEventSchema = z.object({
  type: z.enum(EVENT_TYPES, { error: `validation.oneOf|${EVENT_TYPES.join(', ')}` }),
  /** The configured name of a custom event. */
  name: z.string().trim().max(200, 'validation.max|200').optional(),
  userId: id,
  offerId: id.optional(),
  query: z.string().max(500, 'validation.max|500').optional(),
  orderId: id.optional(),
  price: money.optional(),
  quantity: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(100_000, 'validation.invalid')
    .optional(),
  url: z.string().max(2048, 'validation.max|2048').optional(),
  /** Client time in ms; the server's clock decides when it is far off. */
  ts: z.number().finite().optional(),
});
export type TrackerEvent = z.output<typeof trackerEventSchema>;

export const STATS_SELECTS = [
  'lastQueries',
  'zeroResultQueries',
  'popularQueries',
  'noClickQueries',
  'popularByUsers',
  'errors',
  'vendors',
  'categories',
  'ecommerce',
  'searchesPerDay',
] as const;
export type StatsSelect = (typeof STATS_SELECTS)[number];

const time = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const date = typeof v === 'number' ? new Date(v) : new Date(v);
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
    return z.NEVER;
  }
  return date;
});

export const statsBody = z.strictObject({
  select: z.enum(STATS_SELECTS, { error: `validation.oneOf|${STATS_SELECTS.join(', ')}` }),
  options: z
    .object({
      from: time.optional(),
      to: time.optional(),
      limit: z.number().int().min(1).max(10_000).default(100),
      skip: z.number().int().min(0).max(1_000_000).default(0),
      /** E-commerce detail (spec §2): day, week or month. */
      detail: z.enum(['day', 'week', 'month']).default('day'),
      /** Device types (spec §2): all, mobile, desktop, unknown. */
      device: z.enum(['all', 'mobile', 'desktop', 'unknown']).default('all'),
    })
    .default({ limit: 100, skip: 0, detail: 'day', device: 'all' }),
});

/** Events the console's live tracker log shows by default, and the most one call returns. */
export const TRACKER_LOG_DEFAULT_LIMIT = 50;
export const TRACKER_LOG_MAX_LIMIT = 200;

/** GET /sources/{id}/logs/tracker-events?limit: the newest events first. */
export const trackerLogQuery = z.object({
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(TRACKER_LOG_MAX_LIMIT, `validation.tooMany|${TRACKER_LOG_MAX_LIMIT}`)
    .default(TRACKER_LOG_DEFAULT_LIMIT),
});

/** One stored tracker or widget event as the live log shows it; `at` is its time in ms. */
export interface TrackerLogEntry {
  id: string;
  type: string;
  name: string | null;
  userId: string;
  offerId: string | null;
  query: string | null;
  orderId: string | null;
  price: number | null;
  quantity: number | null;
  url: string | null;
  device: string;
  at: number;
}
