import { merchandisingRulesBody, parseStoredFields } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';

const idParams = z.object({ id: z.string().max(100) });

/** GET and POST /sources/{id}/rules (spec §7): the whole list is read and saved at once. */
export async function merchandisingRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['merchandising'];

  app.get('/sources/:id/rules', { schema: { tags, params: idParams } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    const [row] = await deps.db.query<{ fields: unknown }>('select fields from sources where uuid = $1', [request.params.id]);
    const { merchandisingRules: rules } = parseStoredFields(row?.fields);
    return { data: { rules }, totalCount: rules.length };
  });

  app.post('/sources/:id/rules', { schema: { tags, params: idParams, body: merchandisingRulesBody } }, async (request) => {
    const me = await auth.userWhoCan(request, 'edit', request.params.id);
    const text = JSON.stringify(request.body.rules);
    await deps.db.transaction(async (tx) => {
      const [before] = await tx.query<{ rules: unknown }>(
        `select fields->'merchandisingRules' as rules from sources where uuid = $1 for update`,
        [request.params.id],
      );
      await tx.query(
        `update sources set fields = jsonb_set(fields, '{merchandisingRules}', $2::jsonb), updated_at = now() where uuid = $1`,
        [request.params.id, text],
      );
      await tx.query(
        `insert into source_changes (source_uuid, user_id, field, old_value, new_value) values ($1, $2, 'merchandisingRules', $3, $4)`,
        [request.params.id, me.row.id, before?.rules ? JSON.stringify(before.rules) : null, text],
      );
    });
    return { data: { rules: request.body.rules }, totalCount: request.body.rules.length };
  });
}
