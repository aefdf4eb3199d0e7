// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { type TrackerEventConfig, validateTrackerEvent } from './core/config';
import { collect, readParams, scopeOf } from './dom';

const cfg = (raw: object): TrackerEventConfig => {
  const v = validateTrackerEvent(raw);
  if (!v.ok) throw new Error(v.error);
  return v.config;
};

beforeEach(() => {
  document.body.innerHTML = `
    <h1 class="page-title">Sale week</h1>
    <div class="grid">
      <div class="card" data-id="A-1"><span class="name">Boots</span><span class="price">1 299,50 ₽</span>
        <input class="qty" value="2"><button class="to-cart">Buy</button></div>
      <div class="card" data-id="B-2"><span class="price">990 ₽</span><div><button class="to-cart" id="b2">Buy</button></div></div>
    </div>
    <div id="order" data-order="ORD-7">
      <div class="line" data-sku="A-1"><span class="p">1 000 ₽</span><span class="q">3 шт.</span></div>
      <div class="line" data-sku="C-3"><span class="p">250,5</span></div>
    </div>`;
});

const card = {
  eventType: 'cart',
  trigger: 'click',
  buttonSelector: '.to-cart',
  searchType: 'card',
  parentPath: '.card',
  params: [
    { name: 'offerId', path: '.card', attribute: 'data-id' },
    { name: 'price', path: '.price' },
    { name: 'quantity', path: '.qty' },
  ],
};

describe('values from a card', () => {
  it('reads the clicked card (closest parentPath): attribute of the card itself, text, and a field value', () => {
    const c = cfg(card);
    const button = document.querySelectorAll('.to-cart')[0] as Element;
    expect(collect(c, scopeOf(c, button, document), document)).toEqual([{ type: 'cart', offerId: 'A-1', price: 1299.5, quantity: 2 }]);
    const second = document.getElementById('b2') as Element;
    expect(collect(c, scopeOf(c, second, document), document)).toEqual([{ type: 'cart', offerId: 'B-2', price: 990 }]);
  });

  it('global search reads the first match in the document', () => {
    const c = cfg({ ...card, searchType: 'global' });
    const second = document.getElementById('b2') as Element;
    expect(scopeOf(c, second, document)).toBe(document);
    expect(collect(c, document, document)).toEqual([{ type: 'cart', offerId: 'A-1', price: 1299.5, quantity: 2 }]);
  });

  it('without a parent path the card is the button parent', () => {
    const c = cfg({ ...card, parentPath: undefined });
    const second = document.getElementById('b2') as Element;
    expect(scopeOf(c, second, document)).toBe(second.parentElement);
  });

  it('a fixed value wins, and bad selectors find nothing instead of throwing', () => {
    expect(
      readParams(
        [
          { name: 'quantity', value: '1', path: '.qty' },
          { name: 'offerId', path: '[[bad' },
        ],
        document,
      ),
    ).toEqual({ quantity: '1' });
  });
});

describe('event names', () => {
  it('path-as-name takes the text at the path', () => {
    const c = cfg({ eventType: 'custom', trigger: 'pageView', eventNamePath: '.page-title', pathAsEventName: true });
    expect(collect(c, document, document)).toEqual([{ type: 'custom', name: 'Sale week' }]);
  });

  it('a name value is recorded only where its path is found', () => {
    const c = cfg({ eventType: 'custom', trigger: 'pageView', eventNamePath: '.page-title', eventName: 'sale' });
    expect(collect(c, document, document)).toEqual([{ type: 'custom', name: 'sale' }]);
    const missing = cfg({ eventType: 'custom', trigger: 'pageView', eventNamePath: '.promo', eventName: 'promo' });
    expect(collect(missing, document, document)).toEqual([]);
  });
});

describe('product lines', () => {
  const purchase = {
    eventType: 'purchase',
    trigger: 'pageView',
    containerName: '#order',
    productsPath: '.line',
    params: [
      { name: 'orderId', path: '#order', attribute: 'data-order' },
      { name: 'offerId', path: '.line', attribute: 'data-sku' },
      { name: 'price', path: '.p' },
      { name: 'quantity', path: '.q' },
    ],
  };

  it('one event per line; a line never takes another line’s values, the order id comes from outside', () => {
    expect(collect(cfg(purchase), document, document)).toEqual([
      { type: 'purchase', orderId: 'ORD-7', offerId: 'A-1', price: 1000, quantity: 3 },
      { type: 'purchase', orderId: 'ORD-7', offerId: 'C-3', price: 250.5 },
    ]);
  });

  it('without lines it is one event with the page values', () => {
    const c = cfg({ ...purchase, productsPath: '.nothing' });
    expect(collect(c, document, document)).toEqual([{ type: 'purchase', orderId: 'ORD-7', offerId: 'A-1', price: 1000, quantity: 3 }]);
  });
});
