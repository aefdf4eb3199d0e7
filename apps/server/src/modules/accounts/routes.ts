import {
  changePasswordBody,
  confirmBody,
  emailLocaleBody,
  loginBody,
  newPasswordBody,
  profilePatchBody,
  registerBody,
} from '@vitrina/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { AppError, appError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import * as accounts from './service';
import { clearSessionCookies, setSessionCookies } from './session-cookies';
import { createSignInBackoff } from './sign-in-backoff';
import * as store from './store';
import { toUserDto } from './user-dto';

/**
 * Limits per client address and per email address, so neither a flood nor a slow guess works.
 * createRateLimit is used because the plugin's own hooks let only one limit run per request.
 */
function limiters(app: FastifyInstance) {
  const guard =
    (limiter: (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) return;
      const seconds = Math.max(1, result.ttlInSeconds ?? 1);
      reply.header('retry-after', seconds);
      throw new AppError('TOO_MANY_REQUESTS', [seconds]);
    };
  const byAddress = (max: number, timeWindow: string) => guard(app.createRateLimit({ max, timeWindow }));
  const byEmail = (max: number, timeWindow: string) =>
    guard(
      app.createRateLimit({
        max,
        timeWindow,
        keyGenerator: (request) => {
          const email = (request.body as { email?: unknown } | undefined)?.email;
          return `email:${typeof email === 'string' ? email.trim().toLowerCase() : request.ip}`;
        },
      }),
    );
  return { byAddress, byEmail };
}

export async function accountsRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const limit = limiters(instance);
  const tags = ['accounts'];
  const backoff = createSignInBackoff(deps.clock ?? Date.now);
  /** Sign-in answers the token (API clients, DESIGN.md §4) and sets it as the console's HttpOnly cookie. */
  const signedIn = (reply: FastifyReply, { tokenId, ...result }: accounts.SignedIn) => {
    setSessionCookies(reply, deps.config, { ...result, tokenId });
    return { data: result };
  };

  app.post('/register', { schema: { tags, body: registerBody }, preHandler: [limit.byAddress(60, '1 minute')] }, async (request, reply) => {
    const data = await accounts.register(deps, request.body, request.locale);
    return reply.status(201).send({ data });
  });

  app.post(
    '/register/confirm',
    { schema: { tags, body: confirmBody }, preHandler: [limit.byAddress(60, '1 minute'), limit.byEmail(20, '10 minutes')] },
    async (request, reply) => signedIn(reply, await accounts.confirm(deps, request.body.email, request.body.token)),
  );

  app.put(
    '/register/resendToken',
    { schema: { tags, body: emailLocaleBody }, preHandler: [limit.byAddress(30, '1 minute'), limit.byEmail(5, '15 minutes')] },
    async (request) => ({ data: await accounts.resendConfirmation(deps, request.body.email, request.body.locale ?? request.locale) }),
  );

  // Wrong passwords slow down their own email and address (sign-in-backoff.ts); a flood from one address meets the fixed limit.
  app.post('/login', { schema: { tags, body: loginBody }, preHandler: [limit.byAddress(100, '1 minute')] }, async (request, reply) => {
    const { email, password } = request.body;
    const wait = backoff.waitSeconds(email, request.ip);
    if (wait > 0) {
      reply.header('retry-after', wait);
      throw new AppError('SIGN_IN_WAIT', [wait]);
    }
    try {
      const result = await accounts.login(deps, email, password);
      backoff.succeeded(email, request.ip);
      return signedIn(reply, result);
    } catch (error) {
      if (error instanceof AppError && error.code === 'WRONG_CREDENTIALS') backoff.failed(email, request.ip);
      throw error;
    }
  });

  /** Ends the session on the server (the token is refused from now on) and clears the console's cookies. */
  app.post('/logout', { schema: { tags } }, async (request, reply) => {
    const ended = await auth.endCurrentSession(request);
    clearSessionCookies(reply, deps.config);
    return { data: { ended } };
  });

  // A new password ends every other session (users.token_version); this one goes on with a new token.
  app.post('/password', { schema: { tags, body: changePasswordBody } }, async (request, reply) => {
    const me = await auth.currentUser(request);
    return signedIn(reply, await accounts.changePassword(deps, me.row, request.body.currentPassword, request.body.password));
  });

  app.post(
    '/users/reset',
    { schema: { tags, body: emailLocaleBody }, preHandler: [limit.byAddress(30, '1 minute'), limit.byEmail(5, '15 minutes')] },
    async (request) => ({ data: await accounts.requestReset(deps, request.body.email, request.body.locale ?? request.locale) }),
  );

  app.post(
    '/users/reset/:token',
    {
      schema: { tags, params: z.object({ token: z.string().min(1).max(200) }), body: newPasswordBody },
      preHandler: [limit.byAddress(30, '1 minute')],
    },
    async (request, reply) => signedIn(reply, await accounts.resetPassword(deps, request.params.token, request.body.password)),
  );

  app.get('/users/profile', { schema: { tags } }, async (request) => {
    const me = await auth.currentUser(request);
    return { data: toUserDto(me.row, me.permissions) };
  });

  app.patch('/users/profile', { schema: { tags, body: profilePatchBody } }, async (request) => {
    const me = await auth.currentUser(request);
    await store.updateProfile(deps.db, me.row.id, request.body);
    const row = await store.findUserById(deps.db, me.row.id);
    if (!row) throw appError('AUTH_REQUIRED');
    return { data: toUserDto(row, me.permissions) };
  });

  app.get('/users/:id/apiKeyRelease', { schema: { tags, params: z.object({ id: z.string().max(100) }) } }, async (request) => {
    const me = await auth.currentUser(request);
    const self = request.params.id === me.row.id || request.params.id === 'me';
    if (!self && !me.permissions.includes('*')) throw appError('NOT_FOUND');
    const target = self ? me.row.id : isUuid(request.params.id) ? (await store.findUserById(deps.db, request.params.id))?.id : undefined;
    if (!target) throw appError('NOT_FOUND');
    return { data: await accounts.releaseApiKey(deps, target) };
  });
}
