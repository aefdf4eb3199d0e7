// Helpers for the engine's tests: offers with every field filled by default.
import type { EngineCategory, EngineOffer } from './types';

export function makeOffer(partial: Partial<EngineOffer> & { id: string; name: string }): EngineOffer {
  return {
    groupId: null,
    vendor: null,
    vendorCode: null,
    model: null,
    typePrefix: null,
    url: null,
    description: '',
    categoryId: null,
    categoryIds: [],
    price: 100,
    oldPrice: null,
    currencyId: 'RUB',
    available: true,
    pictures: [],
    params: [],
    rating: null,
    reviewCount: null,
    offerCode: null,
    barcodes: [],
    ...partial,
  };
}

export const CATEGORIES: EngineCategory[] = [
  { id: 'el', name: 'Электроника', parentId: null },
  { id: 'ph', name: 'Телефоны', parentId: 'el' },
  { id: 'tv', name: 'Телевизоры', parentId: 'el' },
  { id: 'kt', name: 'Кухня', parentId: null },
  { id: 'kettle', name: 'Чайники', parentId: 'kt' },
];

export const OFFERS: EngineOffer[] = [
  makeOffer({
    id: '1',
    name: 'Смартфон Samsung Galaxy A54 128GB чёрный',
    vendor: 'Samsung',
    vendorCode: 'VC-101234',
    categoryId: 'ph',
    price: 30000,
    rating: 4.5,
    params: [
      { name: 'Цвет', value: 'черный', unit: null },
      { name: 'Память', value: '128', unit: 'GB' },
    ],
  }),
  makeOffer({
    id: '2',
    name: 'Смартфон Apple iPhone 15 128GB',
    vendor: 'Apple',
    vendorCode: 'MTP03',
    categoryId: 'ph',
    price: 90000,
    rating: 4.9,
    params: [
      { name: 'Цвет', value: 'белый', unit: null },
      { name: 'Память', value: '128', unit: 'GB' },
    ],
  }),
  makeOffer({
    id: '3',
    name: 'Смартфон Xiaomi Redmi Note 13',
    vendor: 'Xiaomi',
    categoryId: 'ph',
    price: 20000,
    rating: 4.2,
    params: [
      { name: 'Цвет', value: 'черный', unit: null },
      { name: 'Память', value: '256', unit: 'GB' },
    ],
  }),
  makeOffer({
    id: '4',
    name: 'Телевизор Samsung QLED 55"',
    vendor: 'Samsung',
    categoryId: 'tv',
    price: 70000,
    params: [{ name: 'Цвет', value: 'черный', unit: null }],
  }),
  makeOffer({
    id: '5',
    name: 'Чайник электрический Bosch стеклянный',
    vendor: 'Bosch',
    categoryId: 'kettle',
    price: 3000,
    available: false,
  }),
  makeOffer({ id: '6', name: 'Чайник электрический Tefal', vendor: 'Tefal', categoryId: 'kettle', price: null }),
  makeOffer({ id: '7', name: 'Самсунг чехол для телефона', vendor: 'Samsung', categoryId: 'ph', price: 500 }),
  makeOffer({
    id: '8',
    name: 'Кабель USB-C 1/2" переходник',
    vendor: null,
    categoryId: 'el',
    price: 200,
    description: 'Кабель для зарядки смартфона',
  }),
];
