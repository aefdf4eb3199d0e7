import { randomUUID } from 'node:crypto';
import type { TradeWidget, TradeWidgetInput } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';
import { isUuid } from '../../http/ids';

interface Row {
  id: string;
  data: TradeWidgetInput;
  created_at: Date | string;
  updated_at: Date | string;
}

const toWidget = (row: Row): TradeWidget => ({
  ...row.data,
  id: row.id,
  createdAt: new Date(row.created_at).getTime(),
  updatedAt: new Date(row.updated_at).getTime(),
});

export async function listWidgets(db: Queryable, sourceUuid: string): Promise<TradeWidget[]> {
  const rows = await db.query<Row>(
    'select id, data, created_at, updated_at from trade_widgets where source_uuid = $1 order by created_at, id',
    [sourceUuid],
  );
  return rows.map(toWidget);
}

/** The widget when it belongs to the project; another project's widget is as absent as a missing one. */
export async function findWidget(db: Queryable, sourceUuid: string, id: string, lock = false): Promise<TradeWidget | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.query<Row>(
    `select id, data, created_at, updated_at from trade_widgets where source_uuid = $1 and id = $2${lock ? ' for update' : ''}`,
    [sourceUuid, id],
  );
  return row ? toWidget(row) : undefined;
}

/** The published version of the widget (what shops' pages get), when it belongs to the project. */
export async function findPublishedWidget(db: Queryable, sourceUuid: string, id: string): Promise<TradeWidget | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.query<Row>(
    'select id, published as data, created_at, updated_at from trade_widgets where source_uuid = $1 and id = $2',
    [sourceUuid, id],
  );
  return row ? toWidget(row) : undefined;
}

/** A new widget is published as created: no page shows it before the shop places its element (decision 0018). */
export async function insertWidget(db: Queryable, sourceUuid: string, input: TradeWidgetInput): Promise<TradeWidget> {
  const [row] = await db.query<Row>(
    'insert into trade_widgets (id, source_uuid, data, published) values ($1, $2, $3, $3) returning id, data, created_at, updated_at',
    [randomUUID(), sourceUuid, JSON.stringify(input)],
  );
  return toWidget(row as Row);
}

export async function updateWidget(db: Queryable, sourceUuid: string, id: string, input: TradeWidgetInput): Promise<TradeWidget> {
  const [row] = await db.query<Row>(
    'update trade_widgets set data = $3, updated_at = now() where source_uuid = $1 and id = $2 returning id, data, created_at, updated_at',
    [sourceUuid, id, JSON.stringify(input)],
  );
  return toWidget(row as Row);
}

/** Deletes the widget; widgets that fell back to it fall back to nothing. */
export async function deleteWidget(db: Queryable, sourceUuid: string, id: string): Promise<void> {
  await db.query('delete from trade_widgets where source_uuid = $1 and id = $2', [sourceUuid, id]);
  await db.query(
    `update trade_widgets set data = jsonb_set(data, '{fallbackWidgetId}', 'null'::jsonb), updated_at = now()
     where source_uuid = $1 and data->>'fallbackWidgetId' = $2`,
    [sourceUuid, id],
  );
}

/** widget id → its fallback id, for the project's widgets (to refuse fallback cycles). */
export async function fallbackLinks(db: Queryable, sourceUuid: string): Promise<Map<string, string | null>> {
  const rows = await db.query<{ id: string; fallback: string | null }>(
    `select id, data->>'fallbackWidgetId' as fallback from trade_widgets where source_uuid = $1`,
    [sourceUuid],
  );
  return new Map(rows.map((row) => [row.id, row.fallback]));
}
