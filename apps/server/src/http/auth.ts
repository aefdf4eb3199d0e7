import { can, type SourceAction } from '@vitrina/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { API_KEY_PREFIX, findUserByApiKeyHash, findUserById, hashToken, listPermissions, type UserRow } from '../modules/accounts';
import { appError } from './errors';
import { isUuid } from './ids';

export interface CurrentUser {
  row: UserRow;
  permissions: string[];
}

const resolved = new WeakMap<FastifyRequest, Promise<CurrentUser | null>>();

/**
 * Reads `Authorization: Bearer <token>`: a console JWT or a personal API key (vtr_…). The user
 * is loaded once per request, with permissions fresh from the database.
 */
export function createAuth({ db, tokens, pepper }: Pick<AppDeps, 'db' | 'tokens' | 'pepper'>) {
  async function resolve(request: FastifyRequest): Promise<CurrentUser | null> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) return null;
    const token = match[1];
    let row: UserRow | undefined;
    if (token.startsWith(API_KEY_PREFIX)) {
      row = await findUserByApiKeyHash(db, hashToken(pepper, token));
    } else {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      row = await findUserById(db, claims.userId);
      if (row && row.token_version !== claims.version) return null;
    }
    if (!row?.confirmed_at) return null;
    return { row, permissions: await listPermissions(db, row.id) };
  }

  async function currentUser(request: FastifyRequest): Promise<CurrentUser> {
    let pending = resolved.get(request);
    if (!pending) {
      pending = resolve(request);
      resolved.set(request, pending);
    }
    const user = await pending;
    if (!user) throw appError('AUTH_REQUIRED');
    return user;
  }

  /**
   * The signed-in user, who must hold `action` on a live project (spec §6). Checked in this
   * order: signed in (401), the project exists (404), the permission (403).
   */
  async function userWhoCan(request: FastifyRequest, action: SourceAction, sourceId: string): Promise<CurrentUser> {
    const user = await currentUser(request);
    const live =
      isUuid(sourceId) && (await db.query('select 1 from sources where uuid = $1 and deleted_at is null', [sourceId])).length > 0;
    if (!live) throw appError('PROJECT_NOT_FOUND');
    if (!can(user.permissions, action, sourceId)) throw appError('NO_PERMISSION', [`sources.${action}`, sourceId]);
    return user;
  }

  return { currentUser, userWhoCan };
}

export type Auth = ReturnType<typeof createAuth>;
