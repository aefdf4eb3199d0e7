// Serializing a computed search answer, side by side over the same 300 answers of 20,000 generated
// offers: the whole answer through JSON.stringify and Buffer.from (as the search API did before
// answer-json.ts), a serializer compiled from the answer's JSON schema (fast-json-stringify, what
// Fastify uses), and answerJson, which reuses each offer's JSON bytes. Also prints the part no reuse
// can save (everything but the offers). Checks each way's bytes against JSON.stringify's.
// Run: npm run bench:answer-json   (OFFERS=20000 QUERIES=300)
import os from 'node:os';
import type { SearchResult } from '@vitrina/engine';
import fastJson from 'fast-json-stringify';
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

// The public answer's shape (packages/contracts/src/public-search.ts), properties in the answer's order.
const text = { type: 'string' } as const;
const orNull = (type: string) => ({ type: [type, 'null'] });
const named = { type: 'object', properties: { id: text, name: text } } as const;
const option = { type: 'object', properties: { id: text, name: text, hits: { type: 'number' } } } as const;
const offer = {
  type: 'object',
  properties: {
    id: text,
    name: text,
    url: orNull('string'),
    price: orNull('number'),
    oldPrice: orNull('number'),
    currency: orNull('string'),
    available: { type: 'boolean' },
    score: { type: 'number' },
    pictures: { type: 'array', items: text },
    category: { type: ['object', 'null'], properties: named.properties },
    categories: { type: 'array', items: named },
    offerCode: orNull('string'),
    vendor: orNull('string'),
    params: { type: 'object', additionalProperties: { anyOf: [text, { type: 'array', items: text }] } },
  },
};
const compiled = fastJson({
  type: 'object',
  properties: {
    topOffersIds: { type: 'array', items: text },
    offers: { type: 'array', items: offer },
    extraOffers: { type: 'null' },
    ads: { type: 'array', items: {} },
    hits: { type: 'number' },
    categories: {
      type: 'array',
      items: { type: 'object', properties: { id: text, name: text, hits: { type: 'number' }, score: { type: 'number' } } },
    },
    params: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: text,
          name: text,
          type: text,
          min: { type: 'number' },
          max: { type: 'number' },
          unit: text,
          options: { type: 'array', items: option },
        },
      },
    },
    correctedQuery: text,
  },
});

const ways = {
  'JSON.stringify of the whole answer': (r: SearchResult) =>
    Buffer.from(JSON.stringify({ topOffersIds: [], offers: r.offers.map((hit) => toApiHit(hit, names)), ...restOf(r) })),
  'fast-json-stringify from the schema': (r: SearchResult) =>
    Buffer.from(compiled({ topOffersIds: [], offers: r.offers.map((hit) => toApiHit(hit, names)), ...restOf(r) })),
  answerJson: (r: SearchResult) => answerJson([], r.offers, restOf(r), names, true),
  'the answer without its offers (floor)': (r: SearchResult) => Buffer.from(JSON.stringify(restOf(r))),
};

const micros: Record<string, number[]> = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++)
  for (const [name, serialize] of Object.entries(ways)) {
    const started = performance.now();
    for (const result of results) serialize(result);
    micros[name]?.push(((performance.now() - started) / results.length) * 1000);
  }
const reference = ways['JSON.stringify of the whole answer'];
const sameAs = (way: (r: SearchResult) => Buffer) => results.filter((r) => way(r).equals(reference(r))).length;
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
console.log(
  `answers byte for byte as JSON.stringify's: answerJson ${sameAs(ways.answerJson)}, fast-json-stringify ${sameAs(ways['fast-json-stringify from the schema'])} of ${results.length}`,
);
