// Serializing a computed search answer: the whole answer through JSON.stringify and Buffer.from (as
// the search API did before answer-json.ts) against answerJson, which reuses each offer's JSON bytes
// per index, side by side over the same 300 answers of 20,000 generated offers. Also prints the part
// no reuse can save (everything but the offers). Checks the bytes are the same.
// Run: npm run bench:answer-json   (OFFERS=20000 QUERIES=300)
import os from 'node:os';
import type { SearchResult } from '@vitrina/engine';
import { toApiHit, toApiParams } from '../../apps/server/src/lib';
import { answerJson } from '../../apps/server/src/modules/search/answer-json';
import { buildIndex, deserializeIndex, serializeIndex } from '../../packages/engine/src/index';
import { generateCatalog, generateQueries } from '../engine/catalog';

const OFFERS = Number(process.env.OFFERS ?? 20_000);
const QUERIES = Number(process.env.QUERIES ?? 300);
const ROUNDS = 7;

const catalog = generateCatalog(OFFERS);
// Loaded from a snapshot, as a search node holds it: offers decoded on demand and kept.
const index = deserializeIndex(serializeIndex(buildIndex({ offers: catalog.offers, categories: catalog.categories })));
const results = generateQueries(catalog, QUERIES * 2)
  .slice(0, QUERIES)
  .map((q) => index.search({ query: q.text, limit: 24, facets: true }));
const names = (id: string) => `Category ${id}`;
const restOf = (r: SearchResult) => ({ extraOffers: null, ads: [], hits: r.hits, categories: r.categories, params: toApiParams(r.facets) });

const ways = {
  'JSON.stringify of the whole answer': (r: SearchResult) =>
    Buffer.from(JSON.stringify({ topOffersIds: [], offers: r.offers.map((hit) => toApiHit(hit, names)), ...restOf(r) })),
  answerJson: (r: SearchResult) => answerJson({ topOffersIds: [], ...restOf(r) }, r.offers, names, true),
  'the answer without its offers (floor)': (r: SearchResult) => Buffer.from(JSON.stringify(restOf(r))),
};

const micros: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++)
  for (const [name, serialize] of Object.entries(ways)) {
    const started = performance.now();
    for (const result of results) serialize(result);
    micros[name]?.push(((performance.now() - started) / results.length) * 1000);
  }
const same = results.filter((r) => ways.answerJson(r).equals(ways['JSON.stringify of the whole answer'](r))).length;
const bytes = results.map((r) => ways.answerJson(r).length).sort((a, b) => a - b);

console.log(
  `Serializing a computed answer: ${OFFERS} offers, ${QUERIES} answers (median ${bytes[bytes.length >> 1]} bytes), ${ROUNDS} rounds; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
console.log('| way | µs per answer, median round (first round) |\n| --- | ---: |');
for (const [name, values] of Object.entries(micros)) {
  const sorted = values.slice(1).sort((a, b) => a - b);
  console.log(`| ${name} | ${(sorted[sorted.length >> 1] as number).toFixed(1)} (${(values[0] as number).toFixed(1)}) |`);
}
console.log(`answers byte for byte the same: ${same} of ${results.length}`);
