// A synthetic shop's searches: a Zipf-like vocabulary, returning shoppers, typing runs (each
// keystroke a search), second pages, completions and some zero-result queries; seeded, so every
// run writes the same events.
import type { SearchEvent } from '../../apps/server/src/modules/search';
import type { StoredTrackerEvent } from '../../apps/server/src/modules/stats';

const WORDS = ['чайник', 'смартфон', 'кроссовки', 'iphone', 'ноутбук', 'платье', 'куртка', 'наушники', 'пылесос', 'часы', 'сумка', 'кофе'];
const MODIFIERS = ['', '', ' черный', ' белый', ' 128gb', ' женские', ' мужские', ' детский', ' pro', ' xl', ' скидка', ' новый'];

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Queries of the shop, most popular first: a word, a modifier and sometimes a number. */
function vocabulary(size: number): string[] {
  const next = random(7);
  return Array.from({ length: size }, (_, i) => {
    const word = WORDS[i % WORDS.length] ?? 'чайник';
    const modifier = MODIFIERS[Math.floor(next() * MODIFIERS.length)] ?? '';
    return i < WORDS.length ? word : `${word}${modifier} ${i}`;
  });
}

/** `total` events spread evenly over `days` UTC days ending with the day before `end`, in time order within each day. */
export function* searchEvents(sourceUuid: string, total: number, days: number, end: Date): Generator<SearchEvent> {
  const next = random(42);
  const queries = vocabulary(5000);
  const perDay = Math.ceil(total / days);
  const firstDay = Math.floor(end.getTime() / 86_400_000) * 86_400_000 - days * 86_400_000;
  let written = 0;
  for (let day = 0; day < days && written < total; day++) {
    let at = firstDay + day * 86_400_000;
    const step = 86_400_000 / perDay;
    for (let inDay = 0; inDay < perDay && written < total; ) {
      // Zipf-like: the square of a uniform number favours the head of the vocabulary.
      const query = queries[Math.floor(next() ** 2 * queries.length)] ?? 'чайник';
      const userId = `u${Math.floor(next() * 50_000)}`;
      const device = next() < 0.6 ? 'mobile' : next() < 0.9 ? 'desktop' : 'unknown';
      const hits = next() < 0.08 ? 0 : 1 + Math.floor(next() * 200);
      const typed = next() < 0.5 ? Math.min(query.length - 1, 1 + Math.floor(next() * 3)) : 0;
      const pages = next() < 0.1 ? 2 : 1;
      const run: Array<Pick<SearchEvent, 'query' | 'skip' | 'kind'>> = [];
      for (let k = typed; k > 0; k--) run.push({ query: query.slice(0, Math.max(1, query.length - k * 2)), skip: 0, kind: 'search' });
      if (next() < 0.2) run.push({ query: query.slice(0, 3), skip: 0, kind: 'completions' });
      for (let page = 0; page < pages; page++) run.push({ query, skip: page * 20, kind: 'search' });
      for (const part of run) {
        if (inDay >= perDay || written >= total) break;
        at += step;
        inDay++;
        written++;
        yield {
          sourceUuid,
          ...part,
          normalized: part.query,
          hits: part.query === query ? hits : hits + 10,
          userId,
          client: null,
          locale: 'ru',
          regionId: null,
          segmentId: null,
          device,
          firstInSession: null,
          latencyMs: 3 + next() * 10,
          at: new Date(Math.floor(at)),
        };
      }
    }
  }
}

const TRACKER_TYPES = ['view', 'view', 'view', 'view', 'view', 'view', 'view', 'click', 'click', 'cart', 'purchase'] as const;

/**
 * `total` tracker events over `days` days ending before `end`, in time order: visitors u0…u69999
 * (the first 50,000 are the searching shoppers of `searchEvents`), mostly page views, some clicks,
 * carts and purchases of one to three items with an order id.
 */
export function* trackerEvents(total: number, days: number, end: Date): Generator<{ device: string; event: StoredTrackerEvent }> {
  const next = random(1234);
  const firstDay = Math.floor(end.getTime() / 86_400_000) * 86_400_000 - days * 86_400_000;
  const step = (days * 86_400_000) / total;
  for (let i = 0; i < total; i++) {
    const type = TRACKER_TYPES[Math.floor(next() * TRACKER_TYPES.length)] ?? 'view';
    const purchase = type === 'purchase';
    yield {
      device: next() < 0.6 ? 'mobile' : next() < 0.9 ? 'desktop' : 'unknown',
      event: {
        type,
        userId: `u${Math.floor(next() * 70_000)}`,
        offerId: String(Math.floor(next() * 20_000)),
        ...(purchase ? { orderId: `o${i}`, price: 100 + Math.floor(next() * 4900), quantity: 1 + Math.floor(next() * 3) } : {}),
        at: new Date(Math.floor(firstDay + i * step)),
      },
    };
  }
}
