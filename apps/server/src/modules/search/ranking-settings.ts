import {
  type CompiledFormula,
  type CompiledMerchandising,
  type CompiledScriptScore,
  type CustomSortKey,
  compileMerchandising,
  compileRankingConstructor,
  compileScriptScore,
  RANKING_CONSTRUCTIONS,
  type RankingConstruction,
} from '@vitrina/engine';
import type { Logger } from 'pino';
import { mergeMerchandisingRules, savedMerchandisingRules } from '../merchandising/feed-rules';
import type { SearchSource } from './catalog-reader';

/** A project's relevance controls compiled once: formulas per segment, the constructor, custom sort, merchandising. */
export interface CompiledRanking {
  scriptScore: CompiledScriptScore | null;
  constructor: CompiledFormula | null;
  customSort: CustomSortKey[] | undefined;
  merchandising: CompiledMerchandising | null;
}

type Bag = Record<string, unknown>;
/** JSON settings are stored as JSON text (spec §3 server form). */
const parsed = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};
const bag = (value: unknown): Bag => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Bag) : {});
const list = (value: unknown): Bag[] => (Array.isArray(value) ? value.filter((v): v is Bag => typeof v === 'object' && v !== null) : []);

/** scriptScore as the console stores it: {segments: [{segment, formula}], default?, constructor: [{construction, parameter, weight}]}. */
function segmentsOf(scriptScore: Bag) {
  return list(scriptScore.segments)
    .map((row) => ({ name: String(row.segment ?? row.name ?? '').trim(), formula: String(row.formula ?? '').trim() }))
    .filter((row) => row.formula);
}

/** The constructor rows as the console stores them: {construction: 'a'–'d', parameter, weight} (see RankingConstruction). */
function constructionsOf(scriptScore: Bag): RankingConstruction[] {
  return list(scriptScore.constructor).flatMap((row): RankingConstruction[] => {
    const parameter = String(row.parameter ?? '').trim();
    const weight = Number(row.weight ?? 1);
    const type = String(row.construction ?? 'a') as RankingConstruction['type'];
    if (!parameter || !Number.isFinite(weight) || !RANKING_CONSTRUCTIONS.includes(type)) return [];
    return [{ type, field: parameter, weight }];
  });
}

function compileOrNull<T>(what: string, log: Logger, compile: () => T): T | null {
  try {
    return compile();
  } catch (error) {
    // Saved settings were validated by the console; an old or hand-made value must not break search.
    log.warn({ err: error, what }, 'relevance setting ignored');
    return null;
  }
}

/** Compiles per project, again only when the settings behind it change. */
export function createRankingCache(log: Logger) {
  const cache = new Map<string, { key: string; compiled: CompiledRanking }>();
  // The source object is re-read every couple of seconds; between reads, no work per request.
  const bySource = new WeakMap<SearchSource, CompiledRanking>();
  return {
    of(source: SearchSource): CompiledRanking {
      const known = bySource.get(source);
      if (known) return known;
      const scriptScore = bag(parsed(source.settings.scriptScore));
      const customSort = parsed(source.settings.customSort);
      const rules = mergeMerchandisingRules(savedMerchandisingRules(source.fields), source.feedMerchandisingRules);
      const key = JSON.stringify([scriptScore, customSort ?? null, rules]);
      const cached = cache.get(source.uuid);
      if (cached?.key === key) {
        bySource.set(source, cached.compiled);
        return cached.compiled;
      }
      const segments = segmentsOf(scriptScore);
      const constructions = constructionsOf(scriptScore);
      const sortKeys = list(customSort)
        .map((row) => ({ field: String(row.field ?? ''), direction: row.direction === 'desc' ? 'desc' : 'asc' }) as CustomSortKey)
        .filter((row) => row.field);
      const compiled: CompiledRanking = {
        scriptScore: segments.length
          ? compileOrNull('scriptScore', log, () =>
              compileScriptScore({ segments: segments.filter((s) => s.name), default: segments.find((s) => !s.name)?.formula ?? null }),
            )
          : null,
        constructor: constructions.length
          ? compileOrNull('ranking constructor', log, () => compileRankingConstructor(constructions))
          : null,
        customSort: sortKeys.length ? sortKeys : undefined,
        merchandising: rules.length ? compileOrNull('merchandising', log, () => compileMerchandising(rules, { skipInvalid: true })) : null,
      };
      cache.set(source.uuid, { key, compiled });
      bySource.set(source, compiled);
      return compiled;
    },
  };
}
