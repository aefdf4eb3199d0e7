import {
  formatSynonymLines,
  JSON_SETTINGS,
  joinGlobalParams,
  type Locale,
  type PatchSourceBody,
  type Project,
  type ProjectSettings,
  type ProjectSpecFields,
  parseSynonymLines,
  splitGlobalParams,
  withPlanNameIn,
} from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { configErrors, MERGED_FIELDS } from './config-rules';
import type { FieldChange, SourceRow, SourceUpdate } from './store';

/**
 * A project has two forms (spec §3): the server keeps JSON settings as text, globalParams as
 * comma-separated text and synonyms as lines of text; the client sees structures and lists.
 */
const FIELD_DEFAULTS = {
  description: '',
  merchandisingUrls: [] as string[],
  overrideOffersUrl: null as string | null,
  customCompletionsUrl: null as string | null,
  customTopQueriesUrl: null as string | null,
  ignoreXmlErrors: false,
  cutNonUtf8FromFeed: false,
  searchImages: false,
  selector: '',
  feedUpdateFrequency: 'daily' as Project['feedUpdateFrequency'],
  regionId: null as string | null,
  segmentId: null as string | null,
  locale: 'ru',
  languages: ['ru'] as string[],
  widgetSettings: {} as Record<string, unknown>,
  isIntRating: false,
  statJwt: null as string | null,
  hasCompletionsHits: false,
  systemSettings: {} as Record<string, unknown>,
  extraSettings: {} as Record<string, unknown>,
};
type StoredFields = typeof FIELD_DEFAULTS;
const FIELD_KEYS = Object.keys(FIELD_DEFAULTS) as Array<keyof StoredFields>;
const isMerged = (key: string): key is (typeof MERGED_FIELDS)[number] => (MERGED_FIELDS as readonly string[]).includes(key);

const JSON_KEYS: ReadonlySet<string> = new Set(JSON_SETTINGS);

function parseJsonText(text: unknown): unknown {
  if (typeof text !== 'string') return text ?? null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function settingsToClient(stored: Record<string, unknown>): Record<string, unknown> {
  const client: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (JSON_KEYS.has(key)) client[key] = parseJsonText(value);
    else if (key === 'globalParams') client[key] = splitGlobalParams(String(value ?? ''));
    else if (key === 'synonyms')
      client[key] = String(value ?? '')
        .split(/\r?\n/)
        .filter(Boolean);
    else client[key] = value;
  }
  return client;
}

export function settingToServer(key: string, value: unknown): unknown {
  if (JSON_KEYS.has(key)) return value === null ? null : JSON.stringify(value);
  if (key === 'globalParams') return joinGlobalParams(value as string[]);
  if (key === 'synonyms') return (value as string[]).join('\n');
  return value;
}

function fieldsOf(row: SourceRow): StoredFields {
  return { ...FIELD_DEFAULTS, ...(row.fields as Partial<StoredFields>) };
}

const time = (date: Date | null) => (date ? date.getTime() : null);

/** `locale`: the request's language, in which a built-in plan is named (the stored name is Russian). */
export function toClientProject(row: SourceRow, locale: Locale = 'ru'): Project & ProjectSpecFields {
  const fields = fieldsOf(row);
  const subscription = row.plan_subscription
    ? { ...row.plan_subscription, plan: withPlanNameIn(locale, row.plan_subscription.plan) }
    : null;
  return {
    uuid: row.uuid,
    id: row.uuid,
    apiKey: row.uuid,
    name: row.name,
    content: { name: row.name, description: fields.description },
    owner: { name: row.owner_name, email: row.owner_email, phoneNumber: row.owner_phone },
    siteUrl: row.site_url,
    feedFormat: row.feed_format,
    feedUrls: row.feed_urls,
    ...fields,
    sourceStatus: row.source_status as Project['sourceStatus'],
    offersCount: row.offers_count,
    loadedAt: time(row.loaded_at),
    lastScriptUpdated: time(row.last_script_updated),
    indexedAt: time(row.indexed_at),
    createdAt: row.created_at.getTime(),
    planSubscription: subscription,
    planName: subscription?.plan.name ?? null,
    is_creative_booster_enabled: row.creative_enabled ?? false,
    is_creative_booster_active: row.creative_active ?? false,
    hasHeldUpdate: row.held_version !== null,
    settings: settingsToClient(row.settings),
  };
}

/** The export payload of spec §3: the project with its settings in server form. */
export function toExportPayload(row: SourceRow) {
  const fields = fieldsOf(row);
  const settings = { ...row.settings };
  if (typeof settings.synonyms === 'string') {
    settings.synonyms = formatSynonymLines(parseSynonymLines(settings.synonyms));
  }
  return {
    uuid: row.uuid,
    siteUrl: row.site_url,
    feedUrls: row.feed_urls,
    feedFormat: row.feed_format,
    content: { name: row.name, description: fields.description },
    ...fields,
    settings,
  };
}

type ValidPatch = Omit<PatchSourceBody, 'settings'> & { settings?: ProjectSettings };

const show = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * Applies a validated PATCH; returns the new stored state and what changed, field by field. Throws a
 * 422 when the merged state breaks a rule the schema cannot see (config-rules.ts).
 */
export function applyPatch(row: SourceRow, patch: ValidPatch): { update: SourceUpdate; changes: FieldChange[] } {
  const changes: FieldChange[] = [];
  const track = (field: string, before: unknown, after: unknown) => {
    if (after !== undefined && show(before) !== show(after)) changes.push({ field, oldValue: show(before), newValue: show(after) });
  };
  const name = patch.content?.name ?? patch.name ?? row.name;
  track('name', row.name, name);
  const siteUrl = patch.siteUrl ?? row.site_url;
  track('siteUrl', row.site_url, siteUrl);
  const feedFormat = patch.feedFormat ?? row.feed_format;
  track('feedFormat', row.feed_format, feedFormat);
  const feedUrls = patch.feedUrls ?? row.feed_urls;
  track('feedUrls', row.feed_urls, feedUrls);
  const status = patch.sourceStatus ?? row.source_status;
  track('sourceStatus', row.source_status, status);

  const fields: Record<string, unknown> = { ...row.fields };
  const incoming: Partial<Record<keyof StoredFields, unknown>> = { ...patch, description: patch.content?.description };
  for (const key of FIELD_KEYS) {
    const value = incoming[key];
    if (value === undefined) continue;
    // The free-form objects merge key by key, like settings.
    const next = isMerged(key) ? { ...fieldsOf(row)[key], ...(value as Record<string, unknown>) } : value;
    track(key, fieldsOf(row)[key], next);
    fields[key] = next;
  }

  const settings: Record<string, unknown> = { ...row.settings };
  for (const [key, value] of Object.entries(patch.settings ?? {})) {
    if (value === undefined) continue;
    const stored = settingToServer(key, value);
    track(`settings.${key}`, row.settings[key], stored);
    settings[key] = stored;
  }
  const invalid = configErrors(fields, settings, patch);
  if (invalid) throw new AppError('VALIDATION', [], invalid);
  return { update: { name, siteUrl, feedFormat, feedUrls, status, fields, settings }, changes };
}
