import { SettingsError, type SettingsIssue } from '../formula/errors';
import { type CompiledFormula, compileFormula, FORMULA_DEFAULTS } from '../formula/formula';
import { NUMERIC_VARIABLES, TEXT_VARIABLES } from '../formula/vars';
import { formulaIssue } from './script-score';

/**
 * The ranking function constructor's four constructions (spec §9, a to d); each parameter is required (§5).
 * A field is a formula variable (price, rating, popularity, discount, …) or an offer param name.
 */
export type RankingConstruction =
  /** a) score × (1 + weight × field). */
  | { type: 'multiply' | 'a'; field: string; weight: number }
  /** b) score + bonus when field equals value (text compared case-insensitively; vendor and categoryId too). */
  | { type: 'bonus' | 'b'; field: string; value: string | number; bonus: number }
  /** c) score × boost when from ≤ field ≤ to (either bound may be left out, not both). */
  | { type: 'range' | 'c'; field: string; from?: number | null; to?: number | null; boost: number }
  /** d) score × factor when the condition (a formula) holds. */
  | { type: 'penalty' | 'd'; condition: string; factor: number };

const NUMERIC = new Set<string>(NUMERIC_VARIABLES);
const TEXT = new Set<string>(TEXT_VARIABLES);
const quote = (text: string) => `"${text.replace(/[\\"]/g, '\\$&')}"`;
const num = (value: number) => `(${String(value)})`;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const operand = (field: string) => (NUMERIC.has(field) || TEXT.has(field) ? field : `params[${quote(field)}]`);

const KIND: Record<string, 'a' | 'b' | 'c' | 'd'> = { multiply: 'a', a: 'a', bonus: 'b', b: 'b', range: 'c', c: 'c', penalty: 'd', d: 'd' };

/** One construction as a formula template over `score`, or null after recording its issues (settings arrive untyped). */
function template(construction: RankingConstruction, at: string, issues: SettingsIssue[]): string | null {
  const c = (construction ?? {}) as unknown as Record<string, unknown>;
  const kind = KIND[String(c.type)];
  if (!kind || !Object.hasOwn(KIND, String(c.type))) {
    issues.push({ key: 'RANKING_UNKNOWN_TYPE', path: `${at}.type`, message: `unknown construction ${JSON.stringify(c.type)}` });
    return null;
  }
  const before = issues.length;
  const need = (name: string, what: string, ok = isNumber(c[name])) => {
    if (!ok) issues.push({ key: 'RANKING_PARAM_REQUIRED', path: `${at}.${name}`, message: `${name} is required (${what})` });
  };
  if (kind === 'd') {
    const condition = typeof c.condition === 'string' ? c.condition : '';
    need('condition', 'a formula', condition.trim() !== '');
    need('factor', 'a number');
    if (issues.length > before || !formulaIssue(condition, `${at}.condition`, issues)) return null;
    return `score * ((${condition}) ? ${num(c.factor as number)} : 1)`;
  }
  const field = typeof c.field === 'string' ? c.field.trim() : '';
  need('field', 'a variable or param name', field !== '');
  if (TEXT.has(field) && kind !== 'b') issues.push({ key: 'RANKING_FIELD_NOT_NUMERIC', path: `${at}.field`, message: `${field} is text` });
  if (kind === 'a') {
    need('weight', 'a number');
    return issues.length > before ? null : `score * (1 + ${num(c.weight as number)} * ${operand(field)})`;
  }
  if (kind === 'b') {
    const value = c.value;
    need('value', 'a number or text', isNumber(value) || (typeof value === 'string' && value.trim() !== ''));
    need('bonus', 'a number');
    if (NUMERIC.has(field) && typeof value === 'string' && value.trim() !== '')
      issues.push({ key: 'RANKING_VALUE_NOT_NUMERIC', path: `${at}.value`, message: `${field} is compared with a number` });
    if (issues.length > before) return null;
    const literal = isNumber(value) && !TEXT.has(field) ? num(value) : quote(String(value));
    return `score + (${operand(field)} == ${literal} ? ${num(c.bonus as number)} : 0)`;
  }
  need('from', 'from or to', isNumber(c.from) || isNumber(c.to));
  need('boost', 'a number');
  if (issues.length > before) return null;
  const bounds = [isNumber(c.from) ? `${operand(field)} >= ${num(c.from)}` : '', isNumber(c.to) ? `${operand(field)} <= ${num(c.to)}` : ''];
  return `score * ((${bounds.filter(Boolean).join(' && ')}) ? ${num(c.boost as number)} : 1)`;
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
