import type { z } from 'zod';

/** The ranking function constructor's constructions (spec §3): the engine defines what each does. */
const RANKING_CONSTRUCTION_TYPES = ['a', 'b', 'c', 'd'] as const;

const isBag = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * scriptScore as the console stores it, {segments: [{segment, formula}], constructor: [{construction,
 * parameter, weight}]}: every constructor row needs a known construction, a parameter (spec §5) and a
 * numeric weight. Other shapes (older text formulas) pass as they are.
 */
export function checkScriptScore(value: unknown, ctx: z.RefinementCtx): void {
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
    if (typeof r.parameter !== 'string' || r.parameter.trim() === '') at('parameter', 'validation.required');
    if (r.weight !== undefined && (typeof r.weight !== 'number' || !Number.isFinite(r.weight))) at('weight', 'validation.invalid');
  });
}
