import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './analyzer';
import { foldText } from './fold';
import { swapLayout } from './keyboard';
import { createStemmer } from './stem';
import { tokenize } from './tokenize';
import { transliterate } from './translit';

const terms = (text: string) => {
  const out: string[] = [];
  createAnalyzer(['ru', 'en']).indexTerms(text, (term) => out.push(term));
  return out;
};

describe('analysis', () => {
  it('keeps codes whole and also indexes their pieces', () => {
    expect(terms('VC-101234')).toEqual(['vc-101234', 'vc', '101234']);
    expect(terms('128GB')).toEqual(['128gb', '128', 'gb']);
    expect(terms('A54')).toEqual(['a54', '54']);
    expect(terms('1/2" pipe')).toEqual(['1/2', '1', '2', 'pipe']);
    expect(terms('2,5 кг')).toEqual(['2.5', '2', '5', 'кг']);
  });

  it('gives query words the pieces a document may hold instead of the whole', () => {
    const [token] = tokenize('vc-101234');
    expect(token?.pieces).toEqual(['vc', '101234']);
    expect(tokenize('128gb')[0]?.pieces).toEqual(['128', 'gb']);
  });

  it('folds case, ё and accents without changing the length', () => {
    expect(foldText('Ёлка ЧЁРНЫЙ')).toBe('елка черный');
    expect(foldText('Café Niño São Paulo Şişli İstanbul ılık')).toBe('cafe nino sao paulo sisli istanbul ilik');
    expect(foldText('йогурт')).toBe('йогурт');
    const text = 'Über ÇAĞ ёж';
    expect(foldText(text)).toHaveLength(text.length);
  });

  it('drops apostrophes inside words', () => {
    expect(terms("L'Oreal men's")).toEqual(['loreal', 'mens']);
  });

  it('stems each of the five languages', () => {
    expect(createStemmer(['ru']).call(null, 'смартфоны')).toBe('смартфон');
    expect(createStemmer(['en'])('running')).toBe('run');
    expect(createStemmer(['tr'])('kitaplar')).toBe('kitap');
    expect(createStemmer(['es'])('zapatillas')).toBe(createStemmer(['es'])('zapatilla'));
    expect(createStemmer(['pt'])('camisetas')).toBe(createStemmer(['pt'])('camiseta'));
  });

  it('leaves numbers and codes unstemmed', () => {
    const stem = createStemmer(['ru', 'en']);
    expect(stem('128gb')).toBe('128gb');
    expect(stem('a54')).toBe('a54');
  });

  it('removes stop words from queries unless nothing else is left', () => {
    const analyzer = createAnalyzer(['ru', 'en']);
    expect(analyzer.queryWords('чехол для телефона').map((word) => word.text)).toEqual(['чехол', 'телефона']);
    expect(analyzer.queryWords('for the').map((word) => word.text)).toEqual(['for', 'the']);
  });

  it('drops ignored tokens from index and queries', () => {
    const analyzer = createAnalyzer(['ru'], ['купить']);
    expect(analyzer.queryWords('купить чайник').map((word) => word.text)).toEqual(['чайник']);
    const out: string[] = [];
    analyzer.indexTerms('Купить чайник', (term) => out.push(term));
    expect(out).toEqual(['чайник']);
  });

  it('fixes a word typed in the wrong keyboard layout', () => {
    expect(swapLayout('cvfhnajy')).toBe('смартфон');
    expect(swapLayout('ыфьыгтп')).toBe('samsung');
    expect(swapLayout('123')).toBeNull();
  });

  it('transliterates between Cyrillic and Latin', () => {
    expect(transliterate('самсунг')).toBe('samsung');
    expect(transliterate('samsung')).toBe('самсунг');
    expect(transliterate('sam-самсунг')).toBeNull();
  });
});
