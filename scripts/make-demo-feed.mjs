#!/usr/bin/env node
// Writes samples/demo-feed.xml: a deterministic demo catalog (about 3,000 offers, Russian and
// English names, a category tree, params, pictures, prices, some unavailable) that DEMO loads.
// Run again after changing it: node scripts/make-demo-feed.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let seed = 20261122;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const escapeXml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const tree = [
  ['1', null, 'Электроника'],
  ['11', '1', 'Смартфоны'],
  ['12', '1', 'Ноутбуки'],
  ['13', '1', 'Наушники'],
  ['14', '1', 'Умные часы'],
  ['2', null, 'Бытовая техника'],
  ['21', '2', 'Чайники'],
  ['22', '2', 'Пылесосы'],
  ['23', '2', 'Кофемашины'],
  ['3', null, 'Одежда и обувь'],
  ['31', '3', 'Кроссовки'],
  ['32', '3', 'Куртки'],
  ['33', '3', 'Футболки'],
  ['4', null, 'Спорт и отдых'],
  ['41', '4', 'Велосипеды'],
  ['42', '4', 'Палатки'],
  ['43', '4', 'Рюкзаки'],
];

const kinds = {
  11: {
    type: 'Смартфон',
    models: [
      'Samsung:Galaxy A54',
      'Samsung:Galaxy S24',
      'Apple:iPhone 15',
      'Apple:iPhone 15 Pro',
      'Xiaomi:Redmi Note 13',
      'Xiaomi:Poco X6',
      'Honor:90',
      'Realme:12 Pro',
    ],
    params: { 'Встроенная память': ['128GB', '256GB', '512GB'], Цвет: ['черный', 'белый', 'синий', 'зеленый'] },
    price: [12000, 140000],
  },
  12: {
    type: 'Ноутбук',
    models: [
      'Lenovo:IdeaPad 5',
      'Lenovo:ThinkPad E14',
      'ASUS:VivoBook 15',
      'ASUS:ZenBook 14',
      'HP:Pavilion 15',
      'Apple:MacBook Air 13',
      'Acer:Aspire 7',
    ],
    params: { 'Оперативная память': ['8 ГБ', '16 ГБ', '32 ГБ'], Диагональ: ['13.3"', '14"', '15.6"'] },
    price: [35000, 220000],
  },
  13: {
    type: 'Наушники',
    models: ['Sony:WH-1000XM5', 'JBL:Tune 520BT', 'Apple:AirPods Pro 2', 'Samsung:Galaxy Buds2', 'Marshall:Major IV', 'Sony:WF-C700N'],
    params: { Тип: ['накладные', 'внутриканальные', 'полноразмерные'], Цвет: ['черный', 'белый', 'бежевый'] },
    price: [2000, 40000],
  },
  14: {
    type: 'Умные часы',
    models: ['Apple:Watch Series 9', 'Samsung:Galaxy Watch6', 'Huawei:Watch GT 4', 'Amazfit:GTR 4', 'Amazfit:Bip 5'],
    params: { 'Размер корпуса': ['41 мм', '44 мм', '46 мм'], Цвет: ['черный', 'серебристый', 'розовый'] },
    price: [5000, 60000],
  },
  21: {
    type: 'Чайник электрический',
    models: ['Bosch:TWK 3A011', 'Philips:HD9350', 'Tefal:KO 6931', 'Xiaomi:Mi Kettle Pro', 'Redmond:RK-G178'],
    params: { Объем: ['1.5 л', '1.7 л', '2 л'], Материал: ['стекло', 'нержавеющая сталь', 'пластик'] },
    price: [1500, 9000],
  },
  22: {
    type: 'Пылесос',
    models: ['Dyson:V15 Detect', 'Xiaomi:Robot Vacuum S10', 'Samsung:Jet 75', 'Karcher:VC 4s', 'Philips:PowerPro'],
    params: { Тип: ['вертикальный', 'робот', 'с мешком'], Цвет: ['серый', 'белый', 'фиолетовый'] },
    price: [6000, 75000],
  },
  23: {
    type: 'Кофемашина',
    models: ['DeLonghi:Magnifica S', 'Philips:EP2231 LatteGo', 'Krups:Essential EA81', 'Nivona:CafeRomatica 790'],
    params: { 'Тип кофе': ['зерновой', 'молотый', 'капсулы'], Капучинатор: ['есть', 'нет'] },
    price: [15000, 120000],
  },
  31: {
    type: 'Кроссовки',
    models: ['Nike:Air Max 90', 'Adidas:Ultraboost 22', 'Puma:Suede Classic', 'New Balance:574', 'ASICS:Gel-Kayano 30', 'Nike:Pegasus 40'],
    params: { Размер: ['39', '40', '41', '42', '43', '44'], Цвет: ['белый', 'черный', 'серый', 'красный'] },
    price: [4000, 22000],
  },
  32: {
    type: 'Куртка',
    models: ['The North Face:Nuptse', 'Columbia:Powder Lite', 'Patagonia:Down Sweater', 'Outventure:Trekking Pro'],
    params: { Размер: ['S', 'M', 'L', 'XL'], Сезон: ['зима', 'демисезон'] },
    price: [6000, 45000],
  },
  33: {
    type: 'Футболка',
    models: ['Nike:Dri-FIT', 'Adidas:Essentials', 'Uniqlo:U Crew Neck', "Levi's:Housemark"],
    params: { Размер: ['S', 'M', 'L', 'XL'], Цвет: ['белый', 'черный', 'синий', 'зеленый'] },
    price: [900, 4500],
  },
  41: {
    type: 'Велосипед',
    models: ['Stels:Navigator 700', 'Merida:Big.Nine 100', 'Trek:Marlin 5', 'Giant:Talon 3', 'Forward:Sporting 29'],
    params: { 'Диаметр колес': ['26"', '27.5"', '29"'], 'Размер рамы': ['S', 'M', 'L'] },
    price: [15000, 120000],
  },
  42: {
    type: 'Палатка',
    models: ['Tramp:Lite Camp 3', 'Outventure:Teslin 2', 'Coleman:Darwin 4', 'Naturehike:Cloud Up 2'],
    params: { Вместимость: ['2 места', '3 места', '4 места'], Сезонность: ['летняя', 'трехсезонная'] },
    price: [4000, 35000],
  },
  43: {
    type: 'Рюкзак',
    models: ['Deuter:Futura 27', 'Osprey:Talon 22', 'Tramp:Setter 40', 'The North Face:Borealis'],
    params: { Объем: ['20 л', '30 л', '45 л'], Цвет: ['черный', 'синий', 'оранжевый'] },
    price: [2500, 25000],
  },
};
const english = {
  Смартфон: 'Smartphone',
  Ноутбук: 'Laptop',
  Наушники: 'Headphones',
  'Умные часы': 'Smart watch',
  Кроссовки: 'Sneakers',
  Рюкзак: 'Backpack',
};

