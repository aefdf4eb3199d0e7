import type { CompiledFormula } from '../formula/formula';
import type { FormulaVars } from '../formula/vars';
import type { Runtime } from '../runtime';
import { discountOf, offerColumns, paramColumn } from './columns';

/** One formula or several applied in order (each reads the previous one's result as `score`). */
export type ScoreFormulas = CompiledFormula | readonly CompiledFormula[];

const COLUMN_VARIABLES = new Set(['oldPrice', 'discount', 'reviewCount', 'categoryId']);
const orZero = (x: number) => (Number.isNaN(x) ? 0 : x);

/**
 * A function giving an offer's score after the formulas, reusing one variables object for every
 * offer (no allocation per candidate). Null when there is no formula.
 */
export function formulaScorer(
  rt: Runtime,
  formulas: ScoreFormulas | undefined,
  popularity: Float64Array | null,
): ((d: number, score: number) => number) | null {
  // Requests arrive from outside: anything but formulas (or a list of them) is ignored.
  const given: readonly unknown[] = Array.isArray(formulas) ? formulas : [formulas];
  const list = given.filter((f): f is CompiledFormula => typeof (f as CompiledFormula | null)?.evaluate === 'function');
  if (list.length === 0) return null;
  const columns = list.some((f) => (f.variables ?? []).some((name) => COLUMN_VARIABLES.has(name))) ? offerColumns(rt) : null;
  const params: Record<string, string | undefined> = {};
  const paramColumns = [...new Set(list.flatMap((f) => f.params ?? []))].map((name) => [name, paramColumn(rt, name)] as const);
  const vars: FormulaVars = { params };
  const { price, available, rating, vendorOf } = rt.data;
  const { paramValues, vendors } = rt.data;
  return (d, score) => {
    const p = price[d] as number;
    vars.price = orZero(p);
    vars.available = available[d] ? 1 : 0;
    vars.rating = orZero(rating[d] as number);
    vars.popularity = popularity ? (popularity[d] as number) : 0;
    vars.position = d;
    const vendor = vendorOf[d] as number;
    vars.vendor = vendor >= 0 ? (vendors[vendor] as string) : null;
    if (columns) {
      const old = columns.oldPrice[d] as number;
      vars.oldPrice = orZero(old);
      vars.discount = discountOf(p, old);
      vars.reviewCount = orZero(columns.reviewCount[d] as number);
      vars.categoryId = columns.categoryId[d] ?? null;
    }
    for (const [name, column] of paramColumns) {
      const v = column[d] as number;
      params[name] = v >= 0 ? paramValues[v] : undefined;
    }
    let s = score;
    for (const formula of list) {
      vars.score = s;
      s = formula.evaluate(vars);
    }
    return s;
  };
}
