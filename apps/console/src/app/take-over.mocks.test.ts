import { QueryClient } from '@tanstack/react-query';
import type { User } from '@vitrina/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RENDERED_STATE_ID, type RenderedState, serializeRenderedState } from '../ssr/rendered-state';

const rendered: RenderedState = {
  locale: 'en',
  user: { id: 'u1', name: 'Owner', locale: 'en' } as User,
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['sources', 'list', ''],
        queryHash: '["sources","list",""]',
        dehydratedAt: Date.now(),
        state: { data: [1], status: 'success' } as never,
      },
    ],
  },
  router: { loaderData: {}, actionData: null, errors: null },
};

/** Fresh modules for each case (so a file of the isolated mocks project): the locale and the session are module state. */
async function takeOver(storedLocale: string | null, languages: string[]) {
  vi.resetModules();
  localStorage.clear();
  if (storedLocale) localStorage.setItem('vitrina_locale', storedLocale);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  document.body.innerHTML = `<div id="root" inert></div><script type="application/json" id="${RENDERED_STATE_ID}">${serializeRenderedState(rendered)}</script>`;
  const { takeRenderedPage } = await import('./take-over');
  const { getSession } = await import('../lib/session');
  const { currentLocale } = await import('../lib/locale');
  const client = new QueryClient();
  return { taken: takeRenderedPage(client), session: getSession(), locale: currentLocale(), client };
}

describe('taking over a page the server rendered', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    localStorage.clear();
  });

  it('starts from its user, its answers and its language when the device would choose that language', async () => {
    const { taken, session, locale, client } = await takeOver('en', ['ru-RU']);
    expect(taken?.locale).toBe('en');
    expect(session).toMatchObject({ status: 'authenticated', user: { id: 'u1' } });
    expect(locale).toBe('en');
    expect(client.getQueryData(['sources', 'list', ''])).toEqual([1]);
  });

  it('takes the language of a device without one of its own', async () => {
    const { taken, locale } = await takeOver(null, ['de-DE']);
    expect(taken).not.toBeNull();
    expect(locale).toBe('en');
  });

  it('leaves a page rendered in another language than the device chose to the app', async () => {
    const chosen = await takeOver('ru', ['en-US']);
    expect(chosen.taken).toBeNull();
    expect(chosen.session.status).toBe('unknown');
    const browser = await takeOver(null, ['tr-TR']);
    expect(browser.taken).toBeNull();
    expect(browser.locale).toBe('tr');
  });
});
