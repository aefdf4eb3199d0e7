import { isAdmin } from '@vitrina/contracts';
import type { FastifyRequest } from 'fastify';
import type { Auth, CurrentUser } from '../../http/auth';
import { appError } from '../../http/errors';

/** Administrator-only project calls (spec §6: '*'): signed in (401), the project exists (404), '*' (403). */
export async function adminOfProject(auth: Auth, request: FastifyRequest, sourceId: string): Promise<CurrentUser> {
  const user = await auth.userWhoCan(request, 'view', sourceId);
  if (!isAdmin(user.permissions)) throw appError('NO_PERMISSION', ['administrator', sourceId]);
  return user;
}

/** Administrator-only calls not tied to one project. */
export async function administrator(auth: Auth, request: FastifyRequest): Promise<CurrentUser> {
  const user = await auth.currentUser(request);
  if (!isAdmin(user.permissions)) throw appError('NO_PERMISSION', ['administrator', '*']);
  return user;
}
