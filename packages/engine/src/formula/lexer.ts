import { FormulaError } from './errors';

export type Token =
  | { type: 'num'; value: number; pos: number }
  | { type: 'id'; value: string; pos: number }
  | { type: 'str'; value: string; pos: number }
  | { type: 'op'; value: string; pos: number }
  | { type: 'end'; value: ''; pos: number };

const OPERATORS = ['<=', '>=', '==', '!=', '&&', '||', '+', '-', '*', '/', '%', '^', '(', ')', '[', ']', ',', '?', ':', '<', '>', '!'];
const NUMBER = /(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y;

function readString(text: string, start: number): { value: string; end: number } {
  const quote = text[start];
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === quote) return { value, end: i + 1 };
    if (ch === '\\' && i + 1 < text.length) {
      value += text[++i];
      continue;
    }
    value += ch;
  }
  throw new FormulaError('FORMULA_UNTERMINATED_STRING', start);
}

/** Splits a formula into tokens; the list always ends with an 'end' token. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      i++;
      continue;
    }
    if ((ch >= '0' && ch <= '9') || (ch === '.' && /\d/.test(text[i + 1] ?? ''))) {
      NUMBER.lastIndex = i;
      const match = NUMBER.exec(text) as RegExpExecArray;
      const value = Number(match[0]);
      if (!Number.isFinite(value) || /^[A-Za-z_.]/.test(text[i + match[0].length] ?? ''))
        throw new FormulaError('FORMULA_BAD_NUMBER', i, match[0]);
      tokens.push({ type: 'num', value, pos: i });
      i += match[0].length;
      continue;
    }
    IDENT.lastIndex = i;
    const ident = IDENT.exec(text);
    if (ident) {
      tokens.push({ type: 'id', value: ident[0], pos: i });
      i += ident[0].length;
      continue;
    }
    if (ch === '"' || ch === "'") {
      const { value, end } = readString(text, i);
      tokens.push({ type: 'str', value, pos: i });
      i = end;
      continue;
    }
    const op = OPERATORS.find((candidate) => text.startsWith(candidate, i));
    if (!op) throw new FormulaError('FORMULA_BAD_CHARACTER', i, JSON.stringify(ch));
    tokens.push({ type: 'op', value: op, pos: i });
    i += op.length;
  }
  tokens.push({ type: 'end', value: '', pos: text.length });
  return tokens;
}
