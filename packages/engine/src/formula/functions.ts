import type { FormulaVars } from './vars';

export type Num = (v: FormulaVars) => number;

/** NaN becomes 0 (spec: odd arithmetic never poisons a score). */
export const z = (x: number): number => (Number.isNaN(x) ? 0 : x);

const UNARY: Record<string, (x: number) => number> = {
  log: Math.log,
  log10: Math.log10,
  log1p: Math.log1p,
  exp: Math.exp,
  sqrt: Math.sqrt,
  abs: Math.abs,
  round: Math.round,
  floor: Math.floor,
  ceil: Math.ceil,
};

/** Argument counts of the built-in functions (min, max inclusive); `param` takes one string and is parsed apart. */
export const ARITY: Record<string, [number, number]> = {
  ...Object.fromEntries(Object.keys(UNARY).map((name) => [name, [1, 1] as [number, number]])),
  min: [1, 32],
  max: [1, 32],
  pow: [2, 2],
  clamp: [3, 3],
  if: [3, 3],
};

/** A closure calling function `name` on already-checked arguments (no array is built per call). */
export function callFunction(name: string, args: Num[]): Num {
  const [a, b, c] = args as [Num, Num, Num];
  const unary = UNARY[name];
  if (unary) return (v) => z(unary(a(v)));
  switch (name) {
    case 'pow':
      return (v) => z(a(v) ** b(v));
    case 'clamp':
      return (v) => z(Math.min(Math.max(a(v), b(v)), c(v)));
    case 'if':
      return (v) => (a(v) !== 0 ? b(v) : c(v));
    case 'min':
      return (v) => {
        let m = a(v);
        for (let i = 1; i < args.length; i++) m = Math.min(m, (args[i] as Num)(v));
        return z(m);
      };
    default:
      return (v) => {
        let m = a(v);
        for (let i = 1; i < args.length; i++) m = Math.max(m, (args[i] as Num)(v));
        return z(m);
      };
  }
}

/** Binary operators as closures; x / 0 and x % 0 give 0, NaN gives 0. */
export function binary(op: string, a: Num, b: Num): Num {
  switch (op) {
    case '+':
      return (v) => z(a(v) + b(v));
    case '-':
      return (v) => z(a(v) - b(v));
    case '*':
      return (v) => z(a(v) * b(v));
    case '/':
      return (v) => {
        const d = b(v);
        return d === 0 ? 0 : z(a(v) / d);
      };
    case '%':
      return (v) => {
        const d = b(v);
        return d === 0 ? 0 : z(a(v) % d);
      };
    case '^':
      return (v) => z(a(v) ** b(v));
    case '<':
      return (v) => (a(v) < b(v) ? 1 : 0);
    case '<=':
      return (v) => (a(v) <= b(v) ? 1 : 0);
    case '>':
      return (v) => (a(v) > b(v) ? 1 : 0);
    case '>=':
      return (v) => (a(v) >= b(v) ? 1 : 0);
    case '==':
      return (v) => (a(v) === b(v) ? 1 : 0);
    case '!=':
      return (v) => (a(v) !== b(v) ? 1 : 0);
    case '&&':
      return (v) => (a(v) !== 0 && b(v) !== 0 ? 1 : 0);
    default:
      return (v) => (a(v) !== 0 || b(v) !== 0 ? 1 : 0);
  }
}
