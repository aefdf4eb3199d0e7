/** A fetch stand-in answering 'METHOD /path' routes with the query and body; it records every call. Unknown routes answer 404. */
export function stubApi(routes: Record<string, (call: { query: URLSearchParams; body: unknown }) => { status?: number; body: unknown }>) {
  const calls: Array<{ method: string; path: string; query: URLSearchParams; body: unknown }> = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return new Response(JSON.stringify({ statusCode: 404, message: `no route ${method} ${url.pathname}` }), { status: 404 });
    const answer = route({ query: url.searchParams, body });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
  return { fetchMock, calls };
}
