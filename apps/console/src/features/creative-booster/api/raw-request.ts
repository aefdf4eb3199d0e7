import { API_BASE, ApiError, reportApiError } from '../../../lib/http';
import { currentLocale } from '../../../lib/locale';

/** The JSON error body of the API as far as it can be read; null when the body is not JSON. */
export async function errorBodyOf(response: Response): Promise<{ statusCode?: unknown; message?: unknown; errors?: unknown } | null> {
  try {
    const body = (await response.json()) as unknown;
    return body && typeof body === 'object' ? (body as { message?: unknown }) : null;
  } catch {
    return null;
  }
}

/** An ApiError from an error answer, so the plan-upgrade dialog and form errors work as for JSON calls. */
export async function apiErrorOf(response: Response, fallback: string): Promise<ApiError> {
  const body = await errorBodyOf(response);
  const errors: Record<string, string[]> = {};
  if (body?.errors && typeof body.errors === 'object') {
    for (const [field, messages] of Object.entries(body.errors)) {
      const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string');
      if (list.length) errors[field] = list;
    }
  }
  const statusCode = typeof body?.statusCode === 'number' ? body.statusCode : response.status;
  const message = typeof body?.message === 'string' && body.message ? body.message : fallback;
  return new ApiError(statusCode, message, errors);
}

/**
 * The admin API for what lib/http does not send or read: a multipart upload and an image answer.
 * Same token and language; errors become ApiError with the server's message, else `fallback`.
 */
export async function rawRequest(
  path: string,
  { method = 'GET', body, signal, fallback }: { method?: 'GET' | 'POST'; body?: BodyInit; signal?: AbortSignal; fallback: string },
): Promise<Response> {
  // The session goes as the HttpOnly cookie, which the browser sends by itself.
  const headers: Record<string, string> = { 'Accept-Language': currentLocale() };
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method, headers, body, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(500, fallback);
  }
  if (!response.ok) {
    const error = await apiErrorOf(response, fallback);
    // Only an expired session is handled globally; the caller shows every other message where it belongs.
    reportApiError(error, { quiet: true });
    throw error;
  }
  return response;
}
