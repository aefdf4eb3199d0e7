import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadScript } from '../../build/route-preload.ts';
import { sessionAtLoad, takeEarlyResponse } from './early-requests';

// index.html's first script (build/route-preload.ts) and the app's side of what it leaves: the script
// is a string the build writes into the page, so only running it shows that it parses and works.
const ROUTES = [
  { path: '/project/:id/feed', files: ['assets/feed.js'], later: [], strings: { ru: ['assets/feed-ru.js'] }, requests: ['/sources/:id'] },
];
// As the page runs it: at the top level, with the page's globals (a syntax error throws here).
const run = () => new Function(preloadScript(['assets/index.js'], { ru: ['assets/ru.js'] }, ROUTES))();
const early = window as { __vitrinaEarly?: unknown; __vitrinaSessionAtLoad?: string };

describe("index.html's first script", () => {
  afterEach(() => {
    delete early.__vitrinaEarly;
    delete early.__vitrinaSessionAtLoad;
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie of the session marker.
    document.cookie = 'vitrina_session=; path=/; max-age=0';
    for (const link of document.head.querySelectorAll('link')) link.remove();
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });

  it("asks for the profile and the route's data in the session it read, and leaves that session for the start-up", () => {
    const fetch = vi.fn(async (_url: string) => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    // biome-ignore lint/suspicious/noDocumentCookie: as above.
    document.cookie = 'vitrina_session=7b0e; path=/';
    window.history.replaceState(null, '', '/project/p1/feed');
    run();
    expect(sessionAtLoad()).toBe('7b0e');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/users/profile', '/api/sources/p1']);
    expect(takeEarlyResponse('/api/sources/p1', () => '7b0e')).toBeDefined();
    expect([...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/assets/index.js', '/assets/feed.js']),
    );
  });

  it('asks for nothing without a session, and says there was none', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    run();
    expect(sessionAtLoad()).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });
});
