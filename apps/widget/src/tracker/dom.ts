/** Reading tracker values from the shop's page: the card or document scope, params, names, product lines. */
import type { TrackerEventConfig, TrackerParam } from './core/config';
import { eventName, type RawValues, toFields } from './core/event';
import type { TrackedEvent } from './core/queue';

export type Scope = Element | Document;
export type Collected = Omit<TrackedEvent, 'userId' | 'url' | 'ts'>;

/** The first element matching `selector` in `scope` (the scope itself included); a bad selector finds nothing. */
export function find(scope: Scope, selector: string): Element | null {
  try {
    if ('matches' in scope && scope.matches(selector)) return scope;
    return scope.querySelector(selector);
  } catch {
    return null;
  }
}

export function closest(el: Element | null, selector: string): Element | null {
  try {
    return el?.closest(selector) ?? null;
  } catch {
    return null;
  }
}

/** The text of an element: an attribute when given, a form field's value, a meta's content, else its text. */
export function readElement(el: Element, attribute?: string): string | undefined {
  if (attribute) return el.getAttribute(attribute) ?? undefined;
  const tag = el.tagName;
  if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return (el as HTMLInputElement).value;
  if (tag === 'META') return el.getAttribute('content') ?? undefined;
  return el.textContent ?? undefined;
}

/** Each param's value: the fixed value, else read at its path in the first scope that has it. */
export function readParams(params: readonly TrackerParam[] | undefined, ...scopes: Scope[]): RawValues {
  const values: RawValues = {};
  for (const p of params ?? []) {
    if (p.value !== undefined) values[p.name] = p.value;
    else if (p.path) {
      for (const scope of scopes) {
        const el = find(scope, p.path);
        const v = el ? readElement(el, p.attribute)?.trim() : undefined;
        if (v) {
          values[p.name] = v;
          break;
        }
      }
    }
  }
  return values;
}

/** Where an event triggered by `origin` reads its values: its card (closest parentPath, else its parent) or the document. */
export function scopeOf(config: TrackerEventConfig, origin: Element | null, doc: Document): Scope {
  if (config.searchType !== 'card' || !origin) return doc;
  return (config.parentPath ? closest(origin, config.parentPath) : null) ?? origin.parentElement ?? doc;
}

/**
 * The events one trigger records: none when the name path is not found (or gives no name), one per product
 * line when `productsPath` finds lines (their params read in the line; order id and query also in the scope),
 * else one.
 */
export function collect(config: TrackerEventConfig, scope: Scope, doc: Document): Collected[] {
  let name: string | undefined;
  if (config.eventNamePath) {
    const el = find(scope, config.eventNamePath);
    if (!el) return [];
    name = eventName(config.pathAsEventName ? readElement(el) : config.eventName);
    if (!name) return [];
  }
  const base: Collected = { type: config.eventType };
  if (name) base.name = name;
  let lines: Element[] = [];
  if (config.productsPath) {
    const container = config.containerName ? (find(scope, config.containerName) ?? find(doc, config.containerName)) : scope;
    try {
      lines = container ? [...container.querySelectorAll(config.productsPath)] : [];
    } catch {
      lines = [];
    }
  }
  if (!lines.length) return [{ ...base, ...toFields(readParams(config.params, scope)) }];
  // Order-level values (order id, query) may sit outside the lines; a line's own values never come from another line.
  const order = readParams(
    config.params?.filter((p) => p.name === 'orderId' || p.name === 'query'),
    scope,
  );
  return lines.map((line) => ({ ...base, ...toFields({ ...order, ...readParams(config.params, line) }) }));
}
