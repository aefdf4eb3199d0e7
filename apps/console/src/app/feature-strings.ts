import { loadStrings, type Strings } from '../lib/i18n';

/**
 * Every feature's strings, a chunk per file: a route loads its feature's, in the interface language
 * only, side by side with the feature's code (the list itself is in the first download so that
 * the strings need no extra round trip).
 */
const files = import.meta.glob<Strings>(['../features/*/i18n/*.json', '../features/*/*/i18n/*.json'], { import: 'default' });

/** The folders under src/features/ that keep an `i18n/` of their own. */
export type StringsFolder =
  | 'administrator'
  | 'categories'
  | 'creative-booster'
  | 'finance'
  | 'info'
  | 'integrations'
  | 'participants'
  | 'plans'
  | 'project-area'
  | 'project-area/statistics'
  | 'relevance'
  | 'trade-widgets';

export function loadFeatureStrings(folder: StringsFolder): Promise<void> {
  return loadStrings(folder, (locale) => {
    const load = files[`../features/${folder}/i18n/${locale}.json`];
    if (!load) throw new Error(`no ${locale} strings in features/${folder}/i18n`);
    return load();
  });
}

/** A feature's import that resolves once its strings are in too, so its pages render translated. */
export function withStrings<M>(load: () => Promise<M>, ...folders: StringsFolder[]): () => Promise<M> {
  return async () => {
    const [module] = await Promise.all([load(), ...folders.map(loadFeatureStrings)]);
    return module;
  };
}
