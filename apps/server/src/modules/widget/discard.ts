import { WIDGET_SETTINGS_FROM_PROJECT } from '@vitrina/contracts';
import type { Queryable } from '../../db/database';
import { publishedWidgetOf } from './published-settings';

type Bag = Record<string, unknown>;
const FROM_PROJECT = new Set<string>(WIDGET_SETTINGS_FROM_PROJECT);

/**
 * The project's saved configuration rewritten so that widgetSettingsOf gives back `published`:
 * the keys the widget reads from the project settings go there, the rest is the widget's own
 * configuration; the project's selector follows, so no older one shows through.
 */
export function restoreFromPublished(fields: Bag, settings: Bag, published: Bag): { fields: Bag; settings: Bag } {
  const nextSettings: Bag = { ...settings };
  const widgetSettings: Bag = {};
  for (const key of FROM_PROJECT) delete nextSettings[key];
  for (const [key, value] of Object.entries(published)) {
    if (FROM_PROJECT.has(key)) nextSettings[key] = value;
    else widgetSettings[key] = value;
  }
  const selector = typeof published.selector === 'string' ? published.selector : '';
  return { fields: { ...fields, widgetSettings, selector }, settings: nextSettings };
}

/**
 * "Discard unpublished changes": the saved widget configuration becomes the published one again.
 * Answers false when there was nothing published to go back to (never the case once read, 0017).
 */
export async function discardWidgetChanges(tx: Queryable, uuid: string, userId: string): Promise<boolean> {
  const [row] = await tx.query<{ fields: Bag; settings: Bag }>('select fields, settings from sources where uuid = $1 for update', [uuid]);
  const published = row && publishedWidgetOf(row.fields);
  if (!row || !published) return false;
  const restored = restoreFromPublished(row.fields, row.settings, published.settings);
  await tx.query('update sources set fields = $2::jsonb, settings = $3::jsonb, updated_at = now() where uuid = $1', [
    uuid,
    JSON.stringify(restored.fields),
    JSON.stringify(restored.settings),
  ]);
  await tx.query(
    `insert into source_changes (source_uuid, user_id, field, old_value, new_value) values ($1, $2, 'widgetDiscard', null, $3)`,
    [uuid, userId, new Date().toISOString()],
  );
  return true;
}
