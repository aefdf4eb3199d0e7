import {
  LOCALES,
  OFFER_LAYOUTS,
  SEARCH_WIDGET_DEFAULTS,
  SEARCH_WIDGET_KINDS,
  type SearchWidgetSettings,
  type SourceStatus,
} from '@vitrina/contracts';

// Every setting and its default live in contracts (SearchWidgetSettings, SEARCH_WIDGET_DEFAULTS), shared with the console.

/** The object the per-project loader pushes to window.VitrinaConfigs. */
export interface WidgetConfig {
  projectId: string;
  apiUrl: string;
  sourceStatus?: SourceStatus;
  debug?: boolean;
  consoleUrl?: string;
  fallbackScriptUrl?: string;
  settings?: DeepPartial<SearchWidgetSettings>;
  /** The owner's preview (the console's, or ?vitrina_preview on the shop's site): searches go as the owner's, nothing is tracked. */
  preview?: boolean;
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** A list of choices, for checking values read from the page. */
const oneOf = (list: readonly string[], value: string) => list.includes(value);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Merges `patch` over `base` key by key; a value of another type than the default is ignored. */
function mergeDeep<T>(base: T, patch: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(patch)) return base;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    if (value === undefined || value === null) continue;
    if (isPlainObject(current)) out[key] = mergeDeep(current, value);
    else if (current === undefined || typeof current === typeof value || (Array.isArray(current) && Array.isArray(value))) {
      out[key] = value;
    } else if (typeof current === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
      out[key] = Number(value);
    }
  }
  return out as T;
}

/** The settings a widget runs with: the §3 defaults, then what the project saved; unknown enum values fall back. */
export function resolveSettings(partial: unknown): SearchWidgetSettings {
  const d = SEARCH_WIDGET_DEFAULTS;
  const s = mergeDeep(d, partial);
  if (!oneOf(SEARCH_WIDGET_KINDS, s.kind)) s.kind = d.kind;
  if (!oneOf(LOCALES, s.locale)) s.locale = d.locale;
  if (!oneOf(OFFER_LAYOUTS, s.offerLayout)) s.offerLayout = d.offerLayout;
  s.limit = clamp(s.limit, 1, 100, d.limit);
  s.columns = clamp(s.columns, 1, 8, d.columns);
  s.gap = clamp(s.gap, 0, 200, d.gap);
  s.minimumFractionDigits = clamp(s.minimumFractionDigits, 0, 4, 0);
  // A copy: without a saved enableTesting, s.enableTesting is the shared defaults' object.
  s.enableTesting = { ...s.enableTesting, shareA: clamp(s.enableTesting.shareA, 0, 100, 50) };
  return s;
}

function clamp(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}
