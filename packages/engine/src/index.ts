// Public entry of @vitrina/engine: build, search, complete, snapshot. No I/O anywhere in the package.
export { createAnalyzer } from './analysis/analyzer';
export { foldText } from './analysis/fold';
export { swapLayout } from './analysis/keyboard';
export { tokenize } from './analysis/tokenize';
export { transliterate } from './analysis/translit';
export { allowedEdits, DEFAULT_OPTIONS, type FieldWeights, type IndexOptions, resolveOptions } from './options';
export { buildIndex, deserializeIndex, type SearchIndex, serializeIndex } from './search-index';
export type * from './types';
