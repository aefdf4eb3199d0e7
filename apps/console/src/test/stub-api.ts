/** A fetch stand-in answering 'METHOD /path' routes; it records every call. Unknown routes answer 404. */
export function stubApi(routes: Record<string, (body: unknown) => { status?: number; body: unknown }>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
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
    calls.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return new Response(JSON.stringify({ statusCode: 404, message: `no route ${method} ${url.pathname}` }), { status: 404 });
    const answer = route(body);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
  return { fetchMock, calls };
}
