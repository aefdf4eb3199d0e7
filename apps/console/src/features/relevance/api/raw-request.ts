import { API_BASE, ApiError, reportApiError } from '../../../lib/http';
import { currentLocale } from '../../../lib/locale';
import { beginRequest, endRequest } from '../../../lib/progress';

interface RawOptions {
  method?: 'GET' | 'POST';
  body?: BodyInit;
  contentType?: string;
  quiet?: boolean;
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: { statusCode?: unknown; message?: unknown; errors?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    body = {};
  }
  const errors: Record<string, string[]> = {};
  if (body.errors && typeof body.errors === 'object') {
    for (const [field, messages] of Object.entries(body.errors)) {
      const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string');
      if (list.length) errors[field] = list;
    }
  }
  const statusCode = typeof body.statusCode === 'number' ? body.statusCode : response.status;
  const message = typeof body.message === 'string' && body.message ? body.message : `HTTP ${statusCode}`;
  return new ApiError(statusCode, message, errors);
}

/**
 * The admin API for bodies and answers that are not JSON (a CSV file up, a CSV file down), which
 * lib/http does not send; same token, language, progress bar and §8 error handling.
 */
export async function rawRequest(path: string, options: RawOptions = {}): Promise<Response> {
  // The session goes as the HttpOnly cookie, which the browser sends by itself.
  const headers: Record<string, string> = { 'Accept-Language': currentLocale() };
  if (options.contentType) headers['Content-Type'] = options.contentType;
  beginRequest();
  try {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${path}`, { method: options.method ?? 'GET', headers, body: options.body });
    } catch (cause) {
      const error = new ApiError(500, cause instanceof Error ? cause.message : 'Network error');
      reportApiError(error, options);
      throw error;
    }
    if (!response.ok) {
      const error = await errorOf(response);
      reportApiError(error, options);
      throw error;
    }
    return response;
  } finally {
    endRequest();
  }
}
