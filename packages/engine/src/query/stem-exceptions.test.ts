import { describe, expect, it } from 'vitest';
import { buildIndex } from '../search-index';
import { makeOffer } from '../testing';

const index = buildIndex({
  offers: [
    makeOffer({ id: 'mouse', name: 'Gaming mouse' }),
    makeOffer({ id: 'console', name: 'Game console' }),
    makeOffer({ id: 'board', name: 'Games board' }),
    makeOffer({ id: 'pizza', name: 'Пицца маргарита' }),
    makeOffer({ id: 'pizzas', name: 'Набор пиццы' }),
  ],
  locales: ['ru', 'en'],
});
const ids = (query: string, stemExceptions?: string[]) =>
  index
    .search({ query, stemExceptions, searchTypes: [{ type: 'exact' }] })
    .offers.map((hit) => hit.offer.id)
    .sort();

describe('stemming exceptions', () => {
  it('without exceptions, a word finds its stem siblings', () => {
    expect(ids('gaming console')).toEqual(['console']);
    expect(ids('gaming')).toEqual(['board', 'console', 'mouse']);
  });

  it('a listed word finds only itself, not the offers of its stem siblings', () => {
    expect(ids('gaming', ['gaming'])).toEqual(['mouse']);
  });

  it('a listed word is not reached through the stem of another word', () => {
    expect(ids('games', ['gaming'])).toEqual(['board', 'console']);
  });

  it('exceptions are compared case- and ё-folded, in Russian too', () => {
    expect(ids('пиццы')).toEqual(['pizza', 'pizzas']);
    expect(ids('пиццы', [' ПИЦЦЫ '])).toEqual(['pizzas']);
  });

  it('completions honour the exceptions in their offers', () => {
    expect(index.complete({ query: 'gaming', stemExceptions: ['gaming'] }).offers.map((hit) => hit.offer.id)).toEqual(['mouse']);
  });
});
