/** What a CSV column feeds into. Unknown columns become params named after the header. */
export type ColumnRole =
  | { kind: 'field'; field: FieldKind }
  | { kind: 'option-name' | 'option-value'; index: string }
  | { kind: 'param'; name: string; unit: string | null }
  | { kind: 'ignore' };

export type FieldKind =
  | 'id'
  | 'sku'
  | 'handle'
  | 'groupId'
  | 'name'
  | 'vendor'
  | 'vendorCode'
  | 'brandId'
  | 'model'
  | 'typePrefix'
  | 'url'
  | 'description'
  | 'shortDescription'
  | 'offerLabel'
  | 'offerCode'
  | 'categoryId'
  | 'categoryPath'
  | 'price'
  | 'salePrice'
  | 'oldPrice'
  | 'currencyId'
  | 'available'
  | 'stock'
  | 'pictures'
  | 'picture'
  | 'barcodes'
  | 'salesNotes'
  | 'rating'
  | 'reviewCount';

// Header aliases, lower-case: our own names (FeedOffer fields), Google Merchant Center, Shopify, WooCommerce.
const ALIASES: Record<string, FieldKind> = {
  id: 'id',
  'offer id': 'id',
  offer_id: 'id',
  'product id': 'id',
  product_id: 'id',
  sku: 'sku',
  'variant sku': 'sku',
  handle: 'handle',
  groupid: 'groupId',
  group_id: 'groupId',
  item_group_id: 'groupId',
  parent: 'groupId',
  name: 'name',
  title: 'name',
  'product name': 'name',
  product_name: 'name',
  vendor: 'vendor',
  brand: 'vendor',
  brands: 'vendor',
  manufacturer: 'vendor',
  vendorcode: 'vendorCode',
  vendor_code: 'vendorCode',
  mpn: 'vendorCode',
  brandid: 'brandId',
  brand_id: 'brandId',
  model: 'model',
  typeprefix: 'typePrefix',
  url: 'url',
  link: 'url',
  'product url': 'url',
  description: 'description',
  'body (html)': 'description',
  body_html: 'description',
  'short description': 'shortDescription',
  offerlabel: 'offerLabel',
  label: 'offerLabel',
  offercode: 'offerCode',
  offer_code: 'offerCode',
  categoryid: 'categoryId',
  category_id: 'categoryId',
  categoryids: 'categoryId',
  categories: 'categoryPath',
  category: 'categoryPath',
  product_type: 'categoryPath',
  'product type': 'categoryPath',
  'product category': 'categoryPath',
  price: 'price',
  'regular price': 'price',
  'variant price': 'price',
  sale_price: 'salePrice',
  'sale price': 'salePrice',
  oldprice: 'oldPrice',
  'old price': 'oldPrice',
  old_price: 'oldPrice',
  'compare at price': 'oldPrice',
  'variant compare at price': 'oldPrice',
  currencyid: 'currencyId',
  currency: 'currencyId',
  available: 'available',
  availability: 'available',
  'in stock?': 'available',
  stock: 'stock',
  stock_quantity: 'stock',
  quantity: 'stock',
  'variant inventory qty': 'stock',
  pictures: 'pictures',
  images: 'pictures',
  additional_image_link: 'pictures',
  picture: 'picture',
  image: 'picture',
  image_link: 'picture',
  'image src': 'picture',
  'variant image': 'picture',
  barcodes: 'barcodes',
  barcode: 'barcodes',
  gtin: 'barcodes',
  ean: 'barcodes',
  'variant barcode': 'barcodes',
  salesnotes: 'salesNotes',
  sales_notes: 'salesNotes',
  rating: 'rating',
  reviewcount: 'reviewCount',
};

// Export bookkeeping with no value for search.
const IGNORED = [/^attribute \d+ (visible|global|default)$/, /^download \d+ /, /^image (position|alt text)$/, /^meta: /, /^snippet$/];

/** Maps one header cell to its role; ratingField/reviewCountField (case-insensitive) win over the aliases. */
export function columnRole(header: string, ratingField?: string, reviewCountField?: string): ColumnRole {
  const raw = header.trim();
  const key = raw.toLowerCase();
  if (ratingField && key === ratingField.toLowerCase()) return { kind: 'field', field: 'rating' };
  if (reviewCountField && key === reviewCountField.toLowerCase()) return { kind: 'field', field: 'reviewCount' };
  const alias = ALIASES[key];
  if (alias) return { kind: 'field', field: alias };
  const option = /^(?:option(\d+)|attribute (\d+)) (name|values?|value\(s\))$/.exec(key);
  if (option) return { kind: option[3] === 'name' ? 'option-name' : 'option-value', index: option[1] ?? option[2] ?? '' };
  if (IGNORED.some((re) => re.test(key)) || raw === '') return { kind: 'ignore' };
  const param = /^param:(.+?)(?:\|(.*))?$/i.exec(raw);
  if (param?.[1]) return { kind: 'param', name: param[1], unit: param[2] ? param[2] : null };
  return { kind: 'param', name: raw, unit: null };
}

/** Picks the delimiter (comma, semicolon or tab) that occurs most often outside quotes in the header line. */
export function sniffDelimiter(headerLine: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch in counts) counts[ch] = (counts[ch] ?? 0) + 1;
  }
  let best = ',';
  for (const d of [';', '\t']) if ((counts[d] ?? 0) > (counts[best] ?? 0)) best = d;
  return best;
}
