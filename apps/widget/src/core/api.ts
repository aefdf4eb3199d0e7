import type {
  CompletionsAnswer,
  PublicEvent,
  SearchAnswer,
  SearchFacet,
  SearchFilters,
  SearchParams,
  SearchSort,
  SearchWidgetSettings,
  WidgetCompletionSettings,
} from '@vitrina/contracts';

/** Debug mode adds this value to every widget request (spec §7). */
export const DEBUG_TOKEN = '31337';

/** The shopper's choice in the facets: option ids per facet id, a price range and ranges of range params. */
export interface Selection {
  options: Record<string, string[]>;
  price: { from?: number; to?: number };
  ranges?: Record<string, { from?: number; to?: number }>;
}

export const EMPTY_SELECTION: Selection = { options: {}, price: {} };

/** Maps facet choices to API filters: 'vendor' → vendors, 'category' → categoryId, 'price' → price, others → params[name]. */
export function buildFilters(selection: Selection, onlyAvailable: boolean): SearchFilters {
  const filters: SearchFilters = {};
  for (const [facet, values] of Object.entries(selection.options)) {
    if (values.length === 0) continue;
    if (facet === 'vendor') filters.vendors = [...values];
    else if (facet === 'category') filters.categoryId = values[values.length - 1];
    else filters.params = { ...filters.params, [facet]: [...values] };
  }
  const { from, to } = selection.price;
  if (from !== undefined || to !== undefined) {
    filters.price = {};
    if (from !== undefined) filters.price.from = from;
    if (to !== undefined) filters.price.to = to;
  }
  for (const [facet, range] of Object.entries(selection.ranges ?? {}))
    if (range.from !== undefined || range.to !== undefined) filters.paramRanges = { ...filters.paramRanges, [facet]: range };
  if (onlyAvailable) filters.available = true;
  return filters;
}

/** Whether any facet or price choice is active. */
export function hasSelection(selection: Selection): boolean {
  return (
    Object.values(selection.options).some((v) => v.length > 0) ||
    selection.price.from !== undefined ||
    selection.price.to !== undefined ||
    Object.values(selection.ranges ?? {}).some((r) => r.from !== undefined || r.to !== undefined)
  );
}

export interface RequestContext {
  projectId: string;
  apiUrl: string;
  userId: string;
  locale: string;
  debug: boolean;
  regionId?: string;
  segmentId?: string;
  /** Sent as `client`: 'widget', or OWNER_CLIENT in the owner's preview. */
  client: string;
}

export interface SearchOptions {
  query: string;
  skip: number;
  limit: number;
  selection: Selection;
  sort: SearchSort;
  firstInSession: boolean;
  /** Asks for results grouped by category (groupCategories), this many per group. */
  groupSize?: number;
}

/** The JSON body of POST /api/{projectId}/search. */
export function buildSearchRequest(
  ctx: RequestContext,
  settings: Pick<SearchWidgetSettings, 'onlyAvailable'>,
  o: SearchOptions,
): SearchParams {
  const body: SearchParams = {
    query: o.query,
    skip: o.skip,
    limit: o.limit,
    filters: buildFilters(o.selection, settings.onlyAvailable),
    userId: ctx.userId,
    locale: ctx.locale,
    client: ctx.client,
    firstInSession: o.firstInSession,
  };
  if (o.sort !== 'relevance') body.sort = o.sort;
  if (o.groupSize) body.groupByCategories = { active: true, size: o.groupSize, skip: 0 };
  if (ctx.regionId) body.regionId = ctx.regionId;
  if (ctx.segmentId) body.segmentId = ctx.segmentId;
  if (ctx.debug) body.debug = DEBUG_TOKEN;
  return body;
}

function base(ctx: RequestContext): string {
  return `${ctx.apiUrl.replace(/\/+$/, '')}/api/${encodeURIComponent(ctx.projectId)}`;
}

/** The URL of GET /api/{projectId}/completions. */
export function buildCompletionsUrl(ctx: RequestContext, query: string, completionSettings: WidgetCompletionSettings): string {
  const params = new URLSearchParams({
    query,
    completionSettings: JSON.stringify(completionSettings),
    locale: ctx.locale,
    client: ctx.client,
    userId: ctx.userId,
  });
  if (ctx.regionId) params.set('regionId', ctx.regionId);
  if (ctx.segmentId) params.set('segmentId', ctx.segmentId);
  if (ctx.debug) params.set('debug', DEBUG_TOKEN);
  return `${base(ctx)}/completions?${params}`;
}

export type Fetch = (
  url: string,
  init?: { method?: string; body?: string; headers?: Record<string, string>; signal?: AbortSignal; keepalive?: boolean },
) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

export interface ApiClient {
  completions(query: string, completionSettings: WidgetCompletionSettings, signal?: AbortSignal): Promise<CompletionsAnswer>;
  search(body: SearchParams, signal?: AbortSignal): Promise<SearchAnswer>;
  sendEvents(events: PublicEvent[]): Promise<void>;
}

/** The search API client; bodies go as text/plain JSON so a cross-origin call needs no preflight. */
export function createApiClient(ctx: RequestContext, fetchImpl: Fetch): ApiClient {
  const post = (path: string, body: unknown, extra: { signal?: AbortSignal; keepalive?: boolean } = {}) =>
    fetchImpl(`${base(ctx)}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'text/plain' }, ...extra });
  return {
    async completions(query, completionSettings, signal) {
      const res = await fetchImpl(buildCompletionsUrl(ctx, query, completionSettings), signal ? { signal } : {});
      if (!res.ok) throw new Error(`completions ${res.status}`);
      return (await res.json()) as CompletionsAnswer;
    },
    async search(body, signal) {
      const res = await post('/search', body, signal ? { signal } : {});
      if (!res.ok) throw new Error(`search ${res.status}`);
      const data = (await res.json()) as SearchAnswer;
      return { ...data, offers: data.offers ?? [], hits: data.hits ?? 0, params: normalizeFacets(data.params) };
    },
    async sendEvents(events) {
      await post('/events', { events }, { keepalive: true });
    },
  };
}

function normalizeFacets(params: SearchFacet[] | undefined): SearchFacet[] {
  return (params ?? []).filter((f) => f && typeof f.id === 'string' && Array.isArray(f.options));
}
