import type { CreativeGeneratorState, CreativeLogStatus, CreativeRule } from '@vitrina/contracts';
import type { FeedOffer } from '@vitrina/feeds';
import type { Logger } from 'pino';
import type { Queryable } from '../../db/database';
import { creativeRelativePath } from './files';
import { type CreativeImageStore, fileCreativeImages } from './image-store';
import { liveCategoryParents, liveOffers, liveVersion, offerMatcher, toCreativeOffer } from './offers';
import { type SanitizedTemplate, sanitizeTemplate } from './render';
import { inputHashOf, type PhotoFetcher, reasonOf, renderOffer } from './render-offer';
import * as store from './store';

export interface GenerationDeps {
  db: Queryable;
  log: Logger;
  dataDir: string;
  /** Where images go (decision 0009); DATA_DIR/creatives when not given. */
  images?: CreativeImageStore;
  fetchPhoto: PhotoFetcher;
  /** Renders at once (default 2): enough to hide photo fetches, little enough to leave search its CPU. */
  concurrency?: number;
}

/** How often progress is written and the stop flag read. */
const CHECK_EVERY_MS = 300;

interface Plan {
  rule: CreativeRule;
  templateId: string;
  templateHash: string;
  template: SanitizedTemplate;
  matches: (offer: FeedOffer) => boolean;
  stored: Map<string, store.CreativeRow>;
  seen: Set<string>;
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One generation over the live catalog (the 'creative.run' job): every offer matching a
 * template's limits is rendered, a few at a time, yielding to the event loop between renders.
 * With preserveHash an offer whose inputs hash as before keeps its image. The run flag
 * (POST /creativebooster/run {run: false}) stops it; a worker shutdown (signal) leaves it queued.
 */
export async function runGeneration(deps: GenerationDeps, uuid: string, signal: AbortSignal): Promise<void> {
  const { db } = deps;
  const images = deps.images ?? fileCreativeImages(deps.dataDir);
  const generator = await store.readGenerator(db, uuid);
  if (!generator.active) return;
  if (!generator.enabled) return void (await store.updateGenerator(db, uuid, { active: false }));
  const finish = async (state: CreativeGeneratorState, status: CreativeLogStatus, message: string, processed: number) => {
    const [key = '', ...params] = message.split('|');
    await store.insertLog(db, uuid, { message: key, params, processed, status });
    await store.updateGenerator(db, uuid, { state, message, finished_at: new Date() });
    await store.lowerRunFlagUnlessQueued(db, uuid);
  };
  try {
    const plans = await plansOf(db, uuid);
    if (!(await liveVersion(db, uuid))) return await finish('error', 'error', 'creative.noCatalog', 0);
    if (!plans.length) return await finish('error', 'error', 'creative.noRules', 0);
    await store.updateGenerator(db, uuid, store.RUN_STARTED());

    let total = 0;
    for await (const offer of liveOffers(db, uuid)) for (const plan of plans) if (plan.matches(offer)) total++;
    await store.updateGenerator(db, uuid, { total });

    const counts = { done: 0, generated: 0, kept: 0, failed: 0 };
    let lastReason = '';
    let stopped = false;
    let lastCheck = Date.now();
    const inFlight = new Set<Promise<void>>();
    const lanes = Math.max(1, deps.concurrency ?? 2);

    const work = async (plan: Plan, offer: FeedOffer) => {
      const creativeOffer = toCreativeOffer(offer);
      const hash = inputHashOf(plan.templateHash, creativeOffer, plan.rule);
      const stored = plan.stored.get(offer.id);
      const key = { uuid, templateId: plan.templateId, offerId: offer.id, format: plan.rule.format };
      try {
        if (generator.preserve_hash && stored?.input_hash === hash && (await images.has({ ...key, format: stored.format }))) {
          counts.kept++;
          return;
        }
        const image = await renderOffer(plan.template, creativeOffer, plan.rule, deps.fetchPhoto, signal);
        // The store replaces the offer's image of the other format, so a format change leaves nothing behind.
        await images.put(key, image);
        await store.saveCreative(db, uuid, {
          template_id: plan.templateId,
          offer_id: offer.id,
          input_hash: hash,
          file_path: creativeRelativePath(uuid, plan.templateId, offer.id, plan.rule.format),
          format: plan.rule.format,
        });
        counts.generated++;
      } catch (error) {
        counts.failed++;
        lastReason = reasonOf(error);
        deps.log.debug({ err: error, uuid, offer: offer.id }, 'creative failed');
      } finally {
        counts.done++;
      }
    };

    const check = async () => {
      lastCheck = Date.now();
      await store.updateGenerator(db, uuid, { done: counts.done });
      stopped = !(await store.readGenerator(db, uuid)).active;
    };

    outer: for await (const offer of liveOffers(db, uuid)) {
      for (const plan of plans) {
        if (!plan.matches(offer)) continue;
        plan.seen.add(offer.id);
        while (inFlight.size >= lanes) await Promise.race(inFlight);
        if (signal.aborted || stopped) break outer;
        const task: Promise<void> = work(plan, offer).finally(() => inFlight.delete(task));
        inFlight.add(task);
        await tick();
        if (Date.now() - lastCheck >= CHECK_EVERY_MS) await check();
      }
    }
    await Promise.all(inFlight);
    // A shutdown leaves the job to be taken again on the next start: no log, state stays 'process'.
    if (signal.aborted) return;
    await store.updateGenerator(db, uuid, { done: counts.done });
    if (stopped) {
      // Stopped by the project's deletion: what the last renders wrote after it goes too.
      const [deleted] = await db.query('select 1 from sources where uuid = $1 and deleted_at is not null', [uuid]);
      if (deleted) return await forgetProject(db, images, uuid);
      return await finish('success', 'stopped', `creative.log.stopped|${counts.done}|${total}`, counts.done);
    }
    await forgetUnmatched(deps, images, uuid, plans);
    const summary = `creative.log.done|${counts.generated}|${counts.kept}|${counts.failed}|${total}`;
    if (!counts.failed) return await finish('success', 'success', summary, counts.done);
    if (!counts.generated && !counts.kept) {
      return await finish('failed', 'failed', `creative.log.allFailed|${counts.failed}|${lastReason}`, counts.done);
    }
    await finish('error', 'error', summary, counts.done);
  } catch (error) {
    if (signal.aborted) return;
    deps.log.error({ err: error, uuid }, 'creative generation failed');
    await finish('failed', 'failed', `creative.log.failed|${reasonOf(error)}`, 0);
  }
}

/** The enabled rules of the project with their templates, ready to match and render. */
async function plansOf(db: Queryable, uuid: string): Promise<Plan[]> {
  const [rules, templates, parents] = await Promise.all([
    store.readRules(db, uuid),
    store.listTemplates(db, uuid),
    liveCategoryParents(db, uuid),
  ]);
  const byId = new Map(templates.map((template) => [template.id, template]));
  const plans: Plan[] = [];
  for (const rule of rules) {
    const template = byId.get(rule.templateId);
    if (!rule.enabled || !template) continue;
    plans.push({
      rule,
      templateId: template.id,
      templateHash: template.hash,
      // Stored templates were sanitized on upload; doing it again gives the photo slot and costs little.
      template: sanitizeTemplate(template.svg),
      matches: offerMatcher(rule.limits, parents),
      stored: await store.creativesOfTemplate(db, uuid, template.id),
      seen: new Set(),
    });
  }
  return plans;
}

/** After a complete run: creatives of offers that left the catalog or no longer match go. */
async function forgetUnmatched(deps: GenerationDeps, images: CreativeImageStore, uuid: string, plans: readonly Plan[]) {
  for (const plan of plans) {
    const gone = [...plan.stored.values()].filter((row) => !plan.seen.has(row.offer_id));
    if (!gone.length) continue;
    await store.deleteCreatives(
      deps.db,
      uuid,
      gone.map((row) => row.id),
    );
    await images.remove(gone.map((row) => ({ uuid, templateId: plan.templateId, offerId: row.offer_id, format: row.format })));
  }
}

/** Every creative of the project, rows and images. */
export async function forgetProject(db: Queryable, images: CreativeImageStore, uuid: string): Promise<void> {
  await db.query('delete from creatives where source_uuid = $1', [uuid]);
  await images.removeProject(uuid);
}
