import { SEARCH_WIDGET_DEFAULTS } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';
import { stableJson } from '../../lib';
import { type PublishedWidget, publishedWidgetOf, widgetSettingsOf } from './published-settings';

/**
 * Save and publish (docs/decisions/0017): a save changes the project; the shop's site runs the
 * widget document published last. This file compares the two and keeps the published one.
 */

/** One setting whose saved value is not on the shop's site yet; `key` is a path like "colors.primary". */
export interface WidgetChange {
  key: string;
  published: unknown;
  saved: unknown;
}

/** A hostile widgetSettings could differ in thousands of keys: the answer lists this many and counts all. */
export const MAX_LISTED_CHANGES = 100;

const DEFAULTS = SEARCH_WIDGET_DEFAULTS as unknown as Record<string, unknown>;
const DEFAULT_ORDER = Object.keys(DEFAULTS);

function isBag(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the widget runs with for a value: a missing or null one is the widget's default (core/settings.ts). */
const effective = (value: unknown, fallback: unknown) => (value === undefined || value === null ? fallback : value);

function keysInOrder(a: Record<string, unknown>, b: Record<string, unknown>, order: readonly string[]): string[] {
  const all = new Set([...Object.keys(a), ...Object.keys(b)]);
  const known = order.filter((key) => all.has(key));
  const rest = [...all].filter((key) => !order.includes(key)).sort();
  return [...known, ...rest];
}

/**
 * The settings a shopper would see differently once `saved` is published, in the order of the
 * widget's settings; objects of settings (colours, fonts, completions, hooks…) are compared key by key.
 */
export function diffWidgetSettings(published: Record<string, unknown>, saved: Record<string, unknown>): WidgetChange[] {
  const changes: WidgetChange[] = [];
  for (const key of keysInOrder(published, saved, DEFAULT_ORDER)) {
    const fallback = DEFAULTS[key];
    const before = effective(published[key], fallback);
    const after = effective(saved[key], fallback);
    if (stableJson(before) === stableJson(after)) continue;
    if (isBag(fallback) && isBag(before) && isBag(after)) {
      const b = { ...fallback, ...before };
      const a = { ...fallback, ...after };
      for (const sub of keysInOrder(b, a, Object.keys(fallback))) {
        if (stableJson(b[sub]) !== stableJson(a[sub]))
          changes.push({ key: `${key}.${sub}`, published: b[sub] ?? null, saved: a[sub] ?? null });
      }
    } else changes.push({ key, published: before ?? null, saved: after ?? null });
  }
  return changes;
}

/**
 * The published document; a project that never had one gets the settings its shop already runs
 * with (the saved ones), so from now on a save never reaches the site without a publish.
 */
export async function keepPublishedBaseline(
  db: Queryable,
  uuid: string,
  fields: Record<string, unknown>,
  settings: Record<string, unknown>,
): Promise<PublishedWidget> {
  const existing = publishedWidgetOf(fields);
  if (existing) return existing;
  const baseline = publishedBaselineOf(fields, settings);
  await db.query(
    `update sources set fields = jsonb_set(fields, '{publishedWidget}', $2::jsonb)
     where uuid = $1 and coalesce(jsonb_typeof(fields->'publishedWidget'), 'null') <> 'object'`,
    [uuid, JSON.stringify(baseline)],
  );
  return baseline;
}

/** The baseline to store beside fields about to be written (a PATCH writes fields whole). */
export function publishedBaselineOf(fields: Record<string, unknown>, settings: Record<string, unknown>): PublishedWidget {
  return publishedWidgetOf(fields) ?? { settings: widgetSettingsOf(fields, settings), publishedAt: null };
}
