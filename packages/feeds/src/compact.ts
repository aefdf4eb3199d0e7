import type { FeedOffer } from './types';

const EMPTY_OFFER: Omit<FeedOffer, 'id' | 'name'> = {
  groupId: null,
  vendor: null,
  vendorCode: null,
  brandId: null,
  model: null,
  typePrefix: null,
  url: null,
  description: '',
  snippet: '',
  offerLabel: null,
  offerCode: null,
  categoryId: null,
  categoryIds: [],
  price: null,
  oldPrice: null,
  currencyId: null,
  available: true,
  pictures: [],
  barcodes: [],
  salesNotes: null,
  params: [],
  rating: null,
  reviewCount: null,
};

/**
 * An offer without its empty fields (null, '', [], and available = true), for storage: typical
 * feeds leave half the fields empty, and the snippet is dropped when it equals the description.
 */
export function compactOffer(offer: FeedOffer): Partial<FeedOffer> & Pick<FeedOffer, 'id'> {
  const compact: Record<string, unknown> = {};
  // for-in rather than Object.entries: no pair arrays to allocate for every field of every offer.
  for (const key in offer) {
    const value = offer[key as keyof FeedOffer];
    if (key === 'id' || key === 'name') compact[key] = value;
    else if (key === 'snippet') {
      if (value !== offer.description) compact[key] = value;
    } else if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    else if (key === 'available' && value === true) continue;
    else compact[key] = value;
  }
  return compact as Partial<FeedOffer> & Pick<FeedOffer, 'id'>;
}

/**
 * The whole offer back from its compact form. Built as one literal of a fixed shape: a spread of
 * two dozen keys makes a dictionary-mode object of about twice the memory, which counts when a
 * catalog of 500k offers sits in memory for its index.
 */
export function inflateOffer(compact: Partial<FeedOffer> & Pick<FeedOffer, 'id'>): FeedOffer {
  const c = compact;
  const description = c.description ?? '';
  for (const key in c) {
    // A key this version does not know (written by a newer one) is kept rather than dropped.
    if (!Object.hasOwn(EMPTY_OFFER, key) && key !== 'id' && key !== 'name')
      return { ...EMPTY_OFFER, name: '', snippet: description, ...c, description };
  }
  return {
    id: c.id,
    groupId: c.groupId ?? null,
    name: c.name ?? '',
    vendor: c.vendor ?? null,
    vendorCode: c.vendorCode ?? null,
    brandId: c.brandId ?? null,
    model: c.model ?? null,
    typePrefix: c.typePrefix ?? null,
    url: c.url ?? null,
    description,
    snippet: c.snippet ?? description,
    offerLabel: c.offerLabel ?? null,
    offerCode: c.offerCode ?? null,
    categoryId: c.categoryId ?? null,
    categoryIds: c.categoryIds ?? EMPTY_OFFER.categoryIds,
    price: c.price ?? null,
    oldPrice: c.oldPrice ?? null,
    currencyId: c.currencyId ?? null,
    available: c.available ?? true,
    pictures: c.pictures ?? EMPTY_OFFER.pictures,
    barcodes: c.barcodes ?? EMPTY_OFFER.barcodes,
    salesNotes: c.salesNotes ?? null,
    params: c.params ?? EMPTY_OFFER.params,
    rating: c.rating ?? null,
    reviewCount: c.reviewCount ?? null,
  };
}
