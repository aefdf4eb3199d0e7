import { type AdminForm, adminFormSchema, defaultAdminForm, transferBody } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { AppError, type FieldErrors, fieldError } from '../../http/errors';
import { overviewRoutes } from './overview';
import { adminOfProject } from './require-admin';
import { transferSettings } from './transfer';

const idParams = z.object({ id: z.string().max(100) });

/**
 * The administrator area of a project (spec §2, §3, §6), for '*' only: the administrator form
 * (GET and PUT /sources/{id}/administrator) and the settings copy (POST /sources/{id}/transfer).
 */
export async function administratorRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['administrator'];
  await overviewRoutes(instance, { deps, auth });

  const liveProjects = async (ids: readonly string[]) =>
    new Set(
      (await db.query<{ uuid: string }>('select uuid from sources where uuid = any($1::uuid[]) and deleted_at is null', [ids])).map(
        (row) => row.uuid,
      ),
    );

  app.get('/sources/:id/administrator', { schema: { tags, params: idParams } }, async (request) => {
    await adminOfProject(auth, request, request.params.id);
    const [row] = await db.query<{ form: Partial<AdminForm> }>('select form from admin_forms where source_uuid = $1', [request.params.id]);
    return { data: { ...defaultAdminForm(), ...(row?.form ?? {}) } };
  });

  app.put('/sources/:id/administrator', { schema: { tags, params: idParams, body: adminFormSchema } }, async (request) => {
    const { id } = request.params;
    const me = await adminOfProject(auth, request, id);
    const form = request.body;
    const linked = [...(form.referred_by_project_uuid ? [form.referred_by_project_uuid] : []), ...form.other_client_uuids];
    const live = await liveProjects(linked);
    const errors: FieldErrors = {};
    const ref = form.referred_by_project_uuid;
    if (ref && (ref === id || !live.has(ref))) errors.referred_by_project_uuid = ['errors.projectNotFound'];
    form.other_client_uuids.forEach((uuid, index) => {
      if (uuid === id || !live.has(uuid)) errors[`other_client_uuids.${index}`] = ['errors.projectNotFound'];
    });
    if (Object.keys(errors).length) throw new AppError('VALIDATION', [], errors);
    const saved = { ...form, other_client_uuids: [...new Set(form.other_client_uuids)] };
    await db.query(
      `insert into admin_forms (source_uuid, form, updated_by) values ($1, $2::jsonb, $3)
       on conflict (source_uuid) do update set form = excluded.form, updated_by = excluded.updated_by, updated_at = now()`,
      [id, JSON.stringify(saved), me.row.id],
    );
    return { data: saved };
  });

  app.post('/sources/:id/transfer', { schema: { tags, params: idParams, body: transferBody } }, async (request) => {
    const { id } = request.params;
    const me = await adminOfProject(auth, request, id);
    const to = request.body.destination_source_uuid;
    if (to === id) throw fieldError('destination_source_uuid', 'admin.sameProject');
    if (!(await liveProjects([to])).has(to)) throw fieldError('destination_source_uuid', 'errors.projectNotFound');
    const result = await db.transaction((tx) => transferSettings(tx, id, to, request.body.copy_options, me.row.id));
    return { data: result };
  });
}
