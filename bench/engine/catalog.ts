// Deterministic synthetic catalogue for the engine benchmark: Russian and English names built from
// product types, brands, colours and pseudo-words (model lines), vendors, a category tree and params.
import type { EngineCategory, EngineOffer } from '../../packages/engine/src/index';

export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPES_RU = [
  'смартфон',
  'ноутбук',
  'телевизор',
  'холодильник',
  'пылесос',
  'чайник',
  'кроссовки',
  'куртка',
  'рюкзак',
  'палатка',
  'велосипед',
  'микроволновка',
  'наушники',
  'планшет',
  'монитор',
  'кофеварка',
  'утюг',
  'фен',
  'блендер',
  'дрель',
];
const TYPES_EN = [
  'smartphone',
  'laptop',
  'television',
  'refrigerator',
  'vacuum',
  'kettle',
  'sneakers',
  'jacket',
  'backpack',
  'tent',
  'bicycle',
  'microwave',
  'headphones',
  'tablet',
  'monitor',
  'coffee maker',
  'iron',
  'hair dryer',
  'blender',
  'drill',
];
const BRANDS = [
  'Samsung',
  'Apple',
  'Xiaomi',
  'Bosch',
  'Philips',
  'Nike',
  'Adidas',
  'Sony',
  'LG',
  'Lenovo',
  'Asus',
  'Acer',
  'Huawei',
  'Tefal',
  'Braun',
  'Makita',
  'Dyson',
  'Redmond',
  'Polaris',
  'Columbia',
  'Salomon',
  'Garmin',
  'Canon',
  'Nikon',
  'Karcher',
  'Gorenje',
  'Indesit',
  'Vitek',
  'Scarlett',
  'Stels',
];
const COLORS_RU = ['черный', 'белый', 'красный', 'синий', 'зеленый', 'серый', 'розовый', 'желтый'];
const COLORS_EN = ['black', 'white', 'red', 'blue', 'green', 'grey', 'pink', 'yellow'];
const SYL_LAT = [
  'ka',
  'lo',
  'mi',
  'ra',
  'ven',
  'tor',
  'sil',
  'dan',
  'pro',
  'max',
  'neo',
  'zen',
  'vir',
  'tal',
  'mor',
  'fin',
  'gal',
  'rex',
  'sol',
  'ter',
  'bel',
  'cor',
  'dex',
  'ul',
];
const SYL_CYR = [
  'ка',
  'ло',
  'ми',
  'ра',
  'вен',
  'тор',
  'сил',
  'дан',
  'про',
  'макс',
  'нео',
  'зен',
  'вир',
  'тал',
  'мор',
  'фин',
  'гал',
  'рекс',
  'сол',
  'тер',
  'бел',
  'кор',
  'декс',
  'ул',
];

export interface Catalog {
  offers: EngineOffer[];
  categories: EngineCategory[];
  /** Model-line pseudo-words; two of them almost identify one offer. */
  words: string[];
}

