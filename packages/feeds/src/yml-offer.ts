import type { FeedError } from './errors';
import { feedError } from './errors';
import { renderDescription } from './html';
import type { FeedOffer, ReadOptions } from './types';
import { cleanText, parseAvailability, parseNumber, parsePrice, textOrNull } from './values';

/** A <param> child of <offer>: its name and unit attributes (keys matched case-insensitively) and its text. */
export interface OfferParam {
  name: string | undefined;
  unit: string | undefined;
  text: string;
}

/**
 * One <offer> as collected while parsing: no element tree, only the text of each direct child by
 * lower-cased element name (one string, or an array once a name repeats, in document order).
 * Texts have XML entities decoded; descriptions keep their HTML source.
 */
export interface OfferDraft {
  attrs: Record<string, string>;
  fields: Map<string, string | string[]>;
  params: OfferParam[];
  line: number;
  column: number;
  /** The first XML error met inside this offer (ignoreXmlErrors only). */
  error: FeedError | null;
}

/** Records the text of a direct child element of <offer> (name already lower-cased). */
export function addField(draft: OfferDraft, name: string, text: string): void {
  const fields = draft.fields;
  const seen = fields.get(name);
  if (seen === undefined) fields.set(name, text);
  else if (typeof seen === 'string') fields.set(name, [seen, text]);
  else seen.push(text);
}

// Aliases seen in real feeds (Yandex, Rozetka, EVA, MAUDAU, Prom), most specific first.
const NAME = ['name', 'name_ru', 'name_ua', 'name_uk'];
const DESCRIPTION = ['description', 'description_ru', 'description_ua', 'description_uk'];
const OLD_PRICE = ['oldprice', 'old_price', 'price_old'];
const STOCK = ['stock_quantity', 'quantity_in_stock', 'quantity', 'count'];
const GROUP_ID = ['group_id'];
const VENDOR_CODE = ['vendorcode', 'vendor_code', 'article', 'sku'];
const BRAND_ID = ['brandid', 'brand_id'];
const OFFER_LABEL = ['offerlabel', 'offer_label', 'label'];
const OFFER_CODE = ['offercode', 'offer_code'];
const CATEGORY_ID = ['categoryid', 'category_id'];
const CURRENCY_ID = ['currencyid', 'currency_id', 'currency'];
const PICTURES = ['picture', 'image'];
const BARCODES = ['barcode'];

/** Child elements whose content is HTML: nested tags are kept as markup, not dropped. */
export function isHtmlChild(name: string): boolean {
  return name.startsWith('description');
}

/** Read-only view of an OfferDraft's children; each lookup cleans only the texts it looks at. */
class Children {
  constructor(private readonly draft: OfferDraft) {}

  /** The texts of every child with that name, in document order. */
  private all(name: string): string | readonly string[] | undefined {
    if (name === 'param') return this.draft.params.map((p) => p.text);
    return this.draft.fields.get(name);
  }

  /** The first non-empty value of that name. */
  one(name: string): string | null {
    const seen = this.all(name);
    if (seen === undefined) return null;
    if (typeof seen === 'string') return textOrNull(seen);
    for (const text of seen) {
      const clean = textOrNull(text);
      if (clean !== null) return clean;
    }
    return null;
  }

  /** The first non-empty value among the names, in order. */
  first(names: readonly string[]): string | null {
    for (const name of names) {
      const text = this.one(name);
      if (text !== null) return text;
    }
    return null;
  }

  /** The first value among the names that is not blank, as written. */
  raw(names: readonly string[]): string | null {
    for (const name of names) {
      const seen = this.all(name);
      if (seen === undefined) continue;
      if (typeof seen === 'string') {
        if (seen.trim() !== '') return seen;
      } else {
        for (const text of seen) if (text.trim() !== '') return text;
      }
    }
    return null;
  }

