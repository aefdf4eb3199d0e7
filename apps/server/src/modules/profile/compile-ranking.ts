import type { MerchandisingRule, StoredSettings } from '@vitrina/contracts';
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

/** A project's relevance controls compiled once: formulas per segment, the constructor, custom sort, merchandising. */
export interface CompiledRanking {
  scriptScore: CompiledScriptScore | null;
  constructor: CompiledFormula | null;
  customSort: CustomSortKey[] | undefined;
  merchandising: CompiledMerchandising | null;
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

export function compileRanking(settings: StoredSettings, rules: readonly MerchandisingRule[], log: Logger): CompiledRanking {
  const segments = settings.scriptScore?.segments ?? [];
  const constructions = (settings.scriptScore?.constructor ?? []).flatMap((row): RankingConstruction[] =>
    RANKING_CONSTRUCTIONS.includes(row.construction as RankingConstruction['type'])
      ? [{ type: row.construction as RankingConstruction['type'], field: row.parameter, weight: row.weight }]
      : [],
  );
  return {
    scriptScore: segments.length
      ? compileOrNull('scriptScore', log, () =>
          compileScriptScore({
            segments: segments.filter((s) => s.segment).map((s) => ({ name: s.segment, formula: s.formula })),
            default: segments.find((s) => !s.segment)?.formula ?? null,
          }),
        )
      : null,
    constructor: constructions.length ? compileOrNull('ranking constructor', log, () => compileRankingConstructor(constructions)) : null,
    customSort: settings.customSort.length ? settings.customSort : undefined,
    merchandising: rules.length ? compileOrNull('merchandising', log, () => compileMerchandising([...rules], { skipInvalid: true })) : null,
  };
}
