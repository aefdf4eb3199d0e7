import { MAX_EVENTS_PER_REQUEST, type TrackerEvent, trackerEventSchema, translate } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError, appError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { provideBuffers } from '../metrics';
import { deviceOf } from '../search';
import { createSqlEventsStore, MAX_CLOCK_SKEW_MS, type StoredTrackerEvent } from '../stats';
import { createTrackerBatcher } from './tracker-batcher';

/** Events one project may send a node per minute; beyond it the shop gets 429 and retries later. */
const EVENTS_PER_MINUTE = 6000;
const BODY_LIMIT = 512 * 1024;

/**
 * POST /api/{projectId}/events: the tracker and the widget report what shoppers do. Each event is
 * checked on its own: good ones are stored, bad ones come back with their errors (202 either way).
 */
export async function eventsRoutes(
  instance: FastifyInstance,
  {
    deps,
    onStored,
  }: {
    deps: AppDeps;
    /** Told of every stored batch (recommendations learn from it). */
    onStored?: (projectId: string, events: TrackerEvent[]) => void;
  },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Concurrent requests share one insert per project (group commit); each is answered once stored.
  const batcher = createTrackerBatcher(createSqlEventsStore(deps.db));
  const unprovide = provideBuffers(() => [{ kind: 'tracker', size: batcher.size() }]);
  instance.addHook('onClose', async () => {
    unprovide();
    await batcher.flush();
  });
  const limiter = instance.createRateLimit({
    max: EVENTS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `events:${(request.params as { projectId?: string }).projectId}`,
  });

  app.post(
    '/api/:projectId/events',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['events'],
        params: z.object({ projectId: z.string().max(100) }),
        body: z.object({
          events: z
            .array(z.unknown(), { error: 'validation.required' })
            .min(1, 'validation.required')
            .max(MAX_EVENTS_PER_REQUEST, `validation.tooMany|${MAX_EVENTS_PER_REQUEST}`),
        }),
      },
    },
    async (request, reply) => {
      const { projectId } = request.params;
      if (
        !isUuid(projectId) ||
        !(await deps.db.query('select 1 from sources where uuid = $1 and deleted_at is null', [projectId])).length
      ) {
        throw appError('PROJECT_NOT_FOUND');
      }
      const limit = await limiter(request);
      if (!limit.isAllowed && limit.isExceeded) throw new AppError('TOO_MANY_REQUESTS', [Math.max(1, limit.ttlInSeconds ?? 1)]);

      const accepted: TrackerEvent[] = [];
      const rejected: Array<{ index: number; errors: Record<string, string[]> }> = [];
      request.body.events.forEach((raw, index) => {
        const parsed = trackerEventSchema.safeParse(raw);
        if (parsed.success) accepted.push(parsed.data);
        else {
          const errors: Record<string, string[]> = {};
          for (const issue of parsed.error.issues) {
            const field = issue.path.join('.') || 'event';
            errors[field] = [...(errors[field] ?? []), translate(request.locale, issue.message)];
          }
          rejected.push({ index, errors });
        }
      });
      if (accepted.length) await batcher.add(projectId, settleTimes(accepted), deviceOf(request.headers['user-agent']));
      if (accepted.length) onStored?.(projectId, accepted);
      return reply.status(202).send({ accepted: accepted.length, rejected });
    },
  );
}

/** Client clocks further off than the allowed skew are replaced by the server's. */
function settleTimes(events: readonly TrackerEvent[]): StoredTrackerEvent[] {
  const now = Date.now();
  return events.map((e) => ({ ...e, at: new Date(e.ts !== undefined && Math.abs(e.ts - now) < MAX_CLOCK_SKEW_MS ? e.ts : now) }));
}
