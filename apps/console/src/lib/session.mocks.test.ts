import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, restoreSession, signOut } from './session';

vi.mock('./notify', () => ({ notifyWarning: vi.fn(), notifyError: vi.fn(), notifySuccess: vi.fn(), MESSAGE_DISPLAY_MS: 15_000 }));

const PROFILE = { id: 'u1', email: 'anna@example.com', name: 'Anna', permissions: [] };

function serve(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Array<{ url: string; method: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET' });
      const found = answers[url] ?? { status: 404, body: {} };
      return new Response(JSON.stringify(found.body), { status: found.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

const setMarker = (value: string | null) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie of the session marker.
  document.cookie = value === null ? 'vitrina_session=; path=/; max-age=0' : `vitrina_session=${value}; path=/`;
};

describe('the console session', () => {
  beforeEach(() => setMarker(null));
  afterEach(() => {
    vi.unstubAllGlobals();
    setMarker(null);
  });

  it('starts signed out without asking the server when the browser holds no session', async () => {
    const calls = serve({});
    await restoreSession();
    expect(getSession().status).toBe('unauthenticated');
    expect(calls).toEqual([]);
  });

  it('restores the user of the session cookie, which the browser sends by itself', async () => {
    setMarker('7b0e');
    serve({ '/api/users/profile': { status: 200, body: { data: PROFILE } } });
    await restoreSession();
    expect(getSession()).toMatchObject({ status: 'authenticated', user: { email: 'anna@example.com' } });
  });

  it("takes the session marker index.html's first script read, without reading the cookie again", async () => {
    const atLoad = window as { __vitrinaSessionAtLoad?: string };
    const cookie = vi.spyOn(document, 'cookie', 'get');
    serve({ '/api/users/profile': { status: 200, body: { data: PROFILE } } });
    try {
      atLoad.__vitrinaSessionAtLoad = '7b0e';
      await restoreSession();
      expect(getSession()).toMatchObject({ status: 'authenticated', user: { email: 'anna@example.com' } });
      atLoad.__vitrinaSessionAtLoad = '';
      await restoreSession();
      expect(getSession().status).toBe('unauthenticated');
      expect(cookie).not.toHaveBeenCalled();
    } finally {
      delete atLoad.__vitrinaSessionAtLoad;
      cookie.mockRestore();
    }
  });

  it('signing out asks the server to end the session, and is signed out at once', async () => {
    setMarker('7b0e');
    const calls = serve({ '/api/logout': { status: 200, body: { data: { ended: true } } } });
    signOut();
    expect(getSession().status).toBe('unauthenticated');
    await vi.waitFor(() => expect(calls).toEqual([{ url: '/api/logout', method: 'POST' }]));
  });

  it('an ended or expired session at start-up counts as signed out, and the server is told to clear its cookies', async () => {
    setMarker('7b0e');
    const calls = serve({
      '/api/users/profile': { status: 401, body: { statusCode: 401, message: 'Authentication required' } },
      '/api/logout': { status: 200, body: { data: { ended: false } } },
    });
    await restoreSession();
    expect(getSession().status).toBe('unauthenticated');
    await vi.waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/logout'));
  });

  it('leaves the session alone when the profile never arrives at start-up (a reload, the network)', async () => {
    setMarker('7b0e');
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        throw new TypeError('Failed to fetch');
      }),
    );
    await restoreSession();
    expect(getSession().status).toBe('unauthenticated');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual(['/api/users/profile']);
    expect(document.cookie).toContain('vitrina_session=7b0e');
  });

  it('forgets the session marker itself when the server cannot be reached', async () => {
    setMarker('7b0e');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    signOut();
    await vi.waitFor(() => expect(document.cookie).not.toContain('vitrina_session=7b0e'));
  });
});
