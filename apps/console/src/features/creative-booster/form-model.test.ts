import { creativeRuleSchema } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { newRuleValues, previewQueryOf, ruleOf, ruleValues } from './form-model';
import { ruleFixture, templateFixture } from './test/render';

describe('the rule form model', () => {
  it('gives a saved rule back unchanged after a trip through the form', () => {
    const rule = ruleFixture({
      limits: { categoryIds: ['c1'], vendors: [], priceFrom: 10, priceTo: null, availableOnly: false, params: { Color: ['red'] } },
    });
    expect(creativeRuleSchema.parse(ruleOf(ruleValues(rule)))).toEqual(rule);
  });

  it('reads limits without any condition as "every offer" and keeps them so', () => {
    const rule = ruleFixture({
      limits: { categoryIds: [], vendors: [], priceFrom: null, priceTo: null, availableOnly: false, params: {} },
    });
    const values = ruleValues(rule);
    expect(values.allOffers).toBe(true);
    expect(ruleOf(values).limits).toEqual(rule.limits);
  });

  it('sends no limits for a new rule until the owner chooses some, so the schema asks for them', () => {
    const values = newRuleValues(templateFixture());
    expect(ruleOf(values).limits).toBeNull();
    expect(creativeRuleSchema.safeParse(ruleOf(values)).success).toBe(false);
    values.limits.vendors = ['Acer'];
    expect(creativeRuleSchema.safeParse(ruleOf(values)).success).toBe(true);
  });

  it('drops the conditions typed before "every offer" was ticked', () => {
    const values = newRuleValues(templateFixture());
    values.limits.vendors = ['Acer'];
    values.allOffers = true;
    expect(ruleOf(values).limits).toMatchObject({ vendors: [], priceFrom: null });
  });

  it('previews with only the complete variables and leaves empty numbers to the server defaults', () => {
    const values = newRuleValues(templateFixture());
    values.variables = [
      { name: 'slogan', value: 'Hi' },
      { name: 'cta', value: '' },
    ];
    values.rembgCropNumber = '';
    const query = previewQueryOf('p1', values, null);
    expect(JSON.parse(query.variables ?? '')).toEqual([{ name: 'slogan', value: 'Hi' }]);
    expect(query.rembgCropNumber).toBeUndefined();
    expect(query.offer).toBeUndefined();
    expect(query.template).toBe('t1');
  });
});
