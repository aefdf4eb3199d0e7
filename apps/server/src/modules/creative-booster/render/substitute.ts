import { DANGEROUS, PLACEHOLDER, REMOTE_URL } from './sanitize';
import { fitAllText } from './text-fit';
import type { CreativeOffer, CreativeVariable, SanitizedTemplate } from './types';
import { parseXml, type XmlElement } from './xml';

const CURRENCY_SIGNS: Record<string, string> = {
  RUB: '₽',
  RUR: '₽',
  USD: '$',
  EUR: '€',
  TRY: '₺',
  KZT: '₸',
  UAH: '₴',
  BYN: 'Br',
  BRL: 'R$',
  GBP: '£',
  UZS: 'soʻm',
};

/** 12990 → "12 990" (no-break space between groups, so a price never splits), 99.5 → "99.50". */
export function formatPrice(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  const fixed = Number.isInteger(value) ? String(value) : value.toFixed(2);
  const [whole = '', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** Whole percent off the old price; null when there is no real discount. */
export function discountPercent(price: number | null, oldPrice: number | null): number | null {
  if (price === null || oldPrice === null || !(price > 0) || !(oldPrice > price)) return null;
  const percent = Math.round(((oldPrice - price) / oldPrice) * 100);
  return percent > 0 ? percent : null;
}

/** The values {{…}} placeholders can name, all as strings ('' when the offer has none). */
export function offerFields(offer: CreativeOffer): Map<string, string> {
  const discount = discountPercent(offer.price, offer.oldPrice);
  const code = offer.currency?.toUpperCase() ?? '';
  const fields = new Map<string, string>([
    ['id', offer.id],
    ['name', offer.name],
    ['price', formatPrice(offer.price)],
    // An old price only counts when it is above the price: otherwise there is nothing to strike through.
    ['oldPrice', discount === null ? '' : formatPrice(offer.oldPrice)],
    ['discount', discount === null ? '' : String(discount)],
    ['currency', CURRENCY_SIGNS[code] ?? code],
    ['currencyCode', code],
    ['vendor', offer.vendor ?? ''],
    ['url', offer.url ?? ''],
    ['picture', offer.pictures[0] ?? ''],
    ['categoryId', offer.categoryId ?? ''],
    ['description', offer.description ?? ''],
    ['available', offer.available ? 'true' : ''],
  ]);
  for (const [name, values] of Object.entries(offer.params)) fields.set(`param.${name}`, values.join(', '));
  return fields;
}

const MAX_NESTING = 4;

/** Resolves a placeholder name: custom variables first (their values may hold placeholders), then offer fields. */
export function createResolver(offer: CreativeOffer, variables: CreativeVariable[]): (name: string) => string {
  const fields = offerFields(offer);
  const custom = new Map(variables.map((variable) => [variable.name.trim(), variable.value]));
  const paramsLower = new Map([...fields].filter(([key]) => key.startsWith('param.')).map(([key, value]) => [key.toLowerCase(), value]));
  const resolve = (name: string, depth: number): string => {
    const value = custom.get(name);
    // Depth stops a variable that names itself (or a cycle) from expanding forever.
    if (value !== undefined && depth < MAX_NESTING) return value.replace(PLACEHOLDER, (_, inner: string) => resolve(inner, depth + 1));
    return fields.get(name) ?? paramsLower.get(name.toLowerCase()) ?? '';
  };
  return (name) => resolve(name.trim(), 0);
}

const isHref = (name: string) => name === 'href' || name.endsWith(':href');

function substituteTree(element: XmlElement, resolve: (name: string) => string): boolean {
  // data-if="discount" keeps an element only when that value is not empty (a badge without a discount goes).
  const condition = element.attrs['data-if'];
  if (condition !== undefined && !resolve(condition.replace(/^\{\{|\}\}$/g, ''))) return false;
  for (const [name, value] of Object.entries(element.attrs)) {
    // Never into links: a placeholder must not be able to point the renderer outside the file.
    if (isHref(name) || !value.includes('{{')) continue;
    const filled = value.replace(PLACEHOLDER, (_, inner: string) => resolve(inner));
    // An offer value must not smuggle in what sanitizing took out of the template (url(http…) in a style).
    if (DANGEROUS.test(filled) || REMOTE_URL.test(filled)) delete element.attrs[name];
    else element.attrs[name] = filled;
  }
  element.children = element.children.filter((child) => {
    if (child.type === 'element') return substituteTree(child, resolve);
    if (child.text.includes('{{')) child.text = child.text.replace(PLACEHOLDER, (_, inner: string) => resolve(inner));
    return true;
  });
  return true;
}

/** The template tree with placeholders substituted, conditions applied and text fitted. */
export function buildCreativeTree(template: SanitizedTemplate, offer: CreativeOffer, variables: CreativeVariable[]): XmlElement {
  const root = parseXml(template.svg);
  substituteTree(root, createResolver(offer, variables));
  fitAllText(root);
  return root;
}
