/**
 * Server ⇄ client forms of project settings (spec §3): globalParams is comma-separated text on
 * the server and a list on the client; synonyms are lines.
 */

/** Splits on commas outside double quotes; quotes are removed, items trimmed, empties dropped. */
export function splitGlobalParams(text: string): string[] {
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items.map((item) => item.trim()).filter(Boolean);
}

/** Joins a list back into text, quoting items that hold a comma. */
export function joinGlobalParams(items: readonly string[]): string {
  return items
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => (item.includes(',') ? `"${item.replaceAll('"', '')}"` : item))
    .join(',');
}

export interface SynonymLine {
  word: string;
  synonyms: string[];
}

/** Reads 'word=>a,b,c' and 'word,synonym' lines; blank lines and lines without a synonym are skipped. */
export function parseSynonymLines(text: string): SynonymLine[] {
  const lines: SynonymLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const arrow = line.indexOf('=>');
    const [word = '', ...rest] = arrow >= 0 ? [line.slice(0, arrow), ...line.slice(arrow + 2).split(',')] : line.split(',');
    const synonyms = rest.map((s) => s.trim()).filter(Boolean);
    if (word.trim() && synonyms.length) lines.push({ word: word.trim(), synonyms });
  }
  return lines;
}

/** Writes synonyms for export: one 'word,synonym' line per pair, joined by CRLF. */
export function formatSynonymLines(lines: readonly SynonymLine[]): string {
  return lines.flatMap(({ word, synonyms }) => synonyms.map((synonym) => `${word},${synonym}`)).join('\r\n');
}
