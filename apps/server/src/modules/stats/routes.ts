import { statsBody } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { requirePlanFeature } from '../plans';
import { logChanges } from '../sources';
import { createSqlEventsStore } from './events-store';
import { MAX_RETENTION_MONTHS, retentionFromEnv } from './retention';

const DAY = 24 * 3600 * 1000;
const params = z.object({ id: z.string().max(100) });
const settingsBody = z.strictObject({
  /** Months of raw events this project keeps; null follows the server's default. */
  eventsRetentionMonths: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(MAX_RETENTION_MONTHS, 'validation.invalid')
    .nullable(),
});

/** POST /sources/{id}/stats {select, options}: every report of the statistics screens; and the statistics settings. */
export async function statsRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Reports read the replica when there is one (STATS_DATABASE_URL); the settings stay on the primary.
  const reports = () => createSqlEventsStore(deps.statsDb ?? deps.db);
  const defaultRetentionMonths = retentionFromEnv();

  app.post('/sources/:id/stats', { schema: { tags: ['stats'], params, body: statsBody } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    await requirePlanFeature(deps.db, request, request.params.id, 'statistics');
    const { select, options } = request.body;
    const to = options.to ?? new Date();
    const from = options.from ?? new Date(to.getTime() - 30 * DAY);
    return { data: await reports().report(request.params.id, select, { ...options, from, to }) };
  });

  const settingsOf = async (uuid: string) => {
    const [row] = await deps.db.query<{ months: number | null }>('select events_retention_months as months from sources where uuid = $1', [
      uuid,
    ]);
    return { eventsRetentionMonths: row?.months ?? null, defaultRetentionMonths };
  };

  app.get('/sources/:id/stats/settings', { schema: { tags: ['stats'], params } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    return { data: await settingsOf(request.params.id) };
  });

  /** Raw events older than the retention are dropped by the worker's maintenance; daily rollups stay longer. */
  app.put('/sources/:id/stats/settings', { schema: { tags: ['stats'], params, body: settingsBody } }, async (request) => {
    const me = await auth.userWhoCan(request, 'edit', request.params.id);
    const uuid = request.params.id;
    const before = await settingsOf(uuid);
    const months = request.body.eventsRetentionMonths;
    if (before.eventsRetentionMonths !== months) {
      await deps.db.transaction(async (tx) => {
        await tx.query('update sources set events_retention_months = $2, updated_at = now() where uuid = $1', [uuid, months]);
        const text = (value: number | null) => (value === null ? null : String(value));
        await logChanges(tx, uuid, me.row.id, [
          { field: 'eventsRetentionMonths', oldValue: text(before.eventsRetentionMonths), newValue: text(months) },
        ]);
      });
    }
    return { data: await settingsOf(uuid) };
  });
}
