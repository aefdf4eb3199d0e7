import type { SynonymSet } from '../types';

/**
 * Rules kept from one text; lines after it are dropped. The server refuses saved synonyms past it
 * (contracts LIMITS.synonymRules), so only old or hand-made settings ever reach it.
 */
export const MAX_SYNONYM_RULES = 10_000;

/**
 * Parses synonym lines (spec §3): `word=>a,b,c` maps one way, `a,b,c` makes the words equivalent.
 * Each side may hold several words ('smart tv=>телевизор'). `normalize` turns a phrase into index terms.
 */
export function parseSynonymLines(text: string | readonly string[], normalize: (phrase: string) => string[]): SynonymSet {
  const lines = typeof text === 'string' ? text.split(/\r?\n/) : text.flatMap((line) => line.split(/\r?\n/));
  const rules: Array<{ from: string[]; to: string[][] }> = [];
  for (const line of lines) {
    if (rules.length >= MAX_SYNONYM_RULES) break;
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const arrow = trimmed.indexOf('=>');
    if (arrow >= 0) {
      const from = trimmed
        .slice(0, arrow)
        .split(',')
        .map(normalize)
        .filter((words) => words.length > 0);
      const to = trimmed
        .slice(arrow + 2)
        .split(',')
        .map(normalize)
        .filter((words) => words.length > 0);
      for (const words of from) if (to.length > 0) rules.push({ from: words, to });
      continue;
    }
    const group = trimmed
      .split(',')
      .map(normalize)
      .filter((words) => words.length > 0);
    for (let i = 0; i < group.length; i++) {
      const to = group.filter((_, j) => j !== i);
      if (to.length > 0) rules.push({ from: group[i] as string[], to });
    }
  }
  return { rules };
}

/** Rules whose `from` words appear in a row in the query words, longest first; each query word used once. */
export function matchSynonyms(set: SynonymSet, words: readonly string[]): Array<{ start: number; length: number; to: string[][] }> {
  const found: Array<{ start: number; length: number; to: string[][] }> = [];
  const used = new Uint8Array(words.length);
  const rules = [...set.rules].sort((a, b) => b.from.length - a.from.length);
  for (const rule of rules) {
    const len = rule.from.length;
    for (let start = 0; start + len <= words.length; start++) {
      let ok = true;
      for (let k = 0; k < len && ok; k++) ok = !used[start + k] && words[start + k] === rule.from[k];
      if (!ok) continue;
      const existing = found.find((match) => match.start === start && match.length === len);
      if (existing) existing.to.push(...rule.to);
      else {
        found.push({ start, length: len, to: [...rule.to] });
      }
    }
    for (const match of found) for (let k = 0; k < match.length; k++) used[match.start + k] = 1;
  }
  return found.sort((a, b) => a.start - b.start);
}
