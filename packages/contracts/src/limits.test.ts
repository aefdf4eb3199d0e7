// The engine may not import contracts (CONVENTIONS.md 1), so this test is what keeps their numbers equal.
// The engine's own declarations are outside this package's tsconfig; the test brings the one it needs.
/// <reference path="../../engine/src/analysis/snowball-stemmers.d.ts" />
import { createAnalyzer, MAX_CUSTOM_SORT_KEYS, MAX_SYNONYM_RULES, parseSynonymRules } from '@vitrina/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS, type LimitName, limitMessage } from './limits';
import { LOCALES } from './locales';
import { MESSAGES, translate } from './messages';
import { projectSettingsPatch } from './settings';
import { countSynonymRules } from './synonyms';

describe('limits', () => {
  it('are the numbers the engine caps lists at', () => {
    expect(LIMITS.synonymRules).toBe(MAX_SYNONYM_RULES);
    expect(LIMITS.customSortKeys).toBe(MAX_CUSTOM_SORT_KEYS);
  });

  it('have a message in every locale that names the limit as the locale writes numbers', () => {
    for (const name of Object.keys(LIMITS) as LimitName[]) {
      for (const locale of LOCALES) {
        expect(Object.hasOwn(MESSAGES[locale], `limits.${name}`), `${locale} limits.${name}`).toBe(true);
        expect(translate(locale, limitMessage(name)), `${locale} ${name}`).toContain(new Intl.NumberFormat(locale).format(LIMITS[name]));
      }
    }
    expect(translate('en', limitMessage('synonymRules', 10_004))).toBe('At most 10,000 synonym rules (these synonyms make 10,004)');
    expect(translate('ru', limitMessage('synonymRules', 10_004))).toBe(
      'Не больше 10\u00a0000 правил синонимов (эти синонимы дают 10\u00a0004)',
    );
    expect(translate('en', limitMessage('merchandisingRules'))).toBe('At most 1,000 merchandising rules');
  });
});

describe('counting synonym rules', () => {
  const words = (phrase: string) => phrase.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  const engineCount = (lines: string[], normalize = words) => parseSynonymRules(lines, normalize).rules.length;

  it('counts a group of n words as n rules and a one-way line as one per word on the left', () => {
    expect(countSynonymRules(['телефон,смартфон,мобильник'])).toBe(3);
    expect(countSynonymRules('a,b=>c,d\n# a,b,c\n\nalone\nx=>\n, ,y')).toBe(2);
    expect(countSynonymRules(['smart tv=>телевизор', 'a, !!! ,b'])).toBe(3);
  });

  it('counts exactly as the engine parses, and never fewer than the engine keeps with its analyzer', () => {
    const analyzer = createAnalyzer(['ru', 'en']);
    const stems = (phrase: string) => analyzer.queryWords(phrase).map((word) => word.stem);
    const phrase = fc.oneof(
      fc.constantFrom('телефон', 'smart tv', 'a', ' ', '', '!!', 'the', '128gb', 'é', '#x', '—', 'ё'),
      fc.string({ maxLength: 6 }),
    );
    const line = fc.oneof(
      fc.array(phrase, { maxLength: 5 }).map((group) => group.join(',')),
      fc.tuple(fc.array(phrase, { maxLength: 3 }), fc.array(phrase, { maxLength: 3 })).map(([a, b]) => `${a.join(',')}=>${b.join(',')}`),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        expect(countSynonymRules(lines)).toBe(engineCount(lines));
        expect(countSynonymRules(lines)).toBeGreaterThanOrEqual(engineCount(lines, stems));
      }),
    );
  });
});

describe('settings lists past their limits', () => {
  const issue = (patch: Record<string, unknown>) => projectSettingsPatch.safeParse(patch).error?.issues[0];

  it('refuses more synonym rules than the engine keeps and accepts exactly as many', () => {
    const lines = Array.from({ length: LIMITS.synonymRules / 2 }, (_, i) => `a${i},b${i}`);
    expect(projectSettingsPatch.safeParse({ synonyms: lines }).success).toBe(true);
    expect(issue({ synonyms: [...lines, 'x=>y'].join('\n') })).toMatchObject({
      path: ['synonyms'],
      message: 'limits.synonymRules|10000|10001',
    });
  });

  it('refuses a customSort with more keys than the engine sorts by', () => {
    const keys = (n: number) => Array.from({ length: n }, (_, i) => ({ field: `p${i}`, direction: 'asc' }));
    expect(projectSettingsPatch.safeParse({ customSort: keys(LIMITS.customSortKeys) }).success).toBe(true);
    expect(projectSettingsPatch.safeParse({ customSort: [...keys(LIMITS.customSortKeys), { field: '' }] }).success).toBe(true);
    expect(issue({ customSort: JSON.stringify(keys(LIMITS.customSortKeys + 1)) })).toMatchObject({
      path: ['customSort'],
      message: 'limits.customSortKeys|8',
    });
  });

  it('counts globalParams given as text after splitting it', () => {
    const params = Array.from({ length: LIMITS.globalParams + 1 }, (_, i) => `p${i}`);
    expect(issue({ globalParams: params.join(',') })).toMatchObject({ path: ['globalParams'], message: 'limits.globalParams|500' });
    expect(issue({ globalParams: params })).toMatchObject({ path: ['globalParams'], message: 'limits.globalParams|500' });
    expect(projectSettingsPatch.safeParse({ globalParams: params.slice(1).join(',') }).success).toBe(true);
  });

  it('names the search step whose index fields are too many', () => {
    const indexFields = Array.from({ length: LIMITS.searchTypeIndexFields + 1 }, (_, i) => `f${i}`);
    expect(issue({ searchTypes: ['exact', { type: 'all', indexFields }] })).toMatchObject({
      path: ['searchTypes', 1, 'indexFields'],
      message: 'limits.searchTypeIndexFields|50',
    });
  });
});
