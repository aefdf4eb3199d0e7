// The physical floor for the search API bench: a bare Node HTTP server that answers each request
// path with a stored body (our own answers, recorded by search.bench.ts), doing nothing else.
import fs from 'node:fs';
import http from 'node:http';

const answers = new Map<string, Buffer>(
  Object.entries(JSON.parse(fs.readFileSync(process.argv[2] as string, 'utf8')) as Record<string, string>).map(([url, body]) => [
    url,
    Buffer.from(body),
  ]),
);
const server = http.createServer((request, response) => {
  const body = answers.get(request.url ?? '');
  if (!body) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: (server.address() as { port: number }).port })));
