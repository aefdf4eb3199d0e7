import { type SynonymKind, synonymTermSchema } from '@vitrina/contracts';

export type CsvLine =
  | { line: number; text: string; kind: SynonymKind; word: string; synonyms: string[] }
  | { line: number; text: string; error: string };

/** Splits one line on `separator` outside double quotes, fields trimmed; "" inside quotes is a quote. */
function splitFields(text: string, separator: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      if (quoted && text[i + 1] === '"') {
        current += '"';
        i += 1;
      } else quoted = !quoted;
    } else if (char === separator && !quoted) {
      fields.push(current);
      current = '';
    } else current += char;
  }
  fields.push(current);
  return fields.map((field) => field.trim());
}

const separatorOf = (text: string) => (text.includes(';') ? ';' : text.includes(',') ? ',' : text.includes('\t') ? '\t' : null);

const HEADER = /^"?(word|original|query|слово|запрос)"?\s*[,;\t]\s*"?(synonyms?|синонимы?)"?$/i;

/** The first problem of a word as a message reference, or the cleaned word. */
function checkTerm(text: string): { value: string } | { error: string } {
  const parsed = synonymTermSchema.safeParse(text);
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'validation.invalid' };
}

/** One non-blank line: its kind, word and synonyms, or its first problem. */
function readLine(line: number, trimmed: string): CsvLine {
  const text = trimmed.slice(0, 200);
  const arrow = trimmed.indexOf('=>');
  let kind: SynonymKind = 'twoWay';
  let word = '';
  let rest: string[] = [];
  if (arrow >= 0) {
    kind = 'oneWay';
    const right = trimmed.slice(arrow + 2);
    word = splitFields(trimmed.slice(0, arrow), '\u0000')[0] ?? '';
    rest = splitFields(right, separatorOf(right) ?? ',');
  } else {
    const separator = separatorOf(trimmed);
    [word = '', ...rest] = separator ? splitFields(trimmed, separator) : [trimmed];
  }
  const checkedWord = checkTerm(word);
  if ('error' in checkedWord) return { line, text, error: checkedWord.error };
  const synonyms: string[] = [];
  for (const item of rest.filter(Boolean)) {
    const checked = checkTerm(item);
    if ('error' in checked) return { line, text, error: checked.error };
    synonyms.push(checked.value);
  }
  if (!synonyms.length) return { line, text, error: 'validation.synonymRequired' };
  return { line, text, kind, word: checkedWord.value, synonyms };
}

/**
 * Reads a synonyms file line by line: 'word,synonym[,…]' (two-way), 'word=>a,b,c' (one-way), ';'
 * or tab instead of ',' (as spreadsheets save CSV), fields optionally in double quotes. Blank lines,
 * '#' comments and a 'word,synonym' header are ignored; every other line is a result or an error.
 */
export function readSynonymCsv(text: string): CsvLine[] {
  const result: CsvLine[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  let first = true;
  for (const [index, raw] of lines.entries()) {
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    if (first) {
      first = false;
      if (HEADER.test(trimmed)) continue;
    }
    result.push(readLine(index + 1, trimmed));
  }
  return result;
}
