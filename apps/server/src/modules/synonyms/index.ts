/** Synonyms and stemming exceptions: groups, entries, import and export. */
export { savedSynonymLines, stemExceptionsOf } from './lines';
export { synonymsRoutes } from './routes';
export { checkSynonymRules } from './save';
export { transferSynonyms } from './transfer';
