import type { User } from '@vitrina/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { RENDERED_STATE_ID, type RenderedState, readRenderedState, serializeRenderedState } from './rendered-state';

const state = (name: string): RenderedState => ({
  locale: 'ru',
  user: { name } as User,
  queries: { mutations: [], queries: [] },
  router: { loaderData: {}, actionData: null, errors: null },
});

/** The page as the browser parses it: the state's script element from the serialized text. */
function parsePage(text: string): void {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${RENDERED_STATE_ID}">${text}</script><p id="after"></p>`;
}

describe('the rendered page state', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('survives text that would end its element or open a comment, as the same value', () => {
    const hostile = '</script><script>window.__pwned = 1</script><!-- <\u2028';
    const text = serializeRenderedState(state(hostile));
    expect(text).not.toContain('<');
    parsePage(text);
    expect(document.getElementById('after')).not.toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readRenderedState()?.user?.name).toBe(hostile);
  });

  it('keeps the answers’ Maps and Sets (the catalog’s offers by id), and an object that only looks tagged as it is', () => {
    const offers = new Map([['o1', { id: 'o1', name: '<b>Phone</b>' }]]);
    const answers = { offers, seen: new Set(['o1']), lookalike: { Map: [['x', 1]] }, nested: [new Map([[1, new Set([2])]])] };
    const withAnswers: RenderedState = {
      ...state('Owner'),
      queries: { mutations: [], queries: [{ queryKey: ['catalog'], queryHash: '["catalog"]', state: { data: answers } } as never] },
    };
    parsePage(serializeRenderedState(withAnswers));
    const data = readRenderedState()?.queries.queries[0]?.state.data as typeof answers;
    expect(data.offers).toBeInstanceOf(Map);
    expect(data.offers.get('o1')?.name).toBe('<b>Phone</b>');
    expect(data.seen).toEqual(new Set(['o1']));
    expect(data.lookalike).toEqual({ Map: [['x', 1]] });
    expect(data.nested[0]).toEqual(new Map([[1, new Set([2])]]));
  });

  it('is null on a page the app renders itself, or with text that is not JSON', () => {
    expect(readRenderedState()).toBeNull();
    parsePage('{"locale":');
    expect(readRenderedState()).toBeNull();
  });
});
