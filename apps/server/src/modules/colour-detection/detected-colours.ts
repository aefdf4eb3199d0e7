import type { StoredSettings } from '@vitrina/contracts';
import type { PictureColour } from '@vitrina/engine';
import type { FeedOffer } from '@vitrina/feeds';
import type { Queryable } from '../../db/database';
import { enqueueFeedLoad } from '../jobs';
import { findSubscription } from '../plans';
import { COLOUR_PARAM, COLOUR_PARAM_SQL, colourNamesFor } from './colour-names';

/** Colour detection is a plan feature; a project without a plan yet has it, like the trial. */
export async function colourDetectionAllowed(db: Queryable, sourceUuid: string): Promise<boolean> {
  const subscription = await findSubscription(db, sourceUuid);
  return !subscription || subscription.plan.features.colorDetection === true;
}

/**
 * Adds the colour detected from an offer's first picture as a param (named in the project's
 * locale) during a feed load, so search, filters and facets see it like a feed's own param. An
 * offer whose feed names its colour keeps it; a changed picture waits for its new detection.
 */
export async function detectedColourApplier(
  db: Queryable,
  source: { uuid: string; settings: Pick<StoredSettings, 'locale'> },
): Promise<(offer: FeedOffer) => FeedOffer> {
  if (!(await colourDetectionAllowed(db, source.uuid))) return (offer) => offer;
  const rows = await db.query<{ offer_id: string; url: string; colour: PictureColour }>(
    'select offer_id, url, colour from picture_features where source_uuid = $1 and colour is not null',
    [source.uuid],
  );
  if (!rows.length) return (offer) => offer;
  const detected = new Map(rows.map((row) => [row.offer_id, row]));
  const names = colourNamesFor(source.settings.locale);
  return (offer) => {
    const found = detected.get(offer.id);
    if (!found || found.url !== offer.pictures[0] || offer.params.some((p) => COLOUR_PARAM.test(p.name))) return offer;
    return { ...offer, params: [...offer.params, { name: names.param, value: names[found.colour], unit: null }] };
  };
}

/**
 * Live offers that a reload would give a colour: detected from their current picture, and neither
 * named by the feed nor applied yet. The picture indexer reloads the feed when there are any.
 */
export async function offersAwaitingColour(db: Queryable, sourceUuid: string): Promise<number> {
  const [row] = await db.query<{ count: string }>(
    `select count(*) as count
       from offers o
       join sources s on s.uuid = o.source_uuid and o.version = s.catalog_version
       join picture_features f on f.source_uuid = o.source_uuid and f.offer_id = o.id and f.colour is not null
      where o.source_uuid = $1 and f.url = o.data->'pictures'->>0
        and not exists (select 1 from jsonb_array_elements(coalesce(o.data->'params', '[]'::jsonb)) p where p->>'name' ~* $2)`,
    [sourceUuid, COLOUR_PARAM_SQL],
  );
  return Number(row?.count ?? 0);
}

/** Queues a feed load when colours detected since the last one would change offers. True when queued. */
export async function reloadForColours(db: Queryable, sourceUuid: string): Promise<boolean> {
  if (!(await colourDetectionAllowed(db, sourceUuid)) || (await offersAwaitingColour(db, sourceUuid)) === 0) return false;
  await enqueueFeedLoad(db, sourceUuid);
  return true;
}
