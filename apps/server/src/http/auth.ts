import { can, type SourceAction, UPDATE_NOT_ALLOWED_EVENT } from '@vitrina/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import {
  API_KEY_PREFIX,
  endSession,
  findUserByApiKeyHash,
  findUserById,
  hashToken,
  isSessionEnded,
  listPermissions,
  tokenCookieOf,
  type UserRow,
} from '../modules/accounts';
import { appError } from './errors';
import { isUuid } from './ids';
import { isSameOriginRequest } from './same-origin';

export interface CurrentUser {
  row: UserRow;
  permissions: string[];
}

const resolved = new WeakMap<FastifyRequest, Promise<CurrentUser | null>>();

/**
 * Reads `Authorization: Bearer <token>` (a console JWT or a personal API key, vtr_…) or, without
 * that header, the console's HttpOnly session cookie (a JWT only, and only from the console's own
 * origin: see same-origin.ts). The user is loaded once per request, with permissions fresh from
 * the database; a token whose session was ended (sign-out) or whose password changed is refused.
 */
export function createAuth({ db, tokens, pepper, config }: Pick<AppDeps, 'db' | 'tokens' | 'pepper' | 'config'>) {
  function tokenOf(request: FastifyRequest): { token: string; fromCookie: boolean } | null {
    const header = request.headers.authorization;
    if (header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      return match?.[1] ? { token: match[1], fromCookie: false } : null;
    }
    const cookie = tokenCookieOf(request);
    if (!cookie) return null;
    if (!isSameOriginRequest(request, config.publicUrl)) throw appError('CROSS_SITE_REQUEST');
    return { token: cookie, fromCookie: true };
  }

  /** The live console session of a JWT: its claims when signed, current and not ended. */
  async function liveClaims(token: string) {
    const claims = await tokens.verify(token);
    if (!claims || (await isSessionEnded(db, claims.tokenId))) return null;
    return claims;
  }

  async function resolve(request: FastifyRequest): Promise<CurrentUser | null> {
    const found = tokenOf(request);
    if (!found) return null;
    let row: UserRow | undefined;
    if (found.token.startsWith(API_KEY_PREFIX)) {
      if (found.fromCookie) return null;
      row = await findUserByApiKeyHash(db, hashToken(pepper, found.token));
    } else {
      const claims = await liveClaims(found.token);
      if (!claims) return null;
      row = await findUserById(db, claims.userId);
      if (row && row.token_version !== claims.version) return null;
    }
    if (!row?.confirmed_at) return null;
    return { row, permissions: await listPermissions(db, row.id) };
  }

  /**
   * Sign-out: ends the session of the request's token on the server, so the token is refused from
   * now on even where a copy of it survives. False when there was no live session (an API key is
   * ended by releasing a new one).
   */
  async function endCurrentSession(request: FastifyRequest): Promise<boolean> {
    const found = tokenOf(request);
    if (!found || found.token.startsWith(API_KEY_PREFIX)) return false;
    const claims = await liveClaims(found.token);
    if (!claims) return false;
    await endSession(db, claims);
    return true;
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
   * The signed-in user, who must hold `action` on a live project (spec §6), or on its `part` when
   * given. Checked in this order: signed in (401), the project exists (404), the permission (403).
   */
  async function userWhoCan(request: FastifyRequest, action: SourceAction, sourceId: string, part?: string): Promise<CurrentUser> {
    const user = await currentUser(request);
    const live =
      isUuid(sourceId) && (await db.query('select 1 from sources where uuid = $1 and deleted_at is null', [sourceId])).length > 0;
    if (!live) throw appError('PROJECT_NOT_FOUND');
    if (!can(user.permissions, action, sourceId, part)) {
      // Spec §6: a refused change emits 'projects update not allowed' (logged here, named in the 403 by the error handler).
      if (action !== 'view')
        request.log.warn({ event: UPDATE_NOT_ALLOWED_EVENT, action, sourceId, part, userId: user.row.id }, UPDATE_NOT_ALLOWED_EVENT);
      throw appError('NO_PERMISSION', [`sources.${action}`, sourceId]);
    }
    return user;
  }

  return { currentUser, userWhoCan, endCurrentSession };
}

export type Auth = ReturnType<typeof createAuth>;
