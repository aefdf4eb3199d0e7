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

/**
 * A feature's import that resolves once its strings (in the interface language only) are in too,
 * so its pages render translated. The list of strings files is a chunk of its own: pages without
 * feature strings (sign-in) never download it.
 */
export function withStrings<M>(load: () => Promise<M>, ...folders: StringsFolder[]): () => Promise<M> {
  return async () => {
    const strings = folders.map((folder) => import('./strings-files').then((files) => files.loadFeatureStrings(folder)));
    const [module] = await Promise.all([load(), ...strings]);
    return module;
  };
}
