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
  for (const [key, value] of Object.entries(offer)) {
    if (key === 'id' || key === 'name') compact[key] = value;
    else if (key === 'snippet') {
      if (value !== offer.description) compact[key] = value;
    } else if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    else if (key === 'available' && value === true) continue;
    else compact[key] = value;
  }
  return compact as Partial<FeedOffer> & Pick<FeedOffer, 'id'>;
}

/** The whole offer back from its compact form. */
export function inflateOffer(compact: Partial<FeedOffer> & Pick<FeedOffer, 'id'>): FeedOffer {
  const description = compact.description ?? '';
  return { ...EMPTY_OFFER, name: '', snippet: description, ...compact, description };
}
