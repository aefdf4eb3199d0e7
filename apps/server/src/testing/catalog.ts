import type { FeedOffer } from '@vitrina/feeds';
import { insertCategories, insertOffers, swapCatalog } from '../catalog';
import type { Queryable } from '../db/database';
import type { api } from './test-app';

/** An offer with every field filled the plain way; a test overrides what it is about. */
export function testOffer(id: string, name: string, extra: Partial<FeedOffer> = {}): FeedOffer {
  return {
    id,
    groupId: null,
    name,
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
    categoryId: 'c1',
    categoryIds: ['c1'],
    price: 1000,
    oldPrice: null,
    currencyId: 'RUR',
    available: true,
    pictures: [],
    barcodes: [],
    salesNotes: null,
    params: [],
    rating: null,
    reviewCount: null,
    ...extra,
  };
}

/** Creates a project through the API as the given client; returns its uuid. */
export async function createTestProject(client: ReturnType<typeof api>, name = 'Shop'): Promise<string> {
  const created = await client.post('/sources', {
    siteUrl: 'shop.example',
    feedUrls: ['https://shop.example/feed.xml'],
    feedFormat: 'YML',
    content: { name },
  });
  return (created.body.data as { uuid: string }).uuid;
}

/** Makes `offers` the project's live catalog `version` in one category 'c1' (as a worker in another process would; nothing is announced). */
export async function putLiveCatalog(db: Queryable, uuid: string, offers: FeedOffer[], version = 1): Promise<void> {
  await insertOffers(db, uuid, version, offers);
  await insertCategories(db, uuid, version, [{ id: 'c1', name: 'Товары', parentId: null, url: null }]);
  await swapCatalog(db, uuid, version, offers.length);
}
