import { describe, expect, it } from 'vitest';
import type { FeedOffer } from '../types';
import { compileRules } from './apply-rules';
import type { IndexingRule } from './types';

function offer(overrides: Partial<FeedOffer> = {}): FeedOffer {
  return {
    id: '1',
    groupId: null,
    name: 'Чайник Bosch TWK',
    vendor: 'Bosch',
    vendorCode: 'TWK-1',
    brandId: null,
    model: 'TWK',
    typePrefix: null,
    url: 'https://shop.example/1',
    description: 'Стеклянный чайник',
    snippet: '',
    offerLabel: null,
    offerCode: null,
    categoryId: 'c1',
    categoryIds: ['c1'],
    price: 2990,
    oldPrice: null,
    currencyId: 'RUR',
    available: true,
    pictures: [],
    barcodes: [],
    salesNotes: null,
    params: [{ name: 'Цвет', value: 'красный', unit: null }],
    rating: null,
    reviewCount: null,
    ...overrides,
  };
}

const context = { categoryName: (id: string) => (id === 'c1' ? 'Чайники' : null) };
const rule = (overrides: Partial<IndexingRule>): IndexingRule => ({
  name: '',
  enabled: true,
  match: 'all',
  conditions: [],
  actions: [],
  ...overrides,
});

describe('indexing rules', () => {
  it('changes a field only for offers that meet every condition', () => {
    const rules = compileRules([
      rule({
        conditions: [
          { op: 'equals', field: 'vendor', value: 'bosch' },
          { op: 'range', field: 'price', from: 1000, to: 3000 },
        ],
        actions: [{ type: 'set', field: 'offerLabel', value: 'Хит' }],
      }),
    ]);
    expect(rules.apply(offer(), context)?.offerLabel).toBe('Хит');
    expect(rules.apply(offer({ price: 5000 }), context)?.offerLabel).toBeNull();
    expect(rules.apply(offer({ vendor: 'Tefal' }), context)?.offerLabel).toBeNull();
  });

  it('matches any condition when asked to, by category name and by param', () => {
    const rules = compileRules([
      rule({
        match: 'any',
        conditions: [
          { op: 'contains', field: 'category_name', value: 'чайн' },
          { op: 'equals', field: 'param:цвет', value: 'синий' },
        ],
        actions: [{ type: 'setParam', name: 'Для кухни', value: 'да' }],
      }),
    ]);
    expect(rules.apply(offer(), context)?.params).toContainEqual({ name: 'Для кухни', value: 'да', unit: null });
    expect(rules.apply(offer({ categoryId: 'x', params: [{ name: 'Цвет', value: 'синий', unit: null }] }), context)?.params).toHaveLength(
      2,
    );
    expect(rules.apply(offer({ categoryId: 'x' }), context)?.params).toHaveLength(1);
  });

  it('replaces by regular expression and renders Twig templates with params', () => {
    const rules = compileRules([
      rule({
        actions: [
          { type: 'replace', field: 'name', pattern: '\\s*TWK$', replacement: '' },
          {
            type: 'template',
            field: 'description',
            template: '{{ vendor|upper }} {{ name }}, цвет {{ params["Цвет"] }}, {{ category_name }}',
          },
          { type: 'set', field: 'price', value: '1 990,50' },
          { type: 'set', field: 'available', value: 'нет' },
        ],
      }),
    ]);
    expect(rules.apply(offer(), context)).toMatchObject({
      name: 'Чайник Bosch',
      description: 'BOSCH Чайник Bosch, цвет красный, Чайники',
      price: 1990.5,
      available: false,
    });
  });

  it('removes offers from the index and skips disabled rules', () => {
    const rules = compileRules([
      rule({ enabled: false, actions: [{ type: 'remove' }] }),
      rule({ conditions: [{ op: 'empty', field: 'url' }], actions: [{ type: 'remove' }] }),
    ]);
    expect(rules.apply(offer(), context)).not.toBeNull();
    expect(rules.apply(offer({ url: null }), context)).toBeNull();
  });

  it('refuses a template that cannot compile when the rules are compiled', () => {
    expect(() => compileRules([rule({ actions: [{ type: 'template', field: 'name', template: '{{ name ' }] })])).toThrow();
  });
});
