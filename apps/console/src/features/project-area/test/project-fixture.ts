import type { ProjectDetail } from '../feed-types';

/** A loaded project as GET /sources/{id} answers it; override what a test is about. */
export function projectFixture(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    uuid: 'p1',
    id: 'p1',
    apiKey: 'p1',
    name: 'Boots Shop',
    content: { name: 'Boots Shop', description: '' },
    owner: { name: 'Olga', email: 'olga@shop.example', phoneNumber: null },
    siteUrl: 'https://boots.example',
    feedFormat: 'YML',
    feedUrls: ['https://boots.example/feed.xml'],
    merchandisingUrls: [],
    overrideOffersUrl: null,
    customCompletionsUrl: null,
    customTopQueriesUrl: null,
    ignoreXmlErrors: false,
    cutNonUtf8FromFeed: false,
    widgetSettings: {},
    sourceStatus: 'success',
    searchImages: false,
    selector: '',
    offersCount: 1500,
    loadedAt: Date.UTC(2025, 0, 10, 12, 0),
    lastScriptUpdated: null,
    indexedAt: null,
    createdAt: Date.UTC(2025, 0, 1),
    feedUpdateFrequency: 'daily',
    regionId: null,
    segmentId: null,
    locale: 'en',
    languages: [],
    planSubscription: null,
    planName: null,
    is_creative_booster_enabled: false,
    is_creative_booster_active: false,
    hasHeldUpdate: false,
    settings: {},
    feedLoad: null,
    exceedsAllowOffers: null,
    ...overrides,
  };
}

/** A fetch stub answering by method and path; unknown calls fail the test loudly. */
export function stubApi(routes: Record<string, (body: unknown) => { status?: number; body: unknown }>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return new Response(JSON.stringify({ statusCode: 404, message: `no route ${method} ${url.pathname}` }), { status: 404 });
    const answer = route(body);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
  return { fetchMock, calls };
}
