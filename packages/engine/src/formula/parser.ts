import { FormulaError } from './errors';
import { ARITY, binary, callFunction, type Num } from './functions';
import type { Token } from './lexer';
import { constant, isTextComparison, maybeConstant, type Node, textEquality } from './nodes';
import { foldValue, NUMERIC_VARIABLES, paramNumber, TEXT_VARIABLES } from './vars';

/** Left binding powers (Pratt); `^` and `?:` are right-associative. */
const INFIX: Record<string, number> = {
  '?': 1,
  '||': 2,
  '&&': 3,
  '==': 4,
  '!=': 4,
  '<': 5,
  '<=': 5,
  '>': 5,
  '>=': 5,
  '+': 6,
  '-': 6,
  '*': 7,
  '/': 7,
  '%': 7,
  '^': 9,
};
const PREFIX_POWER = 8;
const NUMERIC = new Set<string>(NUMERIC_VARIABLES);
const TEXT = new Set<string>(TEXT_VARIABLES);

/** Recursive Pratt parser over the tokens; records the variables and params it reads. */
export class Parser {
  private i = 0;
  private depth = 0;
  readonly variables = new Set<string>();
  readonly params = new Set<string>();
  constructor(
    private readonly tokens: Token[],
    private readonly maxDepth: number,
  ) {}

  parseAll(): Num {
    const node = this.numeric(this.expression(0), this.tokens[0] as Token);
    const end = this.peek();
    if (end.type !== 'end') throw new FormulaError('FORMULA_UNEXPECTED_TOKEN', end.pos, String(end.value));
    return node;
  }

  private peek(): Token {
    return this.tokens[this.i] as Token;
  }

  private next(): Token {
    const token = this.tokens[this.i] as Token;
    if (token.type !== 'end') this.i++;
    return token;
  }

  private expect(op: string): Token {
    const token = this.next();
    if (token.type === 'op' && token.value === op) return token;
    throw new FormulaError(token.type === 'end' ? 'FORMULA_UNEXPECTED_END' : 'FORMULA_UNEXPECTED_TOKEN', token.pos, `expected ${op}`);
  }

  private numeric(node: Node, at: Token): Num {
    if (node.kind !== 'num') throw new FormulaError('FORMULA_TEXT_OPERAND', at.pos, 'text is only compared with == or !=');
    return node.run;
  }

  private expression(minPower: number): Node {
    if (++this.depth > this.maxDepth) throw new FormulaError('FORMULA_TOO_DEEP', this.peek().pos);
    const first = this.peek();
    let left = this.prefix();
    for (;;) {
      const token = this.peek();
      const power = token.type === 'op' ? INFIX[token.value] : undefined;
      if (power === undefined || power <= minPower) break;
      this.next();
      left = token.value === '?' ? this.ternary(left, first) : this.infix(token, left, first, power);
    }
    this.depth--;
    return left;
  }

  private ternary(condition: Node, at: Token): Node {
    const test = this.numeric(condition, at);
    const thenToken = this.peek();
    const thenNode = this.expression(0);
    const whenTrue = this.numeric(thenNode, thenToken);
    this.expect(':');
    const elseToken = this.peek();
    const elseNode = this.expression(0);
    const whenFalse = this.numeric(elseNode, elseToken);
    return maybeConstant((v) => (test(v) !== 0 ? whenTrue(v) : whenFalse(v)), [condition, thenNode, elseNode]);
  }

  private infix(token: Token, left: Node, first: Token, power: number): Node {
    const op = token.value as string;
    const rightToken = this.peek();
    const right = this.expression(op === '^' ? power - 1 : power);
    if ((op === '==' || op === '!=') && isTextComparison(left, right)) return textEquality(op, left, right, token.pos);
    const run = binary(op, this.numeric(left, first), this.numeric(right, rightToken));
    return maybeConstant(run, [left, right]);
  }

  private prefix(): Node {
    const token = this.next();
    if (token.type === 'num') return constant(token.value);
    if (token.type === 'str') return { kind: 'str', value: token.value };
    if (token.type === 'end') throw new FormulaError('FORMULA_UNEXPECTED_END', token.pos);
    if (token.type === 'op') {
      if (token.value === '(') {
        const inner = this.expression(0);
        this.expect(')');
        return inner;
      }
      if (token.value === '-' || token.value === '!' || token.value === '+') {
        const at = this.peek();
        const operand = this.expression(PREFIX_POWER);
        const run = this.numeric(operand, at);
        const op = token.value;
        return maybeConstant(op === '-' ? (v) => 0 - run(v) : op === '!' ? (v) => (run(v) === 0 ? 1 : 0) : run, [operand]);
      }
      throw new FormulaError('FORMULA_UNEXPECTED_TOKEN', token.pos, token.value);
    }
    return this.identifier(token);
  }

  private identifier(token: Token & { type: 'id' }): Node {
    const name = token.value;
    const after = this.peek();
    if (name === 'params' && after.type === 'op' && after.value === '[') {
      this.next();
      const key = this.stringArgument();
      this.expect(']');
      return this.param(key);
    }
    if (after.type === 'op' && after.value === '(') {
      this.next();
      if (name === 'param') {
        const key = this.stringArgument();
        this.expect(')');
        return this.param(key);
      }
      return this.call(name, token);
    }
    if (NUMERIC.has(name)) {
      this.variables.add(name);
      const key = name as (typeof NUMERIC_VARIABLES)[number];
      return { kind: 'num', run: (v) => z0(v[key]) };
    }
    if (TEXT.has(name)) {
      this.variables.add(name);
      const key = name as (typeof TEXT_VARIABLES)[number];
      return { kind: 'text', run: (v) => foldValue(v[key]) };
    }
    throw new FormulaError('FORMULA_UNKNOWN_VARIABLE', token.pos, name);
  }

  private stringArgument(): string {
    const token = this.next();
    if (token.type === 'str') return token.value;
    throw new FormulaError(
      token.type === 'end' ? 'FORMULA_UNEXPECTED_END' : 'FORMULA_UNEXPECTED_TOKEN',
      token.pos,
      'expected a quoted param name',
    );
  }

  /** A param reads as a number, or as folded text when compared with a string. */
  private param(key: string): Node {
    this.params.add(key);
    return { kind: 'num', run: (v) => paramNumber(v.params?.[key]), text: (v) => foldValue(v.params?.[key]) };
  }

  private call(name: string, token: Token): Node {
    const arity = ARITY[name];
    if (!arity || !Object.hasOwn(ARITY, name)) throw new FormulaError('FORMULA_UNKNOWN_FUNCTION', token.pos, name);
    const args: Node[] = [];
    const runs: Num[] = [];
    if (!(this.peek().type === 'op' && this.peek().value === ')')) {
      for (;;) {
        const at = this.peek();
        const arg = this.expression(0);
        args.push(arg);
        runs.push(this.numeric(arg, at));
        if (this.peek().type === 'op' && this.peek().value === ',') {
          this.next();
          continue;
        }
        break;
      }
    }
    this.expect(')');
    if (args.length < arity[0] || args.length > arity[1])
      throw new FormulaError('FORMULA_ARITY', token.pos, `${name} takes ${arity[0]}${arity[1] > arity[0] ? `..${arity[1]}` : ''}`);
    return maybeConstant(callFunction(name, runs), args);
  }
}

function z0(value: number | undefined): number {
  return typeof value === 'number' && !Number.isNaN(value) ? value : 0;
}
