import type { ApiErrorBody } from '@vitrina/contracts';
import i18next from 'i18next';
import { sessionId } from './cookie';
import { takeEarlyResponse } from './early-requests';
import { currentLocale } from './locale';
import { notifyError, notifyWarning } from './notify';
import { beginRequest, endRequest } from './progress';

export const API_BASE = '/api';

/** An error answered by the API (or a network failure, as 500); messages are already localized. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors: Record<string, string[]>;

  constructor(statusCode: number, message: string, errors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.errors = errors;
  }

  /** The first message of a field, e.g. 'email' or 'feedUrls.0'. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }

  /** The first validation message of any field. */
  firstError(): string | undefined {
    for (const messages of Object.values(this.errors)) {
      if (messages[0]) return messages[0];
    }
    return undefined;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Skip the global notification: the caller shows the error itself (e.g. under a form). */
  quiet?: boolean;
  /** A 401 here is an answer (wrong credentials), not an expired session. */
  unauthorizedIsAnswer?: boolean;
  /** A poll the user did not ask for: no page progress bar. */
  background?: boolean;
}

let onUnauthorized: () => void = () => {};

/** The session registers how a 401 ends it (clear token, go to /signin). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

function toApiError(status: number, body: unknown): ApiError {
  const data = (body && typeof body === 'object' ? body : {}) as Partial<ApiErrorBody>;
  const statusCode = typeof data.statusCode === 'number' ? data.statusCode : status || 500;
  const message = typeof data.message === 'string' && data.message ? data.message : `HTTP ${statusCode}`;
  const errors: Record<string, string[]> = {};
  if (data.errors && typeof data.errors === 'object') {
    for (const [field, messages] of Object.entries(data.errors)) {
      const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string');
      if (list.length) errors[field] = list;
    }
  }
  return new ApiError(statusCode, message, errors);
}

/** Global reaction to a failed call (spec §8). */
export function reportApiError(error: ApiError, options: Pick<RequestOptions, 'quiet' | 'unauthorizedIsAnswer'> = {}): void {
  if (error.statusCode === 401 && !options.unauthorizedIsAnswer) {
    onUnauthorized();
    return;
  }
  if (options.quiet) return;
  if (error.statusCode === 422) {
    notifyWarning(error.firstError() ?? error.message);
  } else if (error.statusCode >= 500) {
    notifyError(error.message);
  } else if (error.statusCode === 403 && !error.errors.planUpgrade) {
    // Spec §6: the owner reads that they have no rights to manage the project, not the server's permission string.
    notifyWarning(i18next.t('errors.noRights'));
  } else if (error.statusCode >= 400 && error.statusCode !== 401) {
    notifyWarning(error.message);
  }
}

/** Shows the notification a failed call would show, for callers that asked for quiet and changed their mind. */
export function showApiError(error: ApiError): void {
  reportApiError(error, { unauthorizedIsAnswer: true });
}

/** Calls the admin API and returns the parsed body (the whole envelope). */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // The session travels as the HttpOnly cookie, which the browser sends to this origin by itself.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale() };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (!options.background) beginRequest();
  try {
    const url = buildUrl(path, options.query);
    const method = options.method ?? 'GET';
    let response: Response;
    try {
      // A GET index.html already asked for while the code downloaded (lib/early-requests.ts).
      response = await ((method === 'GET' && takeEarlyResponse(url, sessionId)) ||
        fetch(url, { method, headers, body, signal: options.signal }));
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      const error = new ApiError(500, cause instanceof Error ? cause.message : 'Network error');
      reportApiError(error, options);
      throw error;
    }
    const text = await response.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
    }
    if (!response.ok) {
      const error = toApiError(response.status, parsed);
      reportApiError(error, options);
      throw error;
    }
    return parsed as T;
  } finally {
    if (!options.background) endRequest();
  }
}

/** Calls an endpoint answering `{data}` and returns data. */
export async function requestData<T>(path: string, options?: RequestOptions): Promise<T> {
  const envelope = await request<{ data: T } | null>(path, options);
  return envelope?.data as T;
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => requestData<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    requestData<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    requestData<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    requestData<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => requestData<T>(path, { ...options, method: 'DELETE' }),
};
