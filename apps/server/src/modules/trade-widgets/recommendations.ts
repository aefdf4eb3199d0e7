import type { TrackerEvent } from '@vitrina/contracts';
import { createRecommender, type Recommender } from '@vitrina/engine';
import { readLiveCatalogHead } from '../../catalog';
import type { CoreDeps } from '../../search-access';
import type { Entry, IndexRegistry } from '../search';
import { eventHorizon, readStoredEvents, recEventOf } from './event-feed';
import { readPictureFeatures } from './pictures/store';

/** Picture features computed elsewhere (the worker) are picked up at most this often. */
const PICTURES_EVERY_MS = 60_000;
/**
 * A request waits this long for a project's stored events to be read; past it, it is answered
 * from what is learnt so far (a shop with millions of events takes a while to read).
 */
const READY_WAIT_MS = 2000;
/** Offers of text preparation per event-loop turn (a few milliseconds). */
const WARM_SLICE = 300;

interface ProjectModel {
  recommender: Recommender;
  version: number;
  /** Resolves once stored events are learnt; events arriving meanwhile wait in `pending`. */
  ready: Promise<void>;
  pending: TrackerEvent[] | null;
  picturesAt: number;
  picturesSince: Date;
}

function readyOrLate(ready: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, READY_WAIT_MS);
  });
  return Promise.race([ready, late]).finally(() => clearTimeout(timer));
}

/**
 * One recommender per project, made on the first widget request: the catalog from the search
 * index registry, behaviour from the stored events, then every newly ingested event as it comes.
 * A feed update swaps the catalog and keeps what was learnt.
 */
export function createRecommendations(deps: Pick<CoreDeps, 'db' | 'log'>, registry: IndexRegistry) {
  const models = new Map<string, ProjectModel>();

  async function learnStored(uuid: string, model: ProjectModel) {
    const horizon = await eventHorizon(deps.db, uuid);
    const started = performance.now();
    let count = 0;
    for await (const page of readStoredEvents(deps.db, uuid, horizon)) {
      model.recommender.addEvents(page);
      count += page.length;
      // The embedded database answers on this thread: let requests and timers in between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const pending = model.pending ?? [];
    model.pending = null;
    const now = Date.now();
    model.recommender.addEvents(pending.flatMap((event) => recEventOf(event, now) ?? []));
    deps.log.info({ uuid, events: count, ms: Math.round(performance.now() - started) }, 'recommendations ready');
  }

  function refreshPictures(uuid: string, model: ProjectModel): Promise<void> {
    model.picturesAt = Date.now();
    return readPictureFeatures(deps.db, uuid, model.picturesSince)
      .then(({ features, latest }) => {
        if (features.size) model.recommender.setPictureFeatures(features);
        if (latest) model.picturesSince = latest;
      })
      .catch((error: unknown) => deps.log.warn({ err: error, uuid }, 'picture features not read'));
  }

  /** similar_by_text vectors built a slice per event-loop turn when the project has such a widget, so no request waits for them. */
  async function warmTextVectors(uuid: string, recommender: Recommender) {
    const rows = await deps.db
      .query(`select 1 from trade_widgets where source_uuid = $1 and data->>'type' = 'similar_by_text' limit 1`, [uuid])
      .catch(() => []);
    if (!rows.length) return;
    const started = performance.now();
    const step = () => {
      if (!recommender.prepare(WARM_SLICE)) setImmediate(step);
      else deps.log.info({ uuid, ms: Math.round(performance.now() - started) }, 'similar_by_text prepared');
    };
    step();
  }

  async function create(uuid: string, entry: Entry): Promise<ProjectModel> {
    const head = await readLiveCatalogHead(deps.db, uuid);
    const recommender = createRecommender({ offers: [...entry.index.offers()], locales: head?.settings.locales });
    const model: ProjectModel = {
      recommender,
      version: entry.version,
      ready: Promise.resolve(),
      pending: [],
      picturesAt: 0,
      picturesSince: new Date(0),
    };
    // Known before the stored events are read: events ingested from now on wait in `pending`.
    models.set(uuid, model);
    const learnt = learnStored(uuid, model).catch((error: unknown) => {
      model.pending = null;
      deps.log.error({ err: error, uuid }, 'stored events not read for recommendations');
    });
    model.ready = Promise.all([learnt, refreshPictures(uuid, model)]).then(() => {});
    void warmTextVectors(uuid, recommender);
    return model;
  }

  const creating = new Map<string, Promise<ProjectModel>>();

  return {
    /** The project's recommender and index entry, ready to answer; null without a catalog. */
    async of(uuid: string): Promise<{ recommender: Recommender; entry: Entry } | null> {
      const entry = await registry.get(uuid);
      if (!entry) return null;
      let model = models.get(uuid);
      if (!model) {
        let pending = creating.get(uuid);
        if (!pending) {
          pending = create(uuid, entry).finally(() => creating.delete(uuid));
          creating.set(uuid, pending);
        }
        model = await pending;
      }
      if (model.version !== entry.version) {
        model.recommender.setCatalog([...entry.index.offers()]);
        void warmTextVectors(uuid, model.recommender);
        model.version = entry.version;
        model.picturesSince = new Date(0);
        model.picturesAt = 0;
      }
      if (Date.now() - model.picturesAt > PICTURES_EVERY_MS) void refreshPictures(uuid, model);
      await readyOrLate(model.ready);
      return { recommender: model.recommender, entry };
    },
    /** The ingest path's hook: events just stored teach the project's recommender at once. */
    addEvents(uuid: string, events: readonly TrackerEvent[]): void {
      const model = models.get(uuid);
      if (!model) return; // not asked for yet: the start-up read will find these in the table
      if (model.pending) {
        model.pending.push(...events);
        return;
      }
      const now = Date.now();
      model.recommender.addEvents(events.flatMap((event) => recEventOf(event, now) ?? []));
    },
    stats() {
      return [...models].map(([uuid, model]) => ({ uuid, ...model.recommender.stats() }));
    },
  };
}

export type Recommendations = ReturnType<typeof createRecommendations>;
