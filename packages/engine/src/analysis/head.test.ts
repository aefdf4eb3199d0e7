import { describe, expect, it } from 'vitest';
import { buildIndex } from '../search-index';
import { makeOffer } from '../testing';
import type { Locale } from '../types';
import { createAnalyzer } from './analyzer';
import { createHeadFinder } from './head';

function headOf(name: string, locales: Locale[]): { zone: string[]; word: string | null } {
  const analyzer = createAnalyzer(locales);
  const terms: string[] = [];
  const positions: number[] = [];
  analyzer.indexTerms(name, (term, pos) => {
    terms.push(term);
    positions.push(pos);
  });
  const head = createHeadFinder(locales, analyzer.fold).find(terms, positions, terms.length);
  const at = (i: number) => positions[i] as number;
  return {
    zone: terms.filter((_, i) => at(i) >= head.from && at(i) < head.to),
    word: terms.find((_, i) => at(i) === head.word) ?? null,
  };
}

describe('the head of a name', () => {
  it('ends at the first modifier in head-first languages, the first word being the product type', () => {
    expect(headOf('Смеситель для ванны Grohe', ['ru'])).toEqual({ zone: ['смеситель'], word: 'смеситель' });
    expect(headOf('Штанга для смесителя', ['ru'])).toEqual({ zone: ['штанга'], word: 'штанга' });
    expect(headOf('Кронштейн д/радиатора', ['ru']).zone).toEqual(['кронштейн']);
    expect(headOf('Лопата штикова Fiskars з держаком', ['ru'])).toEqual({ zone: ['лопата', 'штикова', 'fiskars'], word: 'лопата' });
    expect(headOf('Soporte para ducha cromado', ['es'])).toEqual({ zone: ['soporte'], word: 'soporte' });
    expect(headOf('Suporte de parede para chuveiro', ['pt'])).toEqual({ zone: ['suporte'], word: 'suporte' });
  });

  it('takes the last word in head-last languages: English compounds, Turkish after its postposition', () => {
    expect(headOf('Moen Kitchen Faucet with Sprayer', ['en'])).toEqual({ zone: ['moen', 'kitchen', 'faucet'], word: 'faucet' });
    expect(headOf('Duş için tutucu', ['tr'])).toEqual({ zone: ['tutucu'], word: 'tutucu' });
  });

  it('reads a marker after a number as a unit, and never takes a size for the product type', () => {
    expect(headOf('Husky 4 in. Putty Knife', ['en']).word).toBe('knife');
    expect(headOf('F691 зеркало 650х550', ['ru']).word).toBe('зеркало');
  });

  it('reads Latin words of a Russian-only catalog head first (brands and models, not English phrases)', () => {
    expect(headOf('Black Currant Hype', ['ru']).word).toBe('black');
  });
});

describe('ranking by the head of the name', () => {
  const cases: Array<{ locale: Locale; query: string; product: string; accessories: string[] }> = [
    {
      locale: 'ru',
      query: 'смеситель',
      product: 'Смеситель Grohe Eurosmart хром',
      accessories: ['Штанга для смесителя', 'Картридж к смесителю'],
    },
    { locale: 'ru', query: 'лопата', product: 'Лопата штикова Fiskars', accessories: ['Чохол для лопати', 'Держак до лопати'] },
    { locale: 'en', query: 'faucet', product: 'Delta Kitchen Faucet', accessories: ['Cartridge for Faucet', 'Handle Kit for Faucet'] },
    { locale: 'es', query: 'grifo', product: 'Grifo monomando cocina', accessories: ['Cartucho para grifo', 'Soporte para grifo'] },
    { locale: 'pt', query: 'torneira', product: 'Torneira gourmet cozinha', accessories: ['Filtro para torneira', 'Suporte de torneira'] },
    { locale: 'tr', query: 'batarya', product: 'Banyo batarya', accessories: ['Batarya için conta', 'Batarya ile tutucu'] },
  ];
  for (const { locale, query, product, accessories } of cases) {
    it(`puts the product before its accessories (${locale}: ${query})`, () => {
      // Accessories first in the feed, with the word in their descriptions too: only the head can tell.
      const offers = [...accessories, product].map((name, i) => makeOffer({ id: String(i), name, description: `${query} ${query}` }));
      const index = buildIndex({ offers, categories: [], options: { locales: [locale] } });
      const result = index.search({ query, explain: true });
      expect(result.offers[0]?.offer.name).toBe(product);
      expect(result.offers[0]?.explain?.terms[0]?.fields).toContain('headWord');
    });
  }

  it('weighs the word as the shopper typed it: a rare form does not outweigh a common one', () => {
    const offers = [
      makeOffer({ id: 'pump', name: 'Помпа дозатор кремов 7' }),
      ...Array.from({ length: 6 }, (_, i) => makeOffer({ id: `c${i}`, name: `Дозатор помпа крем ${i}` })),
    ];
    const index = buildIndex({ offers, categories: [], options: { locales: ['ru'] } });
    const top = index.search({ query: 'крем', explain: true }).offers;
    expect(top[0]?.offer.id).toMatch(/^c/);
    expect(top.at(-1)?.offer.id).toBe('pump');
  });
});
