import type { TFunction } from 'i18next';

/** Widget setting → the label the configuration form gives it (widget.fields.*), or one of publish.fields.*. */
const FIELD_LABELS: Record<string, string> = {
  kind: 'publish.fields.kind',
  fonts: 'widget.fields.fontPrimary',
  colors: 'publish.fields.colors',
  searchSteps: 'widget.fields.searchTypes',
  trackerEvents: 'publish.fields.trackerEvents',
  showWishlist: 'publish.fields.showWishlist',
  infiniteScroll: 'publish.fields.infiniteScroll',
  enableTesting: 'widget.fields.abEnabled',
  completionsHits: 'widget.fields.hasCompletionsHits',
  intRating: 'widget.fields.isIntRating',
};

/** Keys of a group of settings whose form label is one of its own. */
const GROUP_LABELS: Record<string, Record<string, string>> = {
  fonts: { primary: 'widget.fields.fontPrimary', secondary: 'widget.fields.fontSecondary' },
  enableTesting: {
    enabled: 'widget.fields.abEnabled',
    shareA: 'widget.fields.shareA',
    shareB: 'widget.fields.shareB',
    codeA: 'widget.fields.codeA',
    codeB: 'widget.fields.codeB',
  },
  metrika: { mode: 'widget.fields.metrika', counterId: 'widget.fields.counterId' },
};

/** Groups whose keys are named by a list of their own (widget.colors.primary, widget.hooks.search…). */
const GROUP_ITEMS: Record<string, string> = {
  colors: 'widget.colors',
  completionSettings: 'widget.completions',
  eventHooks: 'widget.hooks',
};

/**
 * A changed setting in the owner's words: "Widget language", "Primary colour", "Completions per
 * group: Brands". A key the console has no label for (set through the API) says so with its name.
 */
export function changeLabel(key: string, t: TFunction): string {
  const [group = key, item] = key.split('.', 2);
  if (item !== undefined) {
    const own = GROUP_LABELS[group]?.[item];
    if (own) return t(own);
    const list = GROUP_ITEMS[group];
    if (list && t(`${list}.${item}`, { defaultValue: '' })) {
      const named = t(`${list}.${item}`);
      return group === 'colors' ? named : `${t(`widget.fields.${group}`)}: ${named}`;
    }
    return `${changeLabel(group, t)}: ${item}`;
  }
  const mapped = FIELD_LABELS[key];
  if (mapped) return t(mapped);
  const field = t(`widget.fields.${key}`, { defaultValue: '' });
  return field || t('publish.fields.other', { key });
}

/** A trade widget's changed field (decision 0018): "Carousel «Hits»: Name", "Carousel «Hits»: Look: title". */
export function tradeWidgetChangeLabel(name: string, key: string, t: TFunction): string {
  const [field = key, item] = key.split('.', 2);
  const label = t(`publish.tradeWidgetFields.${field}`, { defaultValue: '' }) || field;
  return `${t('publish.tradeWidget', { name })}: ${item === undefined ? label : `${label}: ${item}`}`;
}

/** Settings whose values are choices the form names (widget.locales.en → "English"). */
const VALUE_LISTS: Record<string, string> = { locale: 'widget.locales', kind: 'widget.kinds', offerLayout: 'widget.layouts' };

/** A value short enough to show as "before → after"; longer ones (code, lists) are only named. */
export function shortValue(key: string, value: unknown, t: TFunction): string | null {
  const list = VALUE_LISTS[key];
  if (list && typeof value === 'string' && t(`${list}.${value}`, { defaultValue: '' })) return t(`${list}.${value}`);
  if (typeof value === 'boolean') return value ? t('publish.on') : t('publish.off');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.length <= 40 && !value.includes('\n') ? value || '—' : null;
  return null;
}
