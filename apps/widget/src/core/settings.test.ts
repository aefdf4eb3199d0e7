import { SEARCH_WIDGET_DEFAULTS } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { resolveSettings } from './settings';

describe('resolveSettings', () => {
  it('applies the §3 defaults when nothing is saved', () => {
    const s = resolveSettings(undefined);
    expect(s.kind).toBe('v3');
    expect(s.limit).toBe(36);
    expect(s.columns).toBe(3);
    expect(s.gap).toBe(32);
    expect(s.noResultsPopularCount).toBe(8);
    expect(s.completionSettings).toEqual({
      history: 3,
      popular: 4,
      categories: 3,
      brands: 4,
      offers: 4,
      suggestions: 0,
      special_offers: 0,
    });
    expect(s.offerLayout).toBe('column');
    expect(s.locale).toBe('ru');
  });

  it('merges nested objects field by field', () => {
    const s = resolveSettings({ colors: { primary: '#ff0000' }, completionSettings: { offers: 6 } });
    expect(s.colors.primary).toBe('#ff0000');
    expect(s.colors.background).toBe(SEARCH_WIDGET_DEFAULTS.colors.background);
    expect(s.completionSettings.offers).toBe(6);
    expect(s.completionSettings.popular).toBe(4);
  });

  it('falls back on unknown kinds, locales and layouts and ignores values of the wrong type', () => {
    const s = resolveSettings({ kind: 'mega', locale: 'de', offerLayout: 'grid', showCart: 'yes', limit: '24' });
    expect(s.kind).toBe('v3');
    expect(s.locale).toBe('ru');
    expect(s.offerLayout).toBe('column');
    expect(s.showCart).toBe(false);
    expect(s.limit).toBe(24);
  });

  it('clamps numbers into sensible ranges', () => {
    const s = resolveSettings({ limit: 5000, columns: 0, enableTesting: { shareA: 150 } });
    expect(s.limit).toBe(100);
    expect(s.columns).toBe(1);
    expect(s.enableTesting.shareA).toBe(100);
  });

  it('never mutates the defaults', () => {
    const before = structuredClone(SEARCH_WIDGET_DEFAULTS);
    resolveSettings({ colors: { primary: '#000' }, blocks: ['name'] });
    resolveSettings({ enableTesting: { shareA: 150 } });
    resolveSettings({}).enableTesting.shareA = 10;
    expect(SEARCH_WIDGET_DEFAULTS).toEqual(before);
  });
});