const offers = [];
let id = 1000;
for (const [categoryId, kind] of Object.entries(kinds)) {
  for (let n = 0; n < 230; n++) {
    id += 1;
    const [vendor, model] = pick(kind.models).split(':');
    const params = Object.entries(kind.params).map(([name, values]) => [name, pick(values)]);
    const variant = params.map(([, value]) => value).join(', ');
    const type = random() < 0.25 && english[kind.type] ? english[kind.type] : kind.type;
    const [low, high] = kind.price;
    const price = Math.round((low + random() * (high - low)) / 10) * 10 - 10;
    const oldPrice = random() < 0.3 ? Math.round((price * (1.1 + random() * 0.3)) / 10) * 10 : null;
    offers.push({
      id,
      categoryId,
      vendor,
      model,
      type,
      variant,
      params,
      price,
      oldPrice,
      available: random() > 0.12,
      rating: (3.5 + random() * 1.5).toFixed(1),
      reviews: Math.floor(random() * 400),
    });
  }
}

const lines = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<yml_catalog date="2026-11-22 10:00">',
  '<shop>',
  '<name>Витрина Демо</name>',
  '<company>Vitrina Demo Store</company>',
  '<url>https://demo.vitrina.local/</url>',
  '<currencies><currency id="RUR" rate="1"/></currencies>',
  '<categories>',
  ...tree.map(([cid, parent, name]) => `<category id="${cid}"${parent ? ` parentId="${parent}"` : ''}>${escapeXml(name)}</category>`),
  '</categories>',
  '<offers>',
];
for (const o of offers) {
  const name = `${o.type} ${o.vendor} ${o.model} ${o.variant}`;
  lines.push(
    `<offer id="${o.id}" available="${o.available}">`,
    `<name>${escapeXml(name)}</name>`,
    `<url>https://demo.vitrina.local/product/${o.id}</url>`,
    `<price>${o.price}</price>`,
    ...(o.oldPrice ? [`<oldprice>${o.oldPrice}</oldprice>`] : []),
    '<currencyId>RUR</currencyId>',
    `<categoryId>${o.categoryId}</categoryId>`,
    `<picture>/samples/pictures/${o.categoryId}.svg</picture>`,
    `<vendor>${escapeXml(o.vendor)}</vendor>`,
    `<vendorCode>VC-${o.id}</vendorCode>`,
    `<model>${escapeXml(o.model)}</model>`,
    `<description><![CDATA[<p>${escapeXml(name)}: надёжный выбор от ${escapeXml(o.vendor)}. Официальная гарантия, доставка по всей России.</p>]]></description>`,
    ...o.params.map(([pname, value]) => `<param name="${escapeXml(pname)}">${escapeXml(value)}</param>`),
    `<param name="Рейтинг">${o.rating}</param>`,
    `<param name="Отзывы">${o.reviews}</param>`,
    '</offer>',
  );
}
lines.push('</offers>', '</shop>', '</yml_catalog>', '');
fs.writeFileSync(path.join(root, 'samples/demo-feed.xml'), lines.join('\n'));

// One picture per category: works offline, unlike pictures from a real shop.
const colours = [
  '#4c6ef5',
  '#12b886',
  '#f76707',
  '#ae3ec9',
  '#1098ad',
  '#e64980',
  '#74b816',
  '#f59f00',
  '#5c7cfa',
  '#20c997',
  '#fa5252',
  '#7950f2',
  '#15aabf',
];
fs.mkdirSync(path.join(root, 'samples/pictures'), { recursive: true });
Object.entries(kinds).forEach(([categoryId, kind], index) => {
  const colour = colours[index % colours.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><title>${escapeXml(kind.type)}</title><rect width="400" height="400" fill="#f8f9fa"/><rect x="60" y="60" width="280" height="220" rx="28" fill="${colour}"/><text x="200" y="340" font-family="DejaVu Sans, sans-serif" font-size="30" text-anchor="middle" fill="#343a40">${escapeXml(kind.type)}</text></svg>\n`;
  fs.writeFileSync(path.join(root, `samples/pictures/${categoryId}.svg`), svg);
});
console.log(`samples/demo-feed.xml: ${offers.length} offers, ${tree.length} categories`);
