import type { z } from 'zod';

/** The ranking function constructor's constructions (spec §3): the engine defines what each does. */
const RANKING_CONSTRUCTION_TYPES = ['a', 'b', 'c', 'd'] as const;

const isBag = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * scriptScore as the console stores it, {segments: [{segment, formula}], constructor: [{construction,
 * parameter, weight}]}: each segment once (the empty name is every other visitor), every constructor row
 * with a known construction, a parameter (spec §5) and a numeric weight. Other shapes (older text formulas) pass as they are.
 */
export function checkScriptScore(value: unknown, ctx: z.RefinementCtx): void {
  checkSegments(value, ctx);
  // 'constructor' is also every object's inherited property: only an own one is the setting.
  const rows = isBag(value) && Object.hasOwn(value, 'constructor') ? value.constructor : null;
  if (rows === null || rows === undefined) return;
  if (!Array.isArray(rows)) {
    ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: ['constructor'] });
    return;
  }
  rows.forEach((row: unknown, i: number) => {
    const at = (field: string, message: string) => ctx.addIssue({ code: 'custom', message, path: ['constructor', i, field] });
    const r = isBag(row) ? row : {};
    if (!(RANKING_CONSTRUCTION_TYPES as readonly unknown[]).includes(r.construction ?? 'a'))
      at('construction', `validation.oneOf|${RANKING_CONSTRUCTION_TYPES.join(', ')}`);
    if (typeof r.parameter !== 'string' || r.parameter.trim() === '') at('parameter', 'validation.rankingParameterRequired');
    if (r.weight !== undefined && (typeof r.weight !== 'number' || !Number.isFinite(r.weight))) at('weight', 'validation.invalid');
  });
}

/** One formula per segment (spec §5): a segment named twice, in any letter case, is refused at its second row. */
function checkSegments(value: unknown, ctx: z.RefinementCtx): void {
  const rows = isBag(value) && Array.isArray(value.segments) ? value.segments : [];
  const seen = new Set<string>();
  rows.forEach((row: unknown, i: number) => {
    if (!isBag(row)) return;
    const name = String(row.segment ?? row.name ?? '')
      .trim()
      .toLowerCase();
    if (seen.has(name)) ctx.addIssue({ code: 'custom', message: 'validation.duplicateSegment', path: ['segments', i, 'segment'] });
    seen.add(name);
  });
}

/**
 * popularitySettings (spec §3): how shoppers' events make an offer popular and how much popularity
 * weighs in relevance. Each key is optional: clickWeight (default 1), cartWeight (0) and purchaseWeight
 * (5, per unit bought) count events of the rankingBehavioralFactorsTime window, 0 to 1000; boost (0.15)
 * multiplies a score by 1 + boost × ln(1 + popularity), 0 to 10 (0: popularity only sorts).
 */
export const POPULARITY_SETTING_LIMITS = { clickWeight: 1000, cartWeight: 1000, purchaseWeight: 1000, boost: 10 } as const;

export function checkPopularitySettings(value: unknown, ctx: z.RefinementCtx): void {
  if (value === null || value === undefined) return;
  if (!isBag(value)) {
    ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
    return;
  }
  for (const [key, entry] of Object.entries(value)) {
    const max = (POPULARITY_SETTING_LIMITS as Record<string, number>)[key];
    if (max === undefined) ctx.addIssue({ code: 'custom', message: 'validation.unknownField', path: [key] });
    else if (typeof entry !== 'number' || !Number.isFinite(entry) || entry < 0 || entry > max)
      ctx.addIssue({ code: 'custom', message: 'validation.invalid', path: [key] });
  }
}
