import { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/** Lists longer than this are cut: completions and top queries are for people, not bulk data. */
const MAX_ITEMS = 50_000;

/**
 * Reads a completions or top-queries list: one query per line, optionally followed by a weight
 * after a comma, semicolon or tab ('iphone 15;120').
 */
export async function readCustomList(body: AsyncIterable<Uint8Array>): Promise<Array<{ text: string; weight: number | null }>> {
  const items: Array<{ text: string; weight: number | null }> = [];
  const parser = Readable.from(body).pipe(
    parse({ delimiter: [',', ';', '\t'], relax_column_count: true, relax_quotes: true, skip_empty_lines: true, bom: true, trim: true }),
  );
  for await (const record of parser as AsyncIterable<string[]>) {
    const [text = '', weight] = record;
    if (!text || /^(query|text|запрос)$/i.test(text)) continue;
    const number = weight === undefined ? Number.NaN : Number(weight.replace(',', '.'));
    items.push({ text: text.slice(0, 200), weight: Number.isFinite(number) ? number : null });
    if (items.length >= MAX_ITEMS) break;
  }
  return items;
}
