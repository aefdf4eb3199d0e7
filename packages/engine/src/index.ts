// Public entry of @vitrina/engine: build, search, complete, snapshot. No I/O anywhere in the package.
export { createAnalyzer } from './analysis/analyzer';
export { foldText } from './analysis/fold';
export { swapLayout } from './analysis/keyboard';
export { tokenize } from './analysis/tokenize';
export { transliterate } from './analysis/translit';
export {
  type FilterOffReason,
  filterOffReason,
  IDENTIFIER_MIN_OFFERS,
  IDENTIFIER_UNIQUE_SHARE,
  isIdentifierName,
} from './facets/filter-defaults';
export { MEASURE_PATTERN, type Measure, readMeasure, unitKey } from './facets/measure';
export type { ParamStats } from './facets/param-stats';
export { FormulaError, type FormulaErrorKey, SettingsError, type SettingsIssue } from './formula/errors';
export { type CompiledFormula, compileFormula, FORMULA_DEFAULTS, type FormulaOptions } from './formula/formula';
export { type FormulaVars, NUMERIC_VARIABLES, TEXT_VARIABLES } from './formula/vars';
export { applyMerchandising } from './merchandising/apply';
export { normalizeRuleQuery } from './merchandising/match';
export { type CompiledMerchandising, compileMerchandising, type MerchandisingPlan } from './merchandising/plan';
export { type MerchandisingAction, type MerchandisingRule, validateMerchandising } from './merchandising/rules';
export { allowedEdits, DEFAULT_OPTIONS, type FieldWeights, type IndexOptions, resolveOptions } from './options';
export { MAX_SYNONYM_RULES, parseSynonymLines as parseSynonymRules } from './query/synonyms';
export { type CustomSortKey, MAX_CUSTOM_SORT_KEYS } from './ranking/custom-sort';
export type { ScoreFormulas } from './ranking/formula-scorer';
export { compileRankingConstructor, RANKING_CONSTRUCTIONS, type RankingConstruction } from './ranking/ranking-constructor';
export { type CompiledScriptScore, compileScriptScore, type ScriptScoreSettings } from './ranking/script-score';
export * from './recommend';
export {
  buildIndex,
  createIndexBuilder,
  deserializeIndex,
  type SearchIndex,
  type SearchIndexBuilder,
  serializeIndex,
  serializeIndexPieces,
} from './search-index';
export type { RecordSource, RecordSpill } from './snapshot/chunked-bytes';
export { type SnapshotBytes, snapshotRecordsRange } from './snapshot/format';
export type * from './types';
