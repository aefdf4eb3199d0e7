import { loadStrings, type Strings } from '../lib/i18n';
import type { StringsFolder } from './feature-strings';

/** Every feature's strings, a chunk per file: a route loads its feature's, in the interface language only. */
const files = import.meta.glob<Strings>(['../features/*/i18n/*.json', '../features/*/*/i18n/*.json'], { import: 'default' });

export function loadFeatureStrings(folder: StringsFolder): Promise<void> {
  return loadStrings(folder, (locale) => {
    const load = files[`../features/${folder}/i18n/${locale}.json`];
    if (!load) throw new Error(`no ${locale} strings in features/${folder}/i18n`);
    return load();
  });
}
