/**
 * Tracker events (spec §3 "Tracker event") as saved in `settings.trackerEvents`, and their §5 rules.
 * No DOM here: selectors are kept as strings and only used by ../dom.ts.
 */
import { TRACKER_EVENT_TYPES, TRACKER_PARAM_NAMES, TRACKER_TRIGGERS, type TrackerEventConfig, type TrackerParam } from '@vitrina/contracts';

export type { TrackerEventConfig, TrackerEventType, TrackerParam, TrackerParamName, TrackerTrigger } from '@vitrina/contracts';

export type Validation = { ok: true; config: TrackerEventConfig } | { ok: false; error: string };

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const isIn = <T extends string>(list: readonly T[], v: unknown): v is T => list.includes(v as T);

/** A parameter is complete when it has a name and a place to take its value from. */
function paramOf(raw: unknown): TrackerParam | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const value = typeof r.value === 'number' ? String(r.value) : str(r.value);
  const path = str(r.path);
  if (!isIn(TRACKER_PARAM_NAMES, r.name) || (!path && value === undefined)) return null;
  const p: TrackerParam = { name: r.name };
  if (path) p.path = path;
  if (value !== undefined) p.value = value;
  const attribute = str(r.attribute);
  if (attribute) p.attribute = attribute;
  return p;
}

const fail = (error: string): Validation => ({ ok: false, error });

/**
 * Checks one saved tracker event against §3/§5 and normalizes it. The §5 rules: the event name value requires
 * the path; path-as-name mode requires the path; a path requires a value (unless it is the name itself);
 * a parameter must be complete before another one follows (an unfinished last row is dropped).
 */
export function validateTrackerEvent(raw: unknown): Validation {
  if (!raw || typeof raw !== 'object') return fail('not an object');
  const r = raw as Record<string, unknown>;
  if (!isIn(TRACKER_EVENT_TYPES, r.eventType)) return fail(`eventType must be one of ${TRACKER_EVENT_TYPES.join(', ')}`);
  const buttonSelector = str(r.buttonSelector);
  const timeSeconds = typeof r.timeSeconds === 'string' && r.timeSeconds.trim() ? Number(r.timeSeconds) : r.timeSeconds;
  // Older saves have no trigger: a button means a click, a time means a timer, else the page view.
  const trigger = r.trigger ?? (buttonSelector ? 'click' : timeSeconds !== undefined ? 'timer' : 'pageView');
  if (!isIn(TRACKER_TRIGGERS, trigger)) return fail(`trigger must be one of ${TRACKER_TRIGGERS.join(', ')}`);
  const c: TrackerEventConfig = { eventType: r.eventType, trigger };

  const eventName = str(r.eventName);
  const eventNamePath = str(r.eventNamePath);
  const pathAsEventName = r.pathAsEventName === true;
  if (eventName && !eventNamePath) return fail('the event name value requires the event name path');
  if (pathAsEventName && !eventNamePath) return fail('the path-as-event-name mode requires the event name path');
  if (eventNamePath && !pathAsEventName && !eventName) return fail('the event name path requires a value');
  if (c.eventType === 'custom' && !eventNamePath) return fail('a custom event needs a name');
  if (eventName) c.eventName = eventName;
  if (eventNamePath) c.eventNamePath = eventNamePath;
  if (pathAsEventName) c.pathAsEventName = true;

  if (trigger === 'click' || trigger === 'submit') {
    if (!buttonSelector) return fail(`a ${trigger} trigger requires the button selector`);
  }
  if (buttonSelector) c.buttonSelector = buttonSelector;
  if (trigger === 'timer') {
    if (typeof timeSeconds !== 'number' || !Number.isFinite(timeSeconds) || timeSeconds < 0)
      return fail('a timer requires the time in seconds');
    c.timeSeconds = timeSeconds;
  }

  if (r.urlPaths !== undefined) {
    const list = Array.isArray(r.urlPaths) ? r.urlPaths : [r.urlPaths];
    const paths = list.map(str).filter((p): p is string => p !== undefined);
    if (paths.length) c.urlPaths = paths;
  }
  if (r.searchType === 'card') c.searchType = 'card';
  const parentPath = str(r.parentPath);
  if (parentPath) c.parentPath = parentPath;

  if (r.params !== undefined) {
    if (!Array.isArray(r.params)) return fail('params must be a list');
    const params: TrackerParam[] = [];
    for (let i = 0; i < r.params.length; i++) {
      const p = paramOf(r.params[i]);
      if (p) params.push(p);
      else if (i < r.params.length - 1) return fail(`parameter ${i + 1} must be completed before another one`);
    }
    if (params.length) c.params = params;
  }
  const productsPath = str(r.productsPath);
  const containerName = str(r.containerName);
  if (productsPath) c.productsPath = productsPath;
  if (containerName) c.containerName = containerName;
  return { ok: true, config: c };
}

/** The valid tracker events of `settings.trackerEvents`; each invalid one is reported to `warn` and skipped. */
export function readTrackerEvents(raw: unknown, warn: (message: string, index: number) => void = () => {}): TrackerEventConfig[] {
  if (!Array.isArray(raw)) return [];
  const out: TrackerEventConfig[] = [];
  raw.forEach((item, index) => {
    const v = validateTrackerEvent(item);
    if (v.ok) out.push(v.config);
    else warn(v.error, index);
  });
  return out;
}
