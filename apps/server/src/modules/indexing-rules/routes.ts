import { indexingRulesBody, parseStoredFields } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { appError } from '../../http/errors';
import { compileOrReject } from './compile';
import { previewRules } from './preview';

const idParams = z.object({ id: z.string().max(100) });

export async function indexingRulesRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['indexing rules'];

  async function fieldsOf(id: string) {
    const [row] = await db.query<{ fields: unknown }>('select fields from sources where uuid = $1 and deleted_at is null', [id]);
    if (!row) throw appError('PROJECT_NOT_FOUND');
    return parseStoredFields(row.fields);
  }

  app.get('/sources/:id/indexing-rules', { schema: { tags, params: idParams } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    const fields = await fieldsOf(request.params.id);
    return { data: { rules: fields.indexingRules } };
  });

  /** Saves the whole list; it applies from the next feed load on. */
  app.put('/sources/:id/indexing-rules', { schema: { tags, params: idParams, body: indexingRulesBody } }, async (request) => {
    const me = await auth.userWhoCan(request, 'edit', request.params.id);
    compileOrReject(request.body.rules);
    const text = JSON.stringify(request.body.rules);
    await db.transaction(async (tx) => {
      const [before] = await tx.query<{ rules: unknown }>(
        `select fields->'indexingRules' as rules from sources where uuid = $1 for update`,
        [request.params.id],
      );
      await tx.query(`update sources set fields = jsonb_set(fields, '{indexingRules}', $2::jsonb), updated_at = now() where uuid = $1`, [
        request.params.id,
        text,
      ]);
      await tx.query('insert into source_changes (source_uuid, user_id, field, old_value, new_value) values ($1, $2, $3, $4, $5)', [
        request.params.id,
        me.row.id,
        'indexingRules',
        before?.rules ? JSON.stringify(before.rules) : null,
        text,
      ]);
    });
    return { data: { rules: request.body.rules } };
  });

  /** What the rules would do to the live catalog: offers matched per rule, changed and removed, the first of those. */
  app.post('/sources/:id/indexing-rules/preview', { schema: { tags, params: idParams, body: indexingRulesBody } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    const rules = compileOrReject(request.body.rules);
    await fieldsOf(request.params.id);
    return { data: await previewRules(db, request.params.id, rules, request.body.rules.length) };
  });
}
