import { insertCategories, insertOffers, swapCatalog } from '../../apps/server/src/catalog';
import type { Db } from '../../apps/server/src/db/database';
import type { FeedOffer } from '../../packages/feeds/src/index';
import type { Catalog } from '../engine/catalog';
import { benchProject } from './bench-project';

/**
 * A bench project (see benchProject) whose live catalog is `offers` (the generated catalog's own by
 * default) under the generated categories: stored 1000 offers a batch as version 1 and swapped in.
 * The database stays open; the caller closes it.
 */
export async function benchCatalogProject(
  name: string,
  catalog: Catalog,
  offers = catalog.offers as unknown as FeedOffer[],
): Promise<{ db: Db; dataDir: string; uuid: string }> {
  const project = await benchProject(name);
  const { db, uuid } = project;
  for (let start = 0; start < offers.length; start += 1000) await insertOffers(db, uuid, 1, offers.slice(start, start + 1000));
  await insertCategories(
    db,
    uuid,
    1,
    catalog.categories.map((c) => ({ ...c, url: null })),
  );
  await swapCatalog(db, uuid, 1, offers.length);
  return project;
}
