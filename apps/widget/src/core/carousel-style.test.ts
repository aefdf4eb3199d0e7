import { describe, expect, it } from 'vitest';
import { carouselVariables, DEFAULT_CAROUSEL_STYLE, resolveCarouselStyle } from './carousel-style';

describe('carousel style', () => {
  it('fills every field the saved style leaves out with its default', () => {
    expect(resolveCarouselStyle({})).toEqual(DEFAULT_CAROUSEL_STYLE);
    expect(resolveCarouselStyle({ title: 'Bought together', cardWidth: 240 })).toMatchObject({
      title: 'Bought together',
      cardWidth: 240,
      nameLines: 2,
      cartType: 'none',
    });
  });

  it('lays a later style (the unsaved preview) over the saved one', () => {
    const style = resolveCarouselStyle({ titleColor: '#111', limit: 8 }, { titleColor: '#ff0055' });
    expect(style.titleColor).toBe('#ff0055');
    expect(style.limit).toBe(8);
  });

  it('ignores values of the wrong kind and colours that are not colours', () => {
    const hostile = { cardWidth: '300', titleColor: 'red;background:url(x)', cartType: 'drawer', limit: 5000, nameLines: -3 };
    const style = resolveCarouselStyle(hostile as never);
    expect(style.cardWidth).toBe(200);
    expect(style.titleColor).toBe('');
    expect(style.cartType).toBe('none');
    expect(style.limit).toBe(50);
    expect(style.nameLines).toBe(2);
  });

  it('keeps only named custom params', () => {
    expect(resolveCarouselStyle({ customParams: ['Цвет', ' ', 'Размер '] }).customParams).toEqual(['Цвет', 'Размер']);
  });

  it('turns sizes and colours into the custom properties of the carousel, leaving unset colours to the page', () => {
    const vars = carouselVariables(resolveCarouselStyle({ titleColor: 'rgb(255, 0, 85)', cardWidth: 160, spacingMobile: 8 }));
    expect(vars['--l-ss-c-carousel-title-color']).toBe('rgb(255, 0, 85)');
    expect(vars['--l-ss-c-carousel-card-width']).toBe('160px');
    expect(vars['--l-ss-c-carousel-gap-mobile']).toBe('8px');
    expect(vars).not.toHaveProperty('--l-ss-c-carousel-price-color');
  });
});
