import {
  buildIndex,
  createIndexBuilder,
  type EngineCategory,
  type EngineOffer,
  type RecordSpill,
  type SearchIndex,
  type SearchIndexBuilder,
} from '@vitrina/engine';
import type { Queryable } from '../db/database';
import type { IndexSettings } from './index-settings';
import { forEachStoredOffer } from './offers-reader';

/** The search index of a project's catalog, with the project's languages and index settings. */
export function buildCatalogIndex(settings: IndexSettings, offers: EngineOffer[], categories: EngineCategory[]): SearchIndex {
  return buildIndex({ offers, categories, locales: settings.locales, options: { ignoredTokens: settings.ignoredTokens } });
}

/**
 * A builder of the project's search index taking offers one at a time (they are not kept as objects);
 * with a spill, their records wait on disk for the snapshot (record-spill.ts).
 */
export function catalogIndexBuilder(settings: IndexSettings, categories: EngineCategory[], spill?: RecordSpill): SearchIndexBuilder {
  return createIndexBuilder({
    categories,
    locales: settings.locales,
    options: { ignoredTokens: settings.ignoredTokens },
    ...(spill ? { spill } : {}),
  });
}

/** The index of a stored catalog version, streamed from the database page by page. */
export async function buildStoredCatalogIndex(
  db: Queryable,
  settings: IndexSettings,
  uuid: string,
  version: number,
  categories: EngineCategory[],
): Promise<SearchIndex> {
  return (await storedCatalogBuilder(db, settings, uuid, version, categories)).finish();
}

/** A builder holding a stored catalog version, streamed from the database page by page; finish it as needed. */
export async function storedCatalogBuilder(
  db: Queryable,
  settings: IndexSettings,
  uuid: string,
  version: number,
  categories: EngineCategory[],
  spill?: RecordSpill,
): Promise<SearchIndexBuilder> {
  const builder = catalogIndexBuilder(settings, categories, spill);
  await forEachStoredOffer(db, uuid, version, (offer) => builder.add(offer));
  return builder;
}
