import { isMessageKey, type MerchandisingRule, merchandisingRuleSchema, merchandisingRulesBody } from '@vitrina/contracts';
import { normalizeRuleQuery } from '@vitrina/engine';
import { parse } from 'csv-parse/sync';

/** A merchandising feed holds at most as many rules as the console's list does. */
export const MAX_FEED_RULES = 1000;
/** The report keeps this many rejected lines per feed; the count covers them all. */
export const MAX_REPORTED_LINES = 100;

/** One refused line: its number (CSV line or JSON list item) and, per field, message references. */
export interface RejectedLine {
  line: number;
  errors: Record<string, string[]>;
}

export interface RulesFeed {
  rules: MerchandisingRule[];
  rejected: RejectedLine[];
  rejectedCount: number;
}

export class RulesFeedFormatError extends Error {}

/** A CSV line already known to be bad (a params cell that is not JSON). */
class BadCells {
  constructor(readonly errors: Record<string, string[]>) {}
}

const RULE_FIELDS: ReadonlySet<string> = new Set(Object.keys(merchandisingRuleSchema.shape));
const TRUE = /^(1|true|yes|да|y)$/i;

export function ruleKey(rule: Pick<MerchandisingRule, 'query' | 'regex'>): string {
  return `${rule.regex ? 're:' : ''}${normalizeRuleQuery(rule.query)}`;
}

/** CSV: a header with the rule's fields (query, action, regex, params as a JSON object…), one rule a line. */
function csvCandidates(text: string): Array<{ line: number; value: unknown }> {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'));
  const delimiter = [';', '\t', ','].find((d) => firstLine.includes(d)) ?? ',';
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as typeof records;
  } catch {
    throw new RulesFeedFormatError();
  }
  const [head, ...rows] = records;
  const columns = (head?.record ?? []).map((name) => name.trim());
  if (!columns.includes('query') || !columns.includes('action')) throw new RulesFeedFormatError();
  return rows.map(({ record, info }) => {
    const rule: Record<string, unknown> = {};
    const problems: Record<string, string[]> = {};
    columns.forEach((column, at) => {
      const cell = (record[at] ?? '').trim();
      if (!RULE_FIELDS.has(column) || (cell === '' && column !== 'query')) return;
      if (column === 'regex') rule.regex = TRUE.test(cell);
      else if (column === 'params') {
        try {
          rule.params = JSON.parse(cell);
        } catch {
          problems.params = ['validation.json'];
        }
      } else rule[column] = cell;
    });
    return { line: info.lines, value: Object.keys(problems).length ? new BadCells(problems) : rule };
  });
}

/** JSON: a list of rules as POST /sources/{id}/rules takes them, bare or as {"rules": [...]}. */
function jsonCandidates(text: string): Array<{ line: number; value: unknown }> {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new RulesFeedFormatError();
  }
  const list = Array.isArray(document) ? document : (document as { rules?: unknown } | null)?.rules;
  if (!Array.isArray(list)) throw new RulesFeedFormatError();
  return list.map((value, index) => ({ line: index + 1, value }));
}

function problemsOf(value: unknown): Record<string, string[]> | null {
  if (value instanceof BadCells) return value.errors;
  const checked = merchandisingRulesBody.safeParse({ rules: [value] });
  if (checked.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path.slice(2).join('.') || 'rule';
    const reference = isMessageKey(issue.message.split('|')[0] ?? '') ? issue.message : 'validation.invalid';
    errors[field] = [...(errors[field] ?? []), reference];
  }
  return errors;
}

/**
 * Reads a merchandising feed (JSON or CSV, told apart by the first character) into valid rules
 * and a report of refused lines. The first rule for a query wins; later ones are refused.
 */
export function readRulesFeed(text: string): RulesFeed {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (!trimmed) throw new RulesFeedFormatError();
  const candidates = trimmed.startsWith('[') || trimmed.startsWith('{') ? jsonCandidates(trimmed) : csvCandidates(trimmed);
  const feed: RulesFeed = { rules: [], rejected: [], rejectedCount: 0 };
  const seen = new Set<string>();
  const reject = (line: number, errors: Record<string, string[]>) => {
    feed.rejectedCount += 1;
    if (feed.rejected.length < MAX_REPORTED_LINES) feed.rejected.push({ line, errors });
  };
  for (const { line, value } of candidates) {
    const problems = problemsOf(value);
    if (problems) {
      reject(line, problems);
      continue;
    }
    const rule = merchandisingRuleSchema.parse(value);
    const key = ruleKey(rule);
    if (rule.query && seen.has(key)) reject(line, { query: ['validation.duplicateQuery'] });
    else if (feed.rules.length >= MAX_FEED_RULES) reject(line, { rule: [`validation.tooMany|${MAX_FEED_RULES}`] });
    else {
      seen.add(key);
      feed.rules.push(rule);
    }
  }
  return feed;
}
