// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTracker, type Tracker, type TrackerOptions } from '.';
import type { TrackedEvent } from './core/queue';

const running: Tracker[] = [];
const start = (o: TrackerOptions) => {
  const t = startTracker(o);
  running.push(t);
  return t;
};

type Sent = { url: string; events: TrackedEvent[]; beacon: boolean };
let sent: Sent[];

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  window.fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), events: JSON.parse(String(init?.body)).events, beacon: false });
    return new Response('{}', { status: 202 });
  });
  Object.defineProperty(window.navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, body: string) => {
      sent.push({ url, events: JSON.parse(body).events, beacon: true });
      return true;
    }),
  });
  history.replaceState(null, '', '/catalog/shoes');
  document.body.innerHTML = `<form id="search"><input name="q" value="boots"><button id="go">Go</button></form>
    <div class="card" data-id="A-1"><span class="price">1 299,50 ₽</span><button class="to-cart">Buy</button></div>`;
});

afterEach(() => {
  for (const t of running.splice(0)) t.stop();
  vi.useRealTimers();
});

const base = { projectId: 'p-1', apiUrl: 'https://api.test/', userId: 'visitor-1', debug: false };
const cart = {
  eventType: 'cart',
  trigger: 'click',
  buttonSelector: '.to-cart',
  searchType: 'card',
  parentPath: '.card',
  params: [
    { name: 'offerId', path: '.card', attribute: 'data-id' },
    { name: 'price', path: '.price' },
  ],
};

describe('startTracker', () => {
  it('records a page view and a delegated click from the card, batched into one POST after 2 s', () => {
    start({ ...base, trackerEvents: [cart] });
    (document.querySelector('.to-cart') as HTMLButtonElement).click();
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(2000);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('https://api.test/api/p-1/events');
    expect(sent[0]?.events.map(({ ts, ...e }) => e)).toEqual([
      { type: 'pageView', userId: 'visitor-1', url: 'http://localhost:3000/catalog/shoes' },
      { type: 'cart', userId: 'visitor-1', offerId: 'A-1', price: 1299.5, url: 'http://localhost:3000/catalog/shoes' },
    ]);
    const init = vi.mocked(window.fetch).mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'text/plain' } });
  });

  it('skips events outside their URL paths and invalid configs', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = start({
      ...base,
      debug: true,
      trackerEvents: [
        { ...cart, urlPaths: ['/checkout'] },
        { eventType: 'cart', trigger: 'click' },
      ],
    });
    expect(t.configs).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('[vitrina tracker]', 'trackerEvents[1] skipped: a click trigger requires the button selector');
    (document.querySelector('.to-cart') as HTMLButtonElement).click();
    vi.advanceTimersByTime(2000);
    expect(sent.flatMap((s) => s.events.map((e) => e.type))).toEqual(['pageView']);
    warn.mockRestore();
  });

  it('fires timers and submits, and sends what is queued with sendBeacon when the page hides', () => {
    start({
      ...base,
      trackerEvents: [
        { eventType: 'view', trigger: 'timer', timeSeconds: 10 },
        {
          eventType: 'custom',
          trigger: 'submit',
          buttonSelector: '#search',
          eventNamePath: '#search',
          eventName: 'search',
          params: [{ name: 'query', path: '[name=q]' }],
        },
      ],
    });
    vi.advanceTimersByTime(9000);
    document.getElementById('search')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    vi.advanceTimersByTime(1000);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.map((s) => [s.beacon, s.events.map((e) => e.type)])).toEqual([
      [false, ['pageView']],
      [true, ['custom', 'view']],
    ]);
    expect(sent[1]?.events[0]).toMatchObject({ name: 'search', query: 'boots' });
  });

  it("vitrina('track') records what the shop passes, one event per item of an array", () => {
    const t = start({ ...base, trackerEvents: [] });
    t.track('purchase', [
      { offerId: 'A-1', price: '1 000,5', quantity: 2, orderId: 'O-1' },
      { offerId: 'B-2', price: 10, orderId: 'O-1' },
    ]);
    t.track('custom', { name: 'newsletter' });
    t.track('bogus', {});
    t.flush();
    expect(sent[0]?.events.map(({ ts, url, userId, ...e }) => e)).toEqual([
      { type: 'purchase', offerId: 'A-1', price: 1000.5, quantity: 2, orderId: 'O-1' },
      { type: 'purchase', offerId: 'B-2', price: 10, orderId: 'O-1' },
      { type: 'custom', name: 'newsletter' },
    ]);
  });

  it('does nothing on its own without tracker events', () => {
    start({ ...base, trackerEvents: undefined });
    vi.advanceTimersByTime(5000);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
  });
});
