import type { TrackerParamName } from './config';
import { parsePrice, parseQuantity } from './price';
import type { TrackedEvent } from './queue';

export type RawValues = Partial<Record<TrackerParamName, string | number | null | undefined>>;
type Fields = Pick<TrackedEvent, 'offerId' | 'query' | 'orderId' | 'price' | 'quantity'>;

const text = (v: unknown, max: number): string | undefined => {
  if (v === null || v === undefined) return undefined;
  const s = String(v).replace(/\s+/g, ' ').trim();
  return s ? s.slice(0, max) : undefined;
};

/** Turns values read from the page (or given to vitrina('track')) into event fields; empty ones are left out. */
export function toFields(values: RawValues): Fields {
  const f: Fields = {};
  const offerId = text(values.offerId, 200);
  const orderId = text(values.orderId, 200);
  const query = text(values.query, 500);
  const price = typeof values.price === 'number' ? values.price : parsePrice(values.price);
  const quantity = typeof values.quantity === 'number' ? Math.round(values.quantity) : parseQuantity(values.quantity);
  if (offerId) f.offerId = offerId;
  if (orderId) f.orderId = orderId;
  if (query) f.query = query;
  if (price !== undefined && Number.isFinite(price) && price >= 0) f.price = price;
  if (quantity !== undefined && quantity >= 0 && quantity <= 100_000) f.quantity = quantity;
  return f;
}

/** The event name, trimmed to what the API keeps. */
export function eventName(value: unknown): string | undefined {
  return text(value, 200);
}
