import { WIDGET_SETTINGS_FROM_PROJECT } from '@vitrina/contracts';

/**
 * What the widget on a shop's site runs with: the search settings it needs from the project's
 * settings, and the free-form widget configuration (spec §3 widgetSettings), widget keys winning.
 */
export function widgetSettingsOf(fields: Record<string, unknown>, settings: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of WIDGET_SETTINGS_FROM_PROJECT) if (settings[key] !== undefined) picked[key] = settings[key];
  if (typeof fields.selector === 'string' && fields.selector && picked.selector === undefined) picked.selector = fields.selector;
  const widget =
    fields.widgetSettings && typeof fields.widgetSettings === 'object' ? (fields.widgetSettings as Record<string, unknown>) : {};
  const document: Record<string, unknown> = { ...picked, ...widget };
  // The console shows the project's language when no widget language was chosen; the widget must speak it too.
  if (document.locale === undefined && typeof fields.locale === 'string' && fields.locale) document.locale = fields.locale;
  // Project fields that change what the widget shows (spec §3): counts beside completions, whole-number ratings.
  if (fields.hasCompletionsHits === true && document.completionsHits === undefined) document.completionsHits = true;
  if (fields.isIntRating === true && document.intRating === undefined) document.intRating = true;
  return document;
}

export interface PublishedWidget {
  settings: Record<string, unknown>;
  /** null: the settings the shop already ran with when publishing began to be tracked (never published by hand). */
  publishedAt: number | null;
}

export function publishedWidgetOf(fields: Record<string, unknown>): PublishedWidget | null {
  const published = fields.publishedWidget as PublishedWidget | null | undefined;
  return published && typeof published === 'object' && published.settings && typeof published.settings === 'object' ? published : null;
}
