/**
 * The tracker: records what shoppers do on the shop's pages (spec §3 "Tracker event", issue 7) and sends it
 * in batches to POST {apiUrl}/api/{projectId}/events. Runs with or without a search widget on the page.
 */
import { TRACKER_EVENT_TYPES } from '@vitrina/contracts';
import { readTrackerEvents, type TrackerEventConfig, type TrackerEventType } from './core/config';
import { eventName, type RawValues, toFields } from './core/event';
import { createEventQueue, type EventQueue, type TrackedEvent } from './core/queue';
import { isActiveOn } from './core/url';
import { type Collected, closest, collect, find, scopeOf } from './dom';

export interface TrackerOptions {
  projectId: string;
  apiUrl: string;
  /** The visitor id shared with the widget (cookie `vitrina_uid`). */
  userId: string;
  debug: boolean;
  /** `settings.trackerEvents` as saved; invalid entries are skipped (with a warning in debug mode). */
  trackerEvents: unknown;
  /** The owner's preview: events are collected as usual (hooks, debug) but never sent. */
  silent?: boolean;
  win?: Window;
}

/** Data of vitrina('track', type, data): one event, or one per item of an array (the lines of an order). */
export type TrackData = RawValues & { name?: string };

export interface Tracker {
  configs: TrackerEventConfig[];
  track(type: unknown, data?: TrackData | TrackData[]): void;
  flush(unloading?: boolean): void;
  /** Removes the listeners and timers (what is queued stays until flushed). */
  stop(): void;
  queue: EventQueue;
}

const MAX_KEEPALIVE_BODY = 60_000;

/** An event target as an element (without instanceof, which fails across frames). */
const asElement = (t: EventTarget | null): Element | null => ((t as Node | null)?.nodeType === 1 ? (t as Element) : null);

export function startTracker(o: TrackerOptions): Tracker {
  const win = o.win ?? window;
  const doc = win.document;
  const warn = (...args: unknown[]) => o.debug && console.warn('[vitrina tracker]', ...args);
  const configs = readTrackerEvents(o.trackerEvents, (error, index) => warn(`trackerEvents[${index}] skipped: ${error}`));
  const endpoint = `${o.apiUrl.replace(/\/+$/, '')}/api/${encodeURIComponent(o.projectId)}/events`;

  const send = (events: TrackedEvent[], unloading: boolean) => {
    if (o.silent) return;
    const body = JSON.stringify({ events });
    // sendBeacon survives the page going away; its string body goes as text/plain, so no preflight either.
    if (unloading && win.navigator.sendBeacon?.(endpoint, body)) return;
    win
      .fetch(endpoint, {
        method: 'POST',
        body,
        headers: { 'content-type': 'text/plain' },
        keepalive: body.length < MAX_KEEPALIVE_BODY,
        credentials: 'omit',
      })
      .catch((error) => warn('events not sent', error));
  };
  const queue = createEventQueue({ send });
  const life = new AbortController();
  const { signal } = life;
  const timers: number[] = [];
  const record = (events: Collected[]) => {
    const url = win.location.href.slice(0, 2048);
    queue.push(...events.map((e) => ({ ...e, userId: o.userId, url, ts: Date.now() })));
  };
  const active = (c: TrackerEventConfig) => isActiveOn(c.urlPaths, win.location);
  const fire = (c: TrackerEventConfig, origin: Element | null) => record(collect(c, scopeOf(c, origin, doc), doc));

  const on = (trigger: TrackerEventConfig['trigger']) => configs.filter((c) => c.trigger === trigger);
  const clicks = on('click');
  const submits = on('submit');
  if (clicks.length) {
    // Capture phase: the values are read before the shop's own handlers change or remove the card.
    doc.addEventListener(
      'click',
      (e) => {
        const target = asElement(e.target);
        for (const c of clicks) {
          const button = c.buttonSelector ? closest(target, c.buttonSelector) : null;
          if (button && active(c)) fire(c, button);
        }
      },
      { capture: true, signal },
    );
  }
  if (submits.length) {
    doc.addEventListener(
      'submit',
      (e) => {
        const form = asElement(e.target);
        const submitter = asElement((e as SubmitEvent).submitter ?? null);
        for (const c of submits) {
          const sel = c.buttonSelector ?? '';
          const hit = closest(form, sel) ?? closest(submitter, sel) ?? (form && find(form, sel));
          if (hit && active(c)) fire(c, form);
        }
      },
      { capture: true, signal },
    );
  }

  const start = () => {
    const loads = on('pageView').filter(active);
    // Every tracked page counts as a page view, unless a configured pageView event already records it.
    if (configs.length && !loads.some((c) => c.eventType === 'pageView')) record([{ type: 'pageView' }]);
    for (const c of loads) fire(c, null);
    for (const c of on('timer')) {
      if (active(c)) timers.push(win.setTimeout(() => active(c) && fire(c, null), (c.timeSeconds ?? 0) * 1000));
    }
  };
  if (configs.length) {
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', start, { once: true, signal });
    else start();
  }

  const leave = () => queue.flush(true);
  win.addEventListener('pagehide', leave, { signal });
  doc.addEventListener('visibilitychange', () => doc.visibilityState === 'hidden' && leave(), { signal });

  return {
    configs,
    queue,
    flush: queue.flush,
    stop() {
      life.abort();
      for (const t of timers) win.clearTimeout(t);
    },
    track(type, data) {
      if (!TRACKER_EVENT_TYPES.includes(type as TrackerEventType)) {
        warn(`track: unknown event type ${String(type)}`);
        return;
      }
      const items = Array.isArray(data) ? data : [data ?? {}];
      record(
        items.map((item) => {
          const d: TrackData = item && typeof item === 'object' ? item : {};
          const e: Collected = { type: type as TrackerEventType, ...toFields(d) };
          const name = eventName(d.name);
          if (name) e.name = name;
          return e;
        }),
      );
    },
  };
}
