import { FormulaError } from './errors';
import type { Num } from './functions';
import { type FormulaVars, foldValue } from './vars';

/**
 * A parsed expression: a number closure (with its value when constant; params also carry a text
 * reader), a text variable, or a string literal. Text only meets text in `==` / `!=`.
 */
export type Node =
  | { kind: 'num'; run: Num; constant?: number; text?: (v: FormulaVars) => string }
  | { kind: 'text'; run: (v: FormulaVars) => string }
  | { kind: 'str'; value: string };

export function constant(value: number): Node {
  return { kind: 'num', run: () => value, constant: value };
}

/** Folds a closure whose operands are all constant into a constant. */
export function maybeConstant(run: Num, operands: Node[]): Node {
  if (operands.every((node) => node.kind === 'num' && node.constant !== undefined)) return constant(run({}));
  return { kind: 'num', run };
}

/** True when either side of `==` / `!=` is text, so the comparison is of folded text. */
export function isTextComparison(left: Node, right: Node): boolean {
  return left.kind !== 'num' || right.kind !== 'num';
}

/** `a == b` / `a != b` on folded text (case- and ё-insensitive). */
export function textEquality(op: string, left: Node, right: Node, position: number): Node {
  const side = (node: Node): ((v: FormulaVars) => string) | string => {
    if (node.kind === 'str') return foldValue(node.value);
    if (node.kind === 'text') return node.run;
    if (node.text) return node.text;
    throw new FormulaError('FORMULA_TEXT_OPERAND', position, 'text is compared with text');
  };
  const a = side(left);
  const b = side(right);
  const same = op === '==' ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string') return constant(a === b ? same : 1 - same);
  const read = (s: typeof a, v: FormulaVars) => (typeof s === 'string' ? s : s(v));
  return { kind: 'num', run: (v) => (read(a, v) === read(b, v) ? same : 1 - same) };
}
