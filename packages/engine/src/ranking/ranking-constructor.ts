import { SettingsError, type SettingsIssue } from '../formula/errors';
import { type CompiledFormula, compileFormula, FORMULA_DEFAULTS } from '../formula/formula';
import { NUMERIC_VARIABLES, TEXT_VARIABLES } from '../formula/vars';

/** The ranking function constructor's four constructions (spec §3, the console's labels). */
export const RANKING_CONSTRUCTIONS = ['a', 'b', 'c', 'd'] as const;

/**
 * One construction: a parameter (a formula variable such as price, rating, popularity, discount, or an
 * offer param name) and a weight; both are required (§5). With p the parameter's number (0 when missing):
 * a) multiply: score × (1 + weight × p);
 * b) add: score + weight × p;
 * c) boost when set: score × weight when the offer has the parameter (a param present, a number not 0,
 *    vendor / categoryId not empty), else score;
 * d) logarithm: score × (1 + weight × ln(1 + max(p, 0))), a boost that grows ever slower (popularity, reviews).
 */
export interface RankingConstruction {
  type: (typeof RANKING_CONSTRUCTIONS)[number];
  field: string;
  weight: number;
}

const NUMERIC = new Set<string>(NUMERIC_VARIABLES);
const TEXT = new Set<string>(TEXT_VARIABLES);
const quote = (text: string) => `"${text.replace(/[\\"]/g, '\\$&')}"`;
const operand = (field: string) => (NUMERIC.has(field) || TEXT.has(field) ? field : `params[${quote(field)}]`);
const isSet = (field: string) => (NUMERIC.has(field) ? `${field} != 0` : `${operand(field)} != ""`);

/** One construction as a formula over `score`, or null after recording its issues (settings arrive untyped). */
function template(construction: RankingConstruction, at: string, issues: SettingsIssue[]): string | null {
  const c = (construction ?? {}) as unknown as Record<string, unknown>;
  const type = String(c.type);
  if (!(RANKING_CONSTRUCTIONS as readonly string[]).includes(type)) {
    issues.push({ key: 'RANKING_UNKNOWN_TYPE', path: `${at}.type`, message: `unknown construction ${JSON.stringify(c.type)}` });
    return null;
  }
  const before = issues.length;
  const field = typeof c.field === 'string' ? c.field.trim() : '';
  const weight = c.weight;
  if (!field) issues.push({ key: 'RANKING_PARAM_REQUIRED', path: `${at}.field`, message: 'field is required (a variable or param name)' });
  if (typeof weight !== 'number' || !Number.isFinite(weight))
    issues.push({ key: 'RANKING_PARAM_REQUIRED', path: `${at}.weight`, message: 'weight is required (a number)' });
  if (TEXT.has(field) && type !== 'c') issues.push({ key: 'RANKING_FIELD_NOT_NUMERIC', path: `${at}.field`, message: `${field} is text` });
  if (issues.length > before) return null;
  const w = `(${String(weight)})`;
  const p = operand(field);
  switch (type) {
    case 'a':
      return `score * (1 + ${w} * ${p})`;
    case 'b':
      return `score + ${w} * ${p}`;
    case 'c':
      return `score * ((${isSet(field)}) ? ${w} : 1)`;
    default:
      return `score * (1 + ${w} * log1p(max(${p}, 0)))`;
  }
}

/**
 * Compiles the constructions, in order, into one formula (each reads the previous one's result as
 * `score`; pass it as `scoreFormula`). Throws `SettingsError` listing every missing parameter (spec §5).
 */
export function compileRankingConstructor(constructions: readonly RankingConstruction[]): CompiledFormula {
  const issues: SettingsIssue[] = [];
  let text = 'score';
  (constructions ?? []).forEach((construction, i) => {
    const step = template(construction, `[${i}]`, issues);
    if (step) text = step.replace(/^score\b/, `(${text})`);
  });
  if (issues.length > 0) throw new SettingsError(issues);
  const n = constructions?.length ?? 0;
  return compileFormula(text, {
    maxLength: FORMULA_DEFAULTS.maxLength * (n + 1),
    maxDepth: FORMULA_DEFAULTS.maxDepth + 8 * n,
  });
}
