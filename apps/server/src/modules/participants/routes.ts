import { addParticipantBody, changeParticipantBody, type Participant } from '@vitrina/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth, CurrentUser } from '../../http/auth';
import { AppError, appError, fieldError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { findUserByEmail } from '../accounts';
import { participantAddedMail } from './mails';
import * as store from './store';

const idParams = z.object({ id: z.string().max(100) });
const userParams = z.object({ id: z.string().max(100), userId: z.string().max(100) });

/**
 * Participants of a project (spec §6, §7 /sources/{id}/users): listing needs view; adding,
 * changing and removing others need edit; anyone may leave or change their own subscription.
 * The owner keeps full access and is never removed here.
 */
export async function participantsRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['participants'];

  /** The participant a call is about; acting on someone else needs edit. */
  async function targetOf(request: FastifyRequest, id: string, userId: string): Promise<{ me: CurrentUser; target: Participant }> {
    const me = await auth.userWhoCan(request, 'view', id);
    if (me.row.id !== userId) await auth.userWhoCan(request, 'edit', id);
    const target = isUuid(userId) ? await store.findParticipant(db, id, userId) : undefined;
    if (!target) throw appError('NOT_FOUND');
    return { me, target };
  }

  const notOwner = (target: Participant) => {
    if (target.access === 'owner') throw new AppError('VALIDATION', [], { userId: ['participants.ownerStays'] });
  };

  app.get('/sources/:id/users', { schema: { tags, params: idParams } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    const list = await store.listParticipants(db, request.params.id);
    return { data: list, totalCount: list.length };
  });

  app.post('/sources/:id/users', { schema: { tags, params: idParams, body: addParticipantBody } }, async (request, reply) => {
    const { id } = request.params;
    const me = await auth.userWhoCan(request, 'edit', id);
    const user = await findUserByEmail(db, request.body.email);
    if (!user?.confirmed_at) throw new AppError('VALIDATION', [], { email: [`participants.userNotFound|${deps.config.publicUrl}`] });
    if (await store.findParticipant(db, id, user.id)) throw fieldError('email', 'participants.alreadyLinked');
    await db.transaction((tx) => store.setAccess(tx, id, user.id, request.body.access));
    const added = await store.findParticipant(db, id, user.id);
    const [source] = await db.query<{ name: string; site_url: string }>('select name, site_url from sources where uuid = $1', [id]);
    if (source) {
      const mail = participantAddedMail({ to: user, by: me.row.name, sourceUuid: id, source, publicUrl: deps.config.publicUrl });
      // The access is granted either way; a mail server hiccup must not undo it.
      deps.mailer.send(mail).catch((error: unknown) => request.log.warn({ err: error }, 'participant mail failed'));
    }
    return reply.status(201).send({ data: added });
  });

  app.patch('/sources/:id/users/:userId', { schema: { tags, params: userParams, body: changeParticipantBody } }, async (request) => {
    const { id, userId } = request.params;
    await auth.userWhoCan(request, 'edit', id);
    const { target } = await targetOf(request, id, userId);
    notOwner(target);
    await db.transaction((tx) => store.setAccess(tx, id, userId, request.body.access));
    return { data: await store.findParticipant(db, id, userId) };
  });

  app.delete('/sources/:id/users/:userId', { schema: { tags, params: userParams } }, async (request) => {
    const { id, userId } = request.params;
    const { target } = await targetOf(request, id, userId);
    notOwner(target);
    await db.transaction((tx) => store.unlink(tx, id, userId));
    return { data: { id: userId } };
  });

  const subscription = (subscribed: boolean) => async (request: FastifyRequest<{ Params: z.infer<typeof userParams> }>) => {
    const { id, userId } = request.params;
    const { target } = await targetOf(request, id, userId);
    await store.setErrorSubscription(db, id, userId, subscribed);
    return { data: { ...target, notification: { is_subscribed_to_errors: subscribed } } };
  };
  app.post('/sources/:id/users/:userId/notifications/subscribe-errors', { schema: { tags, params: userParams } }, subscription(true));
  app.delete('/sources/:id/users/:userId/notifications/unsubscribe-errors', { schema: { tags, params: userParams } }, subscription(false));
}
