import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Nesting a request's input may have: settings are a few levels deep; 5,000 levels overflowed the validator's stack. */
export const MAX_INPUT_DEPTH = 32;

/** What PostgreSQL cannot store in text or JSONB: NUL, and UTF-16 surrogates without their pair. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what this looks for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/** The text as it can be stored: NUL dropped, a lone surrogate as U+FFFD. */
export function storableText(text: string): string {
  return UNSTORABLE.test(text) ? text.replace(UNSTORABLE_ALL, (c) => (c === '\u0000' ? '' : '\uFFFD')) : text;
}

type Reason = 'validation.unstorableText' | 'validation.tooDeep';
type Container = Record<string, unknown> | unknown[];

/**
 * Walks one part of a request (query, params, body) without recursion, so no nesting can overflow
 * the stack. `clean` fixes unstorable text in place (keys included); otherwise the first field with
 * such text is named. Nesting past MAX_INPUT_DEPTH is named either way.
 */
function inspect(root: unknown, clean: boolean): { path: string; reason: Reason } | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: '', depth: 0 }];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path, depth } = item;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { path, reason: 'validation.tooDeep' };
    const container = value as Container;
    for (const key of Object.keys(container)) {
      let field = key;
      if (UNSTORABLE.test(key)) {
        if (!clean || Array.isArray(container)) return { path: join(path, storableText(key)), reason: 'validation.unstorableText' };
        field = storableText(key);
        (container as Record<string, unknown>)[field] = (container as Record<string, unknown>)[key];
        delete (container as Record<string, unknown>)[key];
      }
      const child = (container as Record<string, unknown>)[field];
      if (typeof child === 'string') {
        if (!UNSTORABLE.test(child)) continue;
        if (!clean) return { path: join(path, field), reason: 'validation.unstorableText' };
        (container as Record<string, unknown>)[field] = storableText(child);
      } else if (child !== null && typeof child === 'object') {
        stack.push({ value: child, path: join(path, field), depth: depth + 1 });
      }
    }
  }
  return null;
}

/**
 * Every request's input before validation: text PostgreSQL cannot store (NUL, lone surrogates) and
 * nesting deeper than any form makes. `clean` (the public search side: what shoppers type) strips
 * such text; otherwise the field is refused with a localized 422, as is too deep a nesting.
 */
export function guardInput(app: FastifyInstance, { clean }: { clean: boolean }): void {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    for (const part of [request.query, request.params, request.body]) {
      const problem = inspect(part, clean);
      if (!problem) continue;
      const reference = problem.reason === 'validation.tooDeep' ? `${problem.reason}|${MAX_INPUT_DEPTH}` : problem.reason;
      return done(new AppError('VALIDATION', [], { [problem.path || 'body']: [reference] }));
    }
    done();
  });
}
