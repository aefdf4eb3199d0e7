import { parseStoredProject } from '@vitrina/contracts';
import type { Locale } from '@vitrina/engine';

/** What shapes a project's index itself (a change takes a rebuild): its languages and ignored tokens. */
export interface IndexSettings {
  locales: Locale[];
  ignoredTokens: string[];
}

const ENGINE_LOCALES: readonly Locale[] = ['ru', 'en', 'tr', 'es', 'pt'];

/** The languages an index analyses: the project's own, Russian and English as the fallback. */
export function localesOf(fields: { locale: string; languages: readonly string[] }): Locale[] {
  const own = [fields.locale, ...fields.languages].filter((l): l is Locale => ENGINE_LOCALES.includes(l as Locale));
  return [...new Set<Locale>(own.length ? own : ['ru', 'en'])];
}

/** The index settings of a stored project (its settings and fields as the database keeps them). */
export function indexSettingsOf(stored: { settings: unknown; fields: unknown }): IndexSettings {
  const { settings, fields } = parseStoredProject(stored);
  return { locales: localesOf(fields), ignoredTokens: settings.ignoredTokens };
}
