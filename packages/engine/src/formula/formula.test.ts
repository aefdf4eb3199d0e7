import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormulaError } from './errors';
import { compileFormula } from './formula';
import type { FormulaVars } from './vars';

const run = (text: string, vars: FormulaVars = {}) => compileFormula(text).evaluate(vars);
const errorOf = (text: string) => {
  try {
    compileFormula(text);
  } catch (error) {
    return error instanceof FormulaError ? { key: error.key, position: error.position } : error;
  }
  return null;
};

describe('compileFormula', () => {
  it('follows arithmetic precedence: ^ binds tightest and to the right, unary minus below it', () => {
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('-2 ^ 2')).toBe(-4);
    expect(run('2 ^ 3 ^ 2')).toBe(512);
    expect(run('2 ^ -1')).toBe(0.5);
    expect(run('7 % 4 - 10 / 4')).toBe(0.5);
  });

  it('evaluates comparisons, logic and right-nested ternaries to numbers', () => {
    expect(run('1 < 2 && 2 <= 2 && 3 > 2 && 3 >= 3 && 1 == 1 && 1 != 2')).toBe(1);
    expect(run('!0 || 0')).toBe(1);
    expect(run('0 ? 1 : 0 ? 2 : 3')).toBe(3);
    expect(run('price > 100 ? 2 : 1', { price: 150 })).toBe(2);
  });

  it('offers the documented functions with their argument counts', () => {
    expect(run('min(3, 1, 2) + max(4) + clamp(10, 0, 5) + if(0, 1, 2) + round(2.5) + floor(1.7) + ceil(1.2)')).toBe(18);
    expect(run('abs(-3) + sqrt(16) + pow(2, 3) + exp(0) + log(1) + log10(100) + log1p(0)')).toBe(18);
    expect(errorOf('log(1, 2)')).toEqual({ key: 'FORMULA_ARITY', position: 0 });
    expect(errorOf('eval(1)')).toEqual({ key: 'FORMULA_UNKNOWN_FUNCTION', position: 0 });
  });

  it('reads offer variables, 0 when missing, and lists what it reads', () => {
    const formula = compileFormula('score * (1 + discount / 100) + rating + params["Память"] + param("Вес")');
    expect(formula.variables).toEqual(['score', 'discount', 'rating']);
    expect(formula.params).toEqual(['Память', 'Вес']);
    expect(formula.evaluate({ score: 10, discount: 50, params: { Память: '128' } })).toBe(143);
    expect(formula.evaluate({})).toBe(0);
  });

  it('reads a param as 0 when it is missing or not numeric, and accepts comma decimals', () => {
    expect(run('params["x"]', { params: { x: 'red' } })).toBe(0);
    expect(run('params["x"]', { params: { x: '1,5' } })).toBe(1.5);
    expect(run('params["x"]', { params: {} })).toBe(0);
  });

  it('compares text variables and params with string literals case- and ё-insensitively', () => {
    expect(run('vendor == "SAMSUNG"', { vendor: 'Samsung' })).toBe(1);
    expect(run('params["Цвет"] == "черный"', { params: { Цвет: 'Чёрный' } })).toBe(1);
    expect(run('"белый" != params["Цвет"]', { params: { Цвет: 'черный' } })).toBe(1);
    expect(errorOf('vendor + 1')).toEqual({ key: 'FORMULA_TEXT_OPERAND', position: 0 });
  });

  it('gives 0 for division by zero, NaN and infinite results', () => {
    expect(run('1 / 0')).toBe(0);
    expect(run('5 % 0')).toBe(0);
    expect(run('sqrt(-1) + 1')).toBe(1);
    expect(run('exp(1000)')).toBe(0);
    expect(run('price', { price: Number.NaN })).toBe(0);
  });

  it('refuses unknown names, odd characters and bad syntax with a key and the position', () => {
    expect(errorOf('score + foo')).toEqual({ key: 'FORMULA_UNKNOWN_VARIABLE', position: 8 });
    expect(errorOf('constructor')).toEqual({ key: 'FORMULA_UNKNOWN_VARIABLE', position: 0 });
    expect(errorOf('1 + ')).toEqual({ key: 'FORMULA_UNEXPECTED_END', position: 4 });
    expect(errorOf('1 2')).toEqual({ key: 'FORMULA_UNEXPECTED_TOKEN', position: 2 });
    expect(errorOf('1 ; 2')).toEqual({ key: 'FORMULA_BAD_CHARACTER', position: 2 });
    expect(errorOf('1.2.3')).toEqual({ key: 'FORMULA_BAD_NUMBER', position: 0 });
    expect(errorOf('params["x]')).toEqual({ key: 'FORMULA_UNTERMINATED_STRING', position: 7 });
    expect(errorOf('  ')).toEqual({ key: 'FORMULA_EMPTY', position: 0 });
  });

  it('bounds length and nesting depth', () => {
    expect(errorOf(`${'1+'.repeat(1000)}1`)).toEqual({ key: 'FORMULA_TOO_LONG', position: 2000 });
    expect((errorOf(`${'('.repeat(100)}1${')'.repeat(100)}`) as FormulaError).key).toBe('FORMULA_TOO_DEEP');
    expect((errorOf(`${'-'.repeat(500)}1`) as FormulaError).key).toBe('FORMULA_TOO_DEEP');
    expect(compileFormula(`${'('.repeat(30)}1${')'.repeat(30)}`).evaluate({})).toBe(1);
  });

  it('never throws anything but FormulaError on random input (fuzz)', () => {
    const alphabet = fc.constantFrom(...'0123456789.+-*/%^()<>=!&|?:,[]"\' eEpricscoreparamslogmax_ёя'.split(''));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 60 }), (chars) => {
        try {
          const value = compileFormula(chars.join('')).evaluate({ score: 1, price: 2, params: { a: '3' } });
          return Number.isFinite(value);
        } catch (error) {
          return error instanceof FormulaError;
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('evaluates generated arithmetic exactly like a reference evaluator', () => {
    type Tree = { leaf: number | 'price' | 'score' } | { op: string; left: Tree; right: Tree } | { neg: Tree };
    const { tree } = fc.letrec<{ tree: Tree }>((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.record({ leaf: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constantFrom('price' as const, 'score' as const)) }),
        fc.record({ op: fc.constantFrom('+', '-', '*', '/', '%', '^'), left: tie('tree'), right: tie('tree') }),
        fc.record({ neg: tie('tree') }),
      ),
    }));
    const vars = { price: 7, score: 0.5 };
    const z = (x: number) => (Number.isNaN(x) ? 0 : x);
    const reference = (t: Tree): number => {
      if ('leaf' in t) return typeof t.leaf === 'number' ? t.leaf : vars[t.leaf];
      if ('neg' in t) return 0 - reference(t.neg);
      const a = reference(t.left);
      const b = reference(t.right);
      if (t.op === '/' || t.op === '%') return b === 0 ? 0 : z(t.op === '/' ? a / b : a % b);
      return z(t.op === '+' ? a + b : t.op === '-' ? a - b : t.op === '*' ? a * b : a ** b);
    };
    const print = (t: Tree): string =>
      'leaf' in t ? String(t.leaf) : 'neg' in t ? `(-(${print(t.neg)}))` : `(${print(t.left)} ${t.op} ${print(t.right)})`;
    fc.assert(
      fc.property(tree, (t) => {
        const expected = reference(t);
        const actual = compileFormula(print(t), { maxDepth: 500, maxLength: 100_000 }).evaluate(vars);
        expect(actual + 0).toBe(Number.isFinite(expected) ? expected + 0 : 0);
      }),
      { numRuns: 1000 },
    );
  });
});
