import type { TFunction } from 'i18next';
import { changeLabel, shortValue } from '../publish/change-label';

/** Project fields named by the label of the form or page that edits them. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'project.settings.name',
  description: 'project.settings.description',
  siteUrl: 'projectCreate.siteUrl',
  feedUrls: 'projectCreate.feedUrl',
  feedFormat: 'project.feed.format',
  sourceStatus: 'project.feed.status',
  overrideOffersUrl: 'project.feedSettings.overrideOffersUrl',
  customCompletionsUrl: 'project.feedSettings.completionsUrl',
  customTopQueriesUrl: 'project.feedSettings.topQueriesUrl',
  ignoreXmlErrors: 'project.feedSettings.ignoreXmlErrors',
  cutNonUtf8FromFeed: 'project.feedSettings.cutNonUtf8',
  feedUpdateFrequency: 'project.feedSettings.frequency',
  merchandisingUrls: 'project.feedSettings.merchandisingUrls',
  indexingRules: 'project.rules.heading',
  synonyms: 'project.tabs.synonyms',
  merchandisingRules: 'project.tabs.merchandising',
  learning: 'project.tabs.learning',
  plan: 'project.tabs.plan',
  financeAccount: 'project.tabs.finance',
  widgetSettings: 'project.settingsTabs.searchWidget',
  eventsRetentionMonths: 'statisticsSettings.retention',
  'plan.endsAt': 'statistics.logs.planEndsAt',
  'plan.unpaid': 'statistics.logs.planPayment',
};

/** Fields whose values are choices with names of their own. */
const VALUE_NAMES: Readonly<Record<string, string>> = {
  sourceStatus: 'status',
  feedUpdateFrequency: 'project.feedSettings.frequencies',
  'plan.unpaid': 'statistics.logs.payment',
};

/** Fields holding a moment (milliseconds since 1970), shown as a date and time. */
const MOMENT_FIELDS: ReadonlySet<string> = new Set(['plan.endsAt']);

/** A stored value as it was written: JSON where it parses, the text itself otherwise. */
function parse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The changed field in the owner's words: "Project name", "Update frequency", "Limit" for the
 * widget setting `settings.limit`; a key no form names says so with the key.
 */
export function fieldLabel(field: string, t: TFunction): string {
  const own = FIELD_LABELS[field];
  if (own) return t(own);
  if (field.startsWith('settings.')) return changeLabel(field.slice('settings.'.length), t);
  const [group = field, item] = field.split('.', 2);
  const groupLabel = FIELD_LABELS[group];
  if (groupLabel && item !== undefined) return `${t(groupLabel)}: ${item}`;
  return changeLabel(field, t);
}

/** One value readably: a named choice, a moment in the locale's words, on/off, a list joined, text as it is; null for none. */
export function valueWords(field: string, raw: string | null, t: TFunction, locale?: string): string | null {
  if (raw === null || raw === '') return null;
  const names = VALUE_NAMES[field];
  if (names) return t(`${names}.${raw}`, { defaultValue: raw });
  if (MOMENT_FIELDS.has(field) && Number.isFinite(Number(raw)))
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(Number(raw));
  const value = parse(raw);
  if (typeof value === 'boolean') return value ? t('publish.on') : t('publish.off');
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) return value.join(', ') || null;
  const setting = field.startsWith('settings.') ? field.slice('settings.'.length) : field;
  const short = shortValue(setting, value, t);
  if (short !== null) return short;
  return typeof value === 'string' ? value : raw;
}

/** Keys of two objects whose values differ, in the order they were written. */
function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

export interface ChangeInWords {
  label: string;
  oldValue: string | null;
  newValue: string | null;
}

/**
 * A change log row in words. A group of settings stored as one object (the widget's) shows only
 * the settings that changed, each named as its form does: "Widget language: English".
 */
export function changeInWords(
  change: { field: string; oldValue: string | null; newValue: string | null },
  t: TFunction,
  locale?: string,
): ChangeInWords {
  const before = change.oldValue === null ? {} : parse(change.oldValue);
  const after = change.newValue === null ? {} : parse(change.newValue);
  if (change.field === 'widgetSettings' && isRecord(before) && isRecord(after)) {
    const keys = changedKeys(before, after);
    const side = (values: Record<string, unknown>) =>
      keys
        .filter((key) => values[key] !== undefined)
        .map((key) => `${changeLabel(key, t)}: ${valueWords(key, JSON.stringify(values[key]), t) ?? '—'}`)
        .join('\n') || null;
    return {
      label: keys.length
        ? `${fieldLabel(change.field, t)}: ${keys.map((key) => changeLabel(key, t)).join(', ')}`
        : fieldLabel(change.field, t),
      oldValue: side(before),
      newValue: side(after),
    };
  }
  return {
    label: fieldLabel(change.field, t),
    oldValue: valueWords(change.field, change.oldValue, t, locale),
    newValue: valueWords(change.field, change.newValue, t, locale),
  };
}