export function generateCatalog(n: number, seed = 42): Catalog {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const vocab = new Set<string>();
  // Capped: 2-3 syllables give about 28k distinct words (beyond 100k offers the pairs stay near-unique).
  while (vocab.size < Math.max(2000, Math.floor(Math.min(n, 100_000) / 5))) {
    const cyr = random() < 0.5;
    const syl = cyr ? SYL_CYR : SYL_LAT;
    const count = 2 + Math.floor(random() * 2);
    let word = '';
    for (let i = 0; i < count; i++) word += pick(syl);
    if (word.length >= 5) vocab.add(word);
  }
  const words = [...vocab];
  const categories: EngineCategory[] = [];
  for (let t = 0; t < TYPES_RU.length; t++) {
    categories.push({ id: `r${t}`, name: `${TYPES_RU[t]}ы и аксессуары`, parentId: null });
    for (let k = 0; k < 9; k++)
      categories.push({ id: `c${t}-${k}`, name: `${TYPES_EN[t]} ${COLORS_EN[k % 8]} серия ${k}`, parentId: `r${t}` });
  }
  const offers: EngineOffer[] = [];
  for (let i = 0; i < n; i++) {
    const t = Math.floor(random() * TYPES_RU.length);
    const ru = random() < 0.5;
    const brand = pick(BRANDS);
    const color = Math.floor(random() * 8);
    const w1 = pick(words);
    const w2 = pick(words);
    const num = Math.floor(random() * 900) + 10;
    const name = ru
      ? `${TYPES_RU[t]} ${brand} ${w1} ${w2} ${num} ${COLORS_RU[color]}`
      : `${TYPES_EN[t]} ${brand} ${w1} ${w2} ${num} ${COLORS_EN[color]}`;
    offers.push({
      id: `o${i}`,
      groupId: null,
      name,
      vendor: brand,
      vendorCode: `VC-${100000 + i}`,
      model: `${w1} ${num}`,
      typePrefix: null,
      url: `https://shop.example/p/${i}`,
      description: `${ru ? 'Отличный' : 'Great'} ${ru ? TYPES_RU[t] : TYPES_EN[t]} ${brand} ${w1}, ${ru ? 'доставка по всей России' : 'free shipping'}`,
      categoryId: `c${t}-${i % 9}`,
      categoryIds: [`c${t}-${i % 9}`],
      price: random() < 0.97 ? Math.floor(random() * 100000) + 100 : null,
      oldPrice: null,
      currencyId: 'RUB',
      available: random() < 0.9,
      pictures: [`https://shop.example/i/${i}.jpg`],
      params: [
        { name: 'Цвет', value: COLORS_RU[color] as string, unit: null },
        { name: 'Вес', value: String(1 + (i % 20)), unit: 'кг' },
        { name: 'Гарантия', value: `${1 + (i % 3)} года`, unit: null },
      ],
      rating: random() < 0.5 ? Math.round(random() * 50) / 10 : null,
      reviewCount: null,
      offerCode: null,
      barcodes: [],
    });
  }
  return { offers, categories, words };
}

export type QueryKind = 'exact' | 'prefix' | 'typo' | 'two-word';
export interface BenchQuery {
  kind: QueryKind;
  text: string;
  /** The offer the query was made from. */
  target: number;
}

/** One edit (substitution, deletion, insertion or transposition) inside a word of 6+ letters. */
function misspell(word: string, random: () => number): string {
  const i = 1 + Math.floor(random() * (word.length - 2));
  const letters = /[а-я]/.test(word) ? 'абвгдеиклмнопрстуя' : 'abcdeiklmnoprstuy';
  const letter = letters[Math.floor(random() * letters.length)] as string;
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, i) + letter + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + letter + word.slice(i);
    default:
      return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
  }
}

/** 2,000 queries: 500 each of exact model words, prefixes, two-word queries with one typo, and broad type + brand pairs. */
export function generateQueries(catalog: Catalog, count = 2000, seed = 7): BenchQuery[] {
  const random = rng(seed);
  const queries: BenchQuery[] = [];
  const n = catalog.offers.length;
  for (let q = 0; q < count; q++) {
    const target = Math.floor(random() * n);
    const parts = (catalog.offers[target] as EngineOffer).name.split(' ');
    const typeWords = parts.length - 6; // 'coffee maker' has two
    const w1 = parts[2 + typeWords] as string;
    const w2 = parts[3 + typeWords] as string;
    const kind = (['exact', 'prefix', 'typo', 'two-word'] as const)[q % 4] as QueryKind;
    if (kind === 'exact') queries.push({ kind, text: `${w1} ${w2}`, target });
    else if (kind === 'prefix') queries.push({ kind, text: `${w1} ${w2.slice(0, Math.max(3, w2.length - 2))}`, target });
    else if (kind === 'typo') {
      const long = [w1, w2].filter((word) => word.length >= 6);
      const victim = long.length > 0 ? (long[Math.floor(random() * long.length)] as string) : w1;
      queries.push({ kind, text: `${w1 === victim ? misspell(w1, random) : w1} ${w2 === victim ? misspell(w2, random) : w2}`, target });
    } else queries.push({ kind, text: `${parts.slice(0, 1 + typeWords).join(' ')} ${parts[1 + typeWords]}`, target });
  }
  return queries;
}
