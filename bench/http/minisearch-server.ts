// A peer for the search API bench: MiniSearch (fuzzy 0.2, prefix, name ×2) over the same generated
// catalog behind a bare Node HTTP server, answering GET /search?query= with the top 24 offers as JSON.
import http from 'node:http';
import MiniSearch from 'minisearch';
import { generateCatalog } from '../engine/catalog';

const catalog = generateCatalog(Number(process.argv[2]));
const index = new MiniSearch<{ id: number; name: string; vendor: string }>({
  fields: ['name', 'vendor'],
  searchOptions: { fuzzy: 0.2, prefix: true, boost: { name: 2 } },
});
index.addAll(catalog.offers.map((offer, id) => ({ id, name: offer.name, vendor: offer.vendor ?? '' })));
const server = http.createServer((request, response) => {
  const query = new URL(request.url ?? '/', 'http://bench').searchParams.get('query') ?? '';
  const hits = index.search(query);
  const body = JSON.stringify({ hits: hits.length, offers: hits.slice(0, 24).map((hit) => catalog.offers[hit.id as number]) });
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: (server.address() as { port: number }).port })));
