// The Home Depot development set (shared/data/relevance/homedepot): products, judged queries and
// NDCG@10 as its README defines it. The held-out CrowdFlower set is never read by any bench.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const HOMEDEPOT_DIR = path.resolve(here, '../../../shared/data/relevance/homedepot');
/** Queries with at least this many judged products are scored. */
const MIN_JUDGED = 10;

/** Tab-separated rows with a header; a field in double quotes may hold tabs, newlines and "" escapes. */
function readTsv(file: string): string[][] {
  const text = fs.readFileSync(file, 'utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === '\t') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows.slice(1);
}

export interface HomeDepot {
  products: Array<{ id: string; title: string }>;
  /** Queries with at least MIN_JUDGED judgements: [query id, text]. */
  judged: Array<[string, string]>;
  /** Query id → product id → gain (relevance − 1, 0–2). */
  gains: Map<string, Map<string, number>>;
  ndcg(queryId: string, ranked: readonly string[]): number;
}

/** The set, or null (with a notice) when shared/data is absent. */
export function readHomeDepot(bench: string): HomeDepot | null {
  if (!fs.existsSync(path.join(HOMEDEPOT_DIR, 'products.tsv'))) {
    console.log(`${bench} skipped: ${HOMEDEPOT_DIR} is absent (the shared data sets sit beside the repo).`);
    return null;
  }
  const products = readTsv(path.join(HOMEDEPOT_DIR, 'products.tsv')).map(([id, title]) => ({ id: id as string, title: title ?? '' }));
  const gains = new Map<string, Map<string, number>>();
  for (const [qid, pid, , gain] of readTsv(path.join(HOMEDEPOT_DIR, 'qrels.tsv'))) {
    if (!qid || !pid) continue;
    const map = gains.get(qid) ?? new Map<string, number>();
    gains.set(qid, map);
    map.set(pid, Number(gain));
  }
  const judged = readTsv(path.join(HOMEDEPOT_DIR, 'queries.tsv')).filter(
    ([qid]) => (gains.get(qid as string)?.size ?? 0) >= MIN_JUDGED,
  ) as Array<[string, string]>;
  const ndcg = (qid: string, ranked: readonly string[]) => {
    const g = gains.get(qid) as Map<string, number>;
    const dcg = ranked.slice(0, 10).reduce((sum, id, i) => sum + (g.get(id) ?? 0) / Math.log2(i + 2), 0);
    const ideal = [...g.values()]
      .sort((a, b) => b - a)
      .slice(0, 10)
      .reduce((sum, gain, i) => sum + gain / Math.log2(i + 2), 0);
    return ideal > 0 ? dcg / ideal : 0;
  };
  return { products, judged, gains, ndcg };
}