  /** Every non-blank value among the names, trimmed, in order. */
  texts(names: readonly string[]): string[] {
    const out: string[] = [];
    for (const name of names) {
      const seen = this.all(name);
      if (seen === undefined) continue;
      if (typeof seen === 'string') {
        const text = seen.trim();
        if (text !== '') out.push(text);
      } else {
        for (const raw of seen) {
          const text = raw.trim();
          if (text !== '') out.push(text);
        }
      }
    }
    return out;
  }
}

function buildName(c: Children, type: string | undefined, typePrefix: string | null, vendor: string | null, model: string | null): string {
  const name = c.first(NAME);
  if (name !== null) return name;
  if (type === 'vendor.model' || model !== null) {
    return [typePrefix, vendor, model].filter((part) => part !== null).join(' ');
  }
  const title = c.one('title');
  const artist = c.one('artist');
  if (title !== null) return artist === null ? title : `${artist} - ${title}`;
  return '';
}

function fieldValue(c: Children, params: FeedOffer['params'], field: string | undefined): number | null {
  if (!field) return null;
  const wanted = field.toLowerCase();
  const param = params.find((p) => p.name.toLowerCase() === wanted);
  return parseNumber(param ? param.value : c.one(wanted));
}

function availability(draft: OfferDraft, c: Children): boolean {
  const attr = draft.attrs.available;
  if (attr !== undefined) return parseAvailability(attr);
  const child = c.one('available');
  if (child !== null) return parseAvailability(child);
  // No flag at all (e.g. file 18 spells the attribute with a Cyrillic 'а'): use a stock count if any.
  const stock = parseNumber(c.first(STOCK));
  return stock === null ? true : stock > 0;
}

/** Turns a collected <offer> into a FeedOffer, or a FEED_OFFER_INVALID error when it has no id. */
export function buildOffer(draft: OfferDraft, options: ReadOptions): FeedOffer | FeedError {
  const c = new Children(draft);
  const id = textOrNull(draft.attrs.id) ?? c.one('id');
  if (id === null) return feedError('FEED_OFFER_INVALID', { line: draft.line, column: draft.column, detail: 'offer without id' });
  const params: FeedOffer['params'] = [];
  for (const p of draft.params) {
    const name = textOrNull(p.name);
    const value = cleanText(p.text);
    if (name !== null && value !== '') params.push({ name, value, unit: textOrNull(p.unit) });
  }
  const categoryTexts = c.texts(CATEGORY_ID);
  const categoryIds = categoryTexts.length < 2 ? categoryTexts : [...new Set(categoryTexts)];
  const description = renderDescription(c.raw(DESCRIPTION) ?? '');
  const model = c.one('model');
  const typePrefix = c.one('typeprefix');
  const vendorOnly = c.one('vendor');
  return {
    id,
    groupId: textOrNull(draft.attrs.group_id ?? draft.attrs.groupid) ?? c.first(GROUP_ID),
    name: buildName(c, draft.attrs.type, typePrefix, vendorOnly, model),
    vendor: vendorOnly ?? c.one('brand'),
    vendorCode: c.first(VENDOR_CODE),
    brandId: c.first(BRAND_ID),
    model,
    typePrefix,
    url: c.one('url'),
    description: description.text,
    snippet: description.snippet,
    offerLabel: c.first(OFFER_LABEL),
    offerCode: c.first(OFFER_CODE),
    categoryId: categoryIds[0] ?? null,
    categoryIds,
    price: parsePrice(c.one('price')),
    oldPrice: parsePrice(c.first(OLD_PRICE)),
    currencyId: c.first(CURRENCY_ID),
    available: availability(draft, c),
    pictures: c.texts(PICTURES),
    barcodes: c.texts(BARCODES),
    salesNotes: c.one('sales_notes'),
    params,
    rating: fieldValue(c, params, options.ratingField),
    reviewCount: fieldValue(c, params, options.reviewCountField),
  };
}
