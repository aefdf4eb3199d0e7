import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request, setUnauthorizedHandler } from './http';
import { notifyError, notifyWarning } from './notify';

vi.mock('./notify', () => ({ notifyWarning: vi.fn(), notifyError: vi.fn(), notifySuccess: vi.fn(), MESSAGE_DISPLAY_MS: 15_000 }));

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

describe('http client', () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    vi.clearAllMocks();
    setUnauthorizedHandler(onUnauthorized);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('leaves the session to the HttpOnly cookie, sends the interface language and asks for JSON', async () => {
    answer(200, { data: { ok: true } });
    await request('/users/profile');
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(url).toBe('/api/users/profile');
    // No script can read the token: the browser sends it as the cookie, never as a header from here.
    expect(headers.Authorization).toBeUndefined();
    expect(init?.credentials ?? 'same-origin').toBe('same-origin');
    expect(headers['Accept-Language']).toBe('en');
    expect(headers.Accept).toBe('application/json');
  });

  it('shows the first validation error of a 422 as a warning', async () => {
    answer(422, { statusCode: 422, message: 'Invalid input', errors: { siteUrl: ['Invalid URL'], name: ['Input required'] } });
    await expect(request('/sources', { method: 'POST', body: {} })).rejects.toMatchObject({ statusCode: 422 });
    expect(notifyWarning).toHaveBeenCalledWith('Invalid URL');
  });

  it('shows other client errors as a warning with the server message', async () => {
    answer(404, { statusCode: 404, message: 'Widget not found' });
    await expect(request('/sources/x/widgets/y')).rejects.toBeInstanceOf(ApiError);
    expect(notifyWarning).toHaveBeenCalledWith('Widget not found');
  });

  it('says a 403 means no rights to manage the project, in the interface language (spec §6)', async () => {
    answer(403, { statusCode: 403, message: 'No permission for "sources.edit" project "x"!' });
    await expect(request('/sources/x', { method: 'PATCH', body: {} })).rejects.toMatchObject({ statusCode: 403 });
    expect(notifyWarning).toHaveBeenCalledWith('You have no rights to manage this project');
    // A plan's refusal is a 403 too; its own message (and dialog) stays.
    answer(403, { statusCode: 403, message: 'Your plan does not include statistics.', errors: { planUpgrade: ['statistics'] } });
    await expect(request('/sources/x/stats', { method: 'POST', body: {} })).rejects.toMatchObject({ statusCode: 403 });
    expect(notifyWarning).toHaveBeenLastCalledWith('Your plan does not include statistics.');
  });

  it('ends the session silently on 401', async () => {
    answer(401, { statusCode: 401, message: 'Authentication required' });
    await expect(request('/sources')).rejects.toMatchObject({ statusCode: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(notifyWarning).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('treats the 401 of sign-in as an answer, not an expired session', async () => {
    answer(401, { statusCode: 401, message: 'Wrong email or password' });
    await expect(request('/login', { method: 'POST', body: {}, quiet: true, unauthorizedIsAnswer: true })).rejects.toMatchObject({
      message: 'Wrong email or password',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(notifyWarning).not.toHaveBeenCalled();
  });

  it('shows server errors as an error notification', async () => {
    answer(500, { statusCode: 500, message: 'Internal error' });
    await expect(request('/sources')).rejects.toBeInstanceOf(ApiError);
    expect(notifyError).toHaveBeenCalledWith('Internal error');
  });

  it('takes the status from the response when the body has none', async () => {
    answer(404, undefined);
    await expect(request('/sources/gone')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('reports a network failure as a 500', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(request('/sources')).rejects.toMatchObject({ statusCode: 500 });
    expect(notifyError).toHaveBeenCalled();
  });
});
