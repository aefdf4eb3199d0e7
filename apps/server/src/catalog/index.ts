/**
 * The life of a catalog version, below the modules: a feed load writes offers and categories,
 * builds the index and its snapshot and makes the version live; search nodes read the snapshot
 * (or build from the stored offers) and serve it. Nothing here knows about HTTP or settings screens.
 */
export { buildCatalogIndex, buildStoredCatalogIndex, catalogIndexBuilder, storedCatalogBuilder } from './index-builders';
export { type IndexSettings, indexSettingsOf, localesOf } from './index-settings';
export { forEachStoredOffer, readCategories, readLiveCatalog, readLiveCatalogHead } from './offers-reader';
export { BATCH_SIZE, encodeOffers, insertCategories, insertOfferBatch, insertOffers, replaceCustomList } from './offers-store';
export { openRecordSpill, type RecordSpillFile } from './record-spill';
export { fileRecords } from './snapshot-file';
export {
  CHUNK_BYTES,
  databaseSnapshots,
  fileSnapshots,
  type SnapshotStore,
  type StoreMode,
  snapshotStoreFor,
  storesInDatabase,
} from './snapshot-store';
export { countOffers, dropVersionsExcept, holdCatalog, swapCatalog } from './versions-store';
