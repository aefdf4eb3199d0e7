import type { TradeWidgetInput } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';
import { stableJson } from '../../lib';

/**
 * Trade widgets under save and publish (decision 0018): a save changes `data`, pages get `published`.
 * The project's Publish copies one onto the other; Discard copies it back.
 */

/** A saved field of a trade widget not on the shop's pages yet; `key` is a field or "style.<name>". */
export interface TradeWidgetChange {
  key: string;
  published: unknown;
  saved: unknown;
  tradeWidget: { id: string; name: string };
}

type Bag = Record<string, unknown>;
const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of one widget whose saved value differs from the published one; the carousel's look key by key. */
export function diffTradeWidget(id: string, published: Bag, saved: Bag): TradeWidgetChange[] {
  const tradeWidget = { id, name: typeof saved.name === 'string' ? saved.name : id };
  const changes: TradeWidgetChange[] = [];
  const compare = (key: string, before: unknown, after: unknown) => {
    if (stableJson(before) !== stableJson(after)) changes.push({ key, published: before ?? null, saved: after ?? null, tradeWidget });
  };
  for (const key of [...new Set([...Object.keys(published), ...Object.keys(saved)])].sort()) {
    const before = published[key];
    const after = saved[key];
    if (key === 'style' && isBag(before) && isBag(after)) {
      for (const sub of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort())
        compare(`style.${sub}`, before[sub], after[sub]);
    } else compare(key, before, after);
  }
  return changes;
}

/** Every unpublished change of the project's trade widgets, widget by widget in the order they were made. */
export async function tradeWidgetChanges(db: Queryable, sourceUuid: string): Promise<TradeWidgetChange[]> {
  const rows = await db.query<{ id: string; data: TradeWidgetInput; published: TradeWidgetInput }>(
    `select id, data, published from trade_widgets where source_uuid = $1 and data <> published order by created_at, id`,
    [sourceUuid],
  );
  return rows.flatMap((row) => diffTradeWidget(row.id, row.published as Bag, row.data as Bag));
}

/** Publish: pages get what was saved. */
export async function publishTradeWidgets(db: Queryable, sourceUuid: string): Promise<void> {
  await db.query('update trade_widgets set published = data where source_uuid = $1 and data <> published', [sourceUuid]);
}

/** Discard: the saved widgets become the published ones again; answers how many changed back. */
export async function discardTradeWidgetChanges(db: Queryable, sourceUuid: string): Promise<number> {
  const rows = await db.query<{ id: string }>(
    'update trade_widgets set data = published, updated_at = now() where source_uuid = $1 and data <> published returning id',
    [sourceUuid],
  );
  return rows.length;
}
