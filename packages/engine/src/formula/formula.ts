import { FormulaError } from './errors';
import type { Num } from './functions';
import { tokenize } from './lexer';
import { Parser } from './parser';
import type { FormulaVars } from './vars';

/** Limits of `compileFormula`. */
export interface FormulaOptions {
  /** Longest formula accepted, in characters. Default 2000. */
  maxLength?: number;
  /** Deepest nesting of sub-expressions. Default 64. */
  maxDepth?: number;
}

export const FORMULA_DEFAULTS: Required<FormulaOptions> = { maxLength: 2000, maxDepth: 64 };

/** A formula parsed once into a tree of closures: evaluating it never parses, never calls eval. */
export interface CompiledFormula {
  /** The score for these variables: a finite number (NaN, infinities and x / 0 give 0). */
  evaluate(vars: FormulaVars): number;
  /** Variables read (score, price, …, vendor, categoryId), in first-use order. */
  readonly variables: readonly string[];
  /** Param names read through params["Name"] / param("Name"). */
  readonly params: readonly string[];
  readonly text: string;
}

/**
 * Compiles a relevance formula (spec §9 scriptScore): numbers, + - * / % ^, unary - and !,
 * comparisons, && ||, `a ? b : c`, parentheses, functions log log10 log1p exp sqrt abs min max pow
 * round floor ceil clamp(x, lo, hi) if(c, a, b), the variables of `FormulaVars`, params["Name"] and
 * param("Name"). Throws only `FormulaError` (key and position).
 */
export function compileFormula(text: string, options: FormulaOptions = {}): CompiledFormula {
  if (typeof text !== 'string') throw new FormulaError('FORMULA_NOT_TEXT', 0);
  const maxLength = options.maxLength ?? FORMULA_DEFAULTS.maxLength;
  const maxDepth = options.maxDepth ?? FORMULA_DEFAULTS.maxDepth;
  if (text.length > maxLength) throw new FormulaError('FORMULA_TOO_LONG', maxLength, `longer than ${maxLength} characters`);
  if (text.trim() === '') throw new FormulaError('FORMULA_EMPTY', 0);
  const parser = new Parser(tokenize(text), maxDepth);
  let run: Num;
  try {
    run = parser.parseAll();
  } catch (error) {
    if (error instanceof FormulaError) throw error;
    // A stack overflow on pathological input is reported like any too-deep formula.
    throw new FormulaError('FORMULA_TOO_DEEP', 0);
  }
  return {
    evaluate(vars) {
      const value = run(vars ?? {});
      return Number.isFinite(value) ? value : 0;
    },
    variables: [...parser.variables],
    params: [...parser.params],
    text,
  };
}
