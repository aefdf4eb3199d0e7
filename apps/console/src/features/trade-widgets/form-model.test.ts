import type { TradeWidget } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf, emptyValues, validateWidget, valuesOf } from './form-model';
import { widgetFixture } from './test/render-page';

describe('the trade widget form model', () => {
  it('sends only the style settings the owner set, so the widget defaults apply to the rest', () => {
    const values = emptyValues();
    values.name = ' Bought together ';
    values.style = { ...values.style, title: 'With it', titleColor: '', cardWidth: '', customParams: [] };
    const body = bodyOf(values);
    expect(body.style).toMatchObject({ title: 'With it' });
    expect(body.style).not.toHaveProperty('titleColor');
    expect(body.style).not.toHaveProperty('cardWidth');
    expect(body.style).not.toHaveProperty('customParams');
    expect(body).toMatchObject({ fallbackWidgetId: null, productId: null, segmentId: null });
  });

  it('turns a saved widget into form values and back without losing anything', () => {
    const widget = widgetFixture({
      productId: '42',
      style: { title: 'T', limit: 6, customParams: ['Colour'], cartType: 'icon' },
    }) as TradeWidget;
    const body = bodyOf(valuesOf(widget));
    expect(body.productId).toBe('42');
    expect(body.style).toMatchObject({ title: 'T', limit: 6, customParams: ['Colour'], cartType: 'icon' });
  });

  it('reports the fields the contracts schema refuses, on their own form paths, in the interface language', () => {
    const values = emptyValues();
    values.style = { ...values.style, titleColor: 'red; background: url(x)', limit: 500, titleSize: 1.5 };
    const errors = validateWidget(values, 'en');
    expect(errors.name).toBeTruthy();
    expect(errors['style.titleColor']).toBeTruthy();
    expect(errors['style.limit']).toBeTruthy();
    expect(errors['style.titleSize']).toBeTruthy();
    values.name = 'Fine';
    values.style = { ...values.style, titleColor: '#ff0055', limit: 8, titleSize: 24 };
    expect(validateWidget(values, 'en')).toEqual({});
  });
});
