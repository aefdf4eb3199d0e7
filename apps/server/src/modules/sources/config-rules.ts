import { checkWidgetConfig, FREE_FORM_MAX_CHARS, jsonLength, type PatchSourceBody, tooLargeMessage } from '@vitrina/contracts';
import type { FieldErrors } from '../../http/errors';

/** Free-form objects (spec §3) that a PATCH merges key by key, like settings. */
export const MERGED_FIELDS = ['widgetSettings', 'systemSettings', 'extraSettings'] as const;

/**
 * What a PATCH would leave that the schema alone cannot see: a merged free-form object past its size,
 * and the widget configuration's cross-key rules of spec §5 (contracts' widget-rules.ts), checked on
 * the merged state for the keys the PATCH sets. Field names are those of the PATCH body.
 */
export function configErrors(
  fields: Record<string, unknown>,
  settings: Record<string, unknown>,
  patch: Pick<PatchSourceBody, 'selector' | 'widgetSettings' | 'systemSettings' | 'extraSettings'> & { settings?: object },
): FieldErrors | null {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] ??= [];
    errors[field].push(message);
  };
  for (const key of MERGED_FIELDS)
    if (patch[key] !== undefined && jsonLength(fields[key]) > FREE_FORM_MAX_CHARS) add(key, tooLargeMessage());
  const widget = patch.widgetSettings ?? {};
  const touched = (key: string) =>
    widget[key] !== undefined || Object.hasOwn(patch.settings ?? {}, key) || (key === 'selector' && patch.selector !== undefined);
  for (const issue of checkWidgetConfig(ruledConfigOf(fields, settings), touched)) {
    add(issue.path === 'selector' ? selectorField(fields, settings) : `widgetSettings.${issue.path}`, issue.message);
  }
  return Object.keys(errors).length ? errors : null;
}

/** Where the widget's selector comes from: its own configuration, the project settings, or the project (widgetSettingsOf). */
function selectorField(fields: Record<string, unknown>, settings: Record<string, unknown>): string {
  if ((fields.widgetSettings as Record<string, unknown> | undefined)?.selector !== undefined) return 'widgetSettings.selector';
  return settings.selector !== undefined ? 'settings.selector' : 'selector';
}

/**
 * The part of what the widget runs with that the rules read: its configuration over the project's
 * selector, as the widget module's widgetSettingsOf merges them (importing that module here would
 * make an import cycle).
 */
function ruledConfigOf(fields: Record<string, unknown>, settings: Record<string, unknown>): Record<string, unknown> {
  const widget = (fields.widgetSettings ?? {}) as Record<string, unknown>;
  return { selector: settings.selector !== undefined ? settings.selector : fields.selector || undefined, ...widget };
}
