/**
 * What the widget on a shop's site runs with: the search settings it needs from the project's
 * settings, and the free-form widget configuration (spec §3 widgetSettings), widget keys winning.
 */
const FROM_PROJECT_SETTINGS = [
  'selector',
  'locale',
  'limit',
  'limitNameChars',
  'onlyAvailable',
  'groupCategories',
  'groupByCategoriesSize',
  'minimumFractionDigits',
  'debug',
] as const;

export function widgetSettingsOf(fields: Record<string, unknown>, settings: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of FROM_PROJECT_SETTINGS) if (settings[key] !== undefined) picked[key] = settings[key];
  if (typeof fields.selector === 'string' && fields.selector && picked.selector === undefined) picked.selector = fields.selector;
  const widget =
    fields.widgetSettings && typeof fields.widgetSettings === 'object' ? (fields.widgetSettings as Record<string, unknown>) : {};
  return { ...picked, ...widget };
}

export interface PublishedWidget {
  settings: Record<string, unknown>;
  publishedAt: number;
}

/** The settings published by saveWidgetScript, or the live ones while nothing was published yet. */
export function loaderSettingsOf(fields: Record<string, unknown>, settings: Record<string, unknown>): Record<string, unknown> {
  const published = fields.publishedWidget as PublishedWidget | undefined;
  return published?.settings ?? widgetSettingsOf(fields, settings);
}
