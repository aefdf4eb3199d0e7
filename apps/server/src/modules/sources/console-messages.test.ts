import { readFileSync } from 'node:fs';
import { LOCALES, type MessageKey, translate } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';

/** The console's strings for the rules the API enforces too (spec §5): a shop owner reads one wording. */
const SAME_AS_CONSOLE: Array<[MessageKey, feature: string, path: string]> = [
  ['validation.customCodeRequired', 'project-area', 'widget.errors.customCodeRequired'],
  ['validation.metrikaCounterRequired', 'project-area', 'widget.errors.metrikaCounterRequired'],
  ['validation.sharesSum', 'project-area', 'widget.errors.sharesSum'],
  ['validation.duplicateSegment', 'project-area', 'widget.errors.duplicateSegment'],
  ['validation.rankingParameterRequired', 'project-area', 'widget.errors.rankingParameterRequired'],
  ['validation.fuzzinessOrder', 'project-area', 'widget.errors.fuzzinessOrder'],
  ['tracker.nameNeedsPath', 'relevance', 'relevance.tracker.errors.nameNeedsPath'],
  ['tracker.pathAsNameNeedsPath', 'relevance', 'relevance.tracker.errors.pathAsNameNeedsPath'],
  ['tracker.pathNeedsValue', 'relevance', 'relevance.tracker.errors.pathNeedsValue'],
  ['tracker.customNeedsName', 'relevance', 'relevance.tracker.errors.customNeedsName'],
  ['tracker.paramIncomplete', 'relevance', 'relevance.tracker.errors.paramIncomplete'],
  ['tracker.timeSeconds', 'relevance', 'relevance.tracker.errors.timeSeconds'],
];

function consoleString(feature: string, locale: string, path: string): unknown {
  const file = new URL(`../../../../console/src/features/${feature}/i18n/${locale}.json`, import.meta.url);
  const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], strings);
}

describe('the API’s messages for the widget and tracker rules', () => {
  it('read as the console’s in every locale', () => {
    for (const locale of LOCALES)
      for (const [key, feature, path] of SAME_AS_CONSOLE)
        expect(translate(locale, key), `${locale} ${key}`).toBe(consoleString(feature, locale, path));
  });
});
