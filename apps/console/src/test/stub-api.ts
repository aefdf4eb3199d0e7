/**
 * A fetch stand-in answering 'METHOD /path' routes with the parsed body and the query; it records
 * every call. Unknown routes answer 404.
 */
export function stubApi(
  routes: Record<string, (body: unknown, request: { query: URLSearchParams }) => { status?: number; body: unknown }>,
) {
  const calls: Array<{ method: string; path: string; query: URLSearchParams; body: unknown }> = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // a raw (CSV) body stays text
      }
    }
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return new Response(JSON.stringify({ statusCode: 404, message: `no route ${method} ${url.pathname}` }), { status: 404 });
    const answer = route(body, { query: url.searchParams });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
  return { fetchMock, calls };
}
