import type { FeedError } from './errors';
import { feedError } from './errors';
import { renderDescription } from './html';
import type { FeedOffer, ReadOptions } from './types';
import { cleanText, parseAvailability, parseNumber, parsePrice, textOrNull } from './values';

/** A direct child element of <offer>, collected while parsing. Names are lower-cased. */
export interface OfferChild {
  name: string;
  attrs: Record<string, string>;
  /** Text (XML entities already decoded); for descriptions, the HTML source. */
  text: string;
}

export interface OfferDraft {
  attrs: Record<string, string>;
  children: OfferChild[];
  line: number;
  column: number;
  /** The first XML error met inside this offer (ignoreXmlErrors only). */
  error: FeedError | null;
}

// Aliases seen in real feeds (Yandex, Rozetka, EVA, MAUDAU, Prom), most specific first.
const NAME = ['name', 'name_ru', 'name_ua', 'name_uk'];
const DESCRIPTION = ['description', 'description_ru', 'description_ua', 'description_uk'];
const OLD_PRICE = ['oldprice', 'old_price', 'price_old'];
const STOCK = ['stock_quantity', 'quantity_in_stock', 'quantity', 'count'];

/** Child elements whose content is HTML: nested tags are kept as markup, not dropped. */
export function isHtmlChild(name: string): boolean {
  return name.startsWith('description');
}

class Children {
  private readonly byName = new Map<string, OfferChild[]>();
  constructor(children: OfferChild[]) {
    for (const child of children) {
      const list = this.byName.get(child.name);
      if (list) list.push(child);
      else this.byName.set(child.name, [child]);
    }
  }
  all(name: string): OfferChild[] {
    return this.byName.get(name) ?? [];
  }
  /** The first non-empty value among the names, in order. */
  first(...names: string[]): string | null {
    for (const name of names) {
      for (const child of this.all(name)) {
        const text = textOrNull(child.text);
        if (text !== null) return text;
      }
    }
    return null;
  }
  raw(...names: string[]): string | null {
    for (const name of names) {
      for (const child of this.all(name)) if (child.text.trim() !== '') return child.text;
    }
    return null;
  }
  texts(...names: string[]): string[] {
    const out: string[] = [];
    for (const name of names) for (const child of this.all(name)) out.push(child.text.trim());
    return out.filter((text) => text !== '');
  }
}

function buildName(c: Children, type: string | undefined): string {
  const name = c.first(...NAME);
  if (name !== null) return name;
  const model = c.first('model');
  if (type === 'vendor.model' || model !== null) {
    return [c.first('typeprefix'), c.first('vendor'), model].filter((part) => part !== null).join(' ');
  }
  const title = c.first('title');
  const artist = c.first('artist');
  if (title !== null) return artist === null ? title : `${artist} - ${title}`;
  return '';
}

function fieldValue(c: Children, params: FeedOffer['params'], field: string | undefined): number | null {
  if (!field) return null;
  const wanted = field.toLowerCase();
  const param = params.find((p) => p.name.toLowerCase() === wanted);
  return parseNumber(param ? param.value : c.first(wanted));
}

function availability(draft: OfferDraft, c: Children): boolean {
  const attr = draft.attrs.available;
  if (attr !== undefined) return parseAvailability(attr);
  const child = c.first('available');
  if (child !== null) return parseAvailability(child);
  // No flag at all (e.g. file 18 spells the attribute with a Cyrillic 'а'): use a stock count if any.
  const stock = parseNumber(c.first(...STOCK));
  return stock === null ? true : stock > 0;
}

/** Turns a collected <offer> into a FeedOffer, or a FEED_OFFER_INVALID error when it has no id. */
export function buildOffer(draft: OfferDraft, options: ReadOptions): FeedOffer | FeedError {
  const c = new Children(draft.children);
  const id = textOrNull(draft.attrs.id) ?? c.first('id');
  if (id === null) return feedError('FEED_OFFER_INVALID', { line: draft.line, column: draft.column, detail: 'offer without id' });
  const params: FeedOffer['params'] = [];
  for (const p of c.all('param')) {
    const name = textOrNull(p.attrs.name);
    const value = cleanText(p.text);
    if (name !== null && value !== '') params.push({ name, value, unit: textOrNull(p.attrs.unit) });
  }
  const categoryIds = [...new Set(c.texts('categoryid', 'category_id'))];
  const description = renderDescription(c.raw(...DESCRIPTION) ?? '');
  return {
    id,
    groupId: textOrNull(draft.attrs.group_id ?? draft.attrs.groupid) ?? c.first('group_id'),
    name: buildName(c, draft.attrs.type),
    vendor: c.first('vendor', 'brand'),
    vendorCode: c.first('vendorcode', 'vendor_code', 'article', 'sku'),
    brandId: c.first('brandid', 'brand_id'),
    model: c.first('model'),
    typePrefix: c.first('typeprefix'),
    url: c.first('url'),
    description: description.text,
    snippet: description.snippet,
    offerLabel: c.first('offerlabel', 'offer_label', 'label'),
    offerCode: c.first('offercode', 'offer_code'),
    categoryId: categoryIds[0] ?? null,
    categoryIds,
    price: parsePrice(c.first('price')),
    oldPrice: parsePrice(c.first(...OLD_PRICE)),
    currencyId: c.first('currencyid', 'currency_id', 'currency'),
    available: availability(draft, c),
    pictures: c.texts('picture', 'image'),
    barcodes: c.texts('barcode'),
    salesNotes: c.first('sales_notes'),
    params,
    rating: fieldValue(c, params, options.ratingField),
    reviewCount: fieldValue(c, params, options.reviewCountField),
  };
}
