import type { CompletionPopularItem } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { completionItems, createInitialState, reduce, type WidgetState } from './state';
import { testCompletionOffer, testCompletions, testOffer, testSearchAnswer, testText } from './test-answers';

const item = (text: string): CompletionPopularItem => ({ type: 'popular', text: testText(text), hits: 1 });
const completions = testCompletions({
  popular: [item('a'), item('b')],
  categories: [{ type: 'category', id: '31', text: testText('Shoes'), hits: 2 }],
  offers: [testCompletionOffer('1', 'Boot')],
});
const answer = (hits: number, n: number) =>
  testSearchAnswer({
    offers: Array.from({ length: n }, (_, i) => testOffer(String(i), { name: `o${i}`, url: '', price: 1 })),
    hits,
    params: [{ id: 'vendor', name: 'vendor', type: 'multiple', options: [{ id: 'Nike', name: 'Nike', hits: 3 }] }],
  });

function typed(text: string): WidgetState {
  const s = reduce(createInitialState(), { type: 'input', value: text });
  return reduce(s, { type: 'completions', query: text, data: completions });
}

describe('reduce', () => {
  it('lists completion groups in display order and drops empty texts', () => {
    expect(completionItems({ ...completions, popular: [item(' '), item('a')] }).map((i) => i.group)).toEqual([
      'popular',
      'categories',
      'offers',
    ]);
  });

  it('drops completions that answer an older text', () => {
    const s = reduce(reduce(createInitialState(), { type: 'input', value: 'ab' }), { type: 'completions', query: 'a', data: completions });
    expect(s.completions).toBeNull();
  });

  it('walks the highlight with the arrows and wraps around through the field', () => {
    let s = typed('a');
    s = reduce(s, { type: 'highlight', delta: 1 });
    expect(s.active).toBe(0);
    s = reduce(s, { type: 'highlight', delta: -1 });
    expect(s.active).toBe(-1);
    s = reduce(s, { type: 'highlight', delta: -1 });
    expect(s.active).toBe(3);
    s = reduce(s, { type: 'highlight', delta: 1 });
    expect(s.active).toBe(-1);
  });

  it('hides completions when a search starts and keeps facets when a page is appended', () => {
    let s = reduce(typed('a'), { type: 'search-start', query: 'a', append: false });
    expect(s.completionsOpen).toBe(false);
    expect(s.results.status).toBe('loading');
    s = reduce(s, { type: 'search-done', query: 'a', append: false, data: answer(5, 3), grouped: false });
    expect(s.results.offers).toHaveLength(3);
    s = reduce(s, {
      type: 'search-done',
      query: 'a',
      append: true,
      data: testSearchAnswer({ offers: answer(5, 2).offers, hits: 5 }),
      grouped: false,
    });
    expect(s.results.offers).toHaveLength(5);
    expect(s.results.facets?.[0]?.id).toBe('vendor');
  });

  it('toggles options, keeps one category and clears filters', () => {
    let s = createInitialState();
    s = reduce(s, { type: 'toggle-option', facet: 'vendor', option: 'Nike' });
    s = reduce(s, { type: 'toggle-option', facet: 'vendor', option: 'Puma' });
    s = reduce(s, { type: 'toggle-option', facet: 'vendor', option: 'Nike' });
    expect(s.selection.options.vendor).toEqual(['Puma']);
    s = reduce(s, { type: 'toggle-option', facet: 'category', option: '1' });
    s = reduce(s, { type: 'toggle-option', facet: 'category', option: '2' });
    expect(s.selection.options.category).toEqual(['2']);
    s = reduce(s, { type: 'set-price', from: 100 });
    expect(s.selection.price).toEqual({ from: 100 });
    s = reduce(s, { type: 'clear-filters' });
    expect(s.selection).toEqual({ options: {}, price: {} });
  });

  it('keeps the API reason so the widget can explain an empty answer', () => {
    const s = reduce(createInitialState(), {
      type: 'search-done',
      query: 'a',
      append: false,
      data: testSearchAnswer({ reason: 'stopped' }),
      grouped: false,
    });
    expect(s.reason).toBe('stopped');
  });
});
