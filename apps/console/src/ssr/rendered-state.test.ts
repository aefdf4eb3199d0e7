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

  it('is null on a page the app renders itself, or with text that is not JSON', () => {
    expect(readRenderedState()).toBeNull();
    parsePage('{"locale":');
    expect(readRenderedState()).toBeNull();
  });
});
