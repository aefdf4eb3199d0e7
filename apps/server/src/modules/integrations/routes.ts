import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { AppError, appError, fieldError } from '../../http/errors';
import { hashToken } from '../accounts';
import { administrator } from '../administrator';
import { partnershipRoutes } from './partnership-routes';
import * as store from './store';

const absoluteUrl = z
  .string({ error: 'validation.required' })
  .trim()
  .max(2048, 'validation.max|2048')
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'validation.url|https://shop.example/vitrina/callback');

const clientBody = z.strictObject({
  name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100, 'validation.max|100'),
  redirectUris: z.array(absoluteUrl, { error: 'validation.required' }).min(1, 'validation.required').max(10, 'validation.tooMany|10'),
});
const param = z.string().max(2048).optional();
const codeQuery = z.object({ client_id: param, redirect_uri: param, source_id: param, state: param });
const clientQuery = z.object({ redirect_uri: param });
const tokenBody = z.object({
  grant_type: z.literal('authorization_code', { error: 'validation.oneOf|authorization_code' }),
  code: z.string({ error: 'validation.required' }).max(200),
  client_id: z.string({ error: 'validation.required' }).max(200),
  client_secret: z.string({ error: 'validation.required' }).max(200),
  redirect_uri: z.string({ error: 'validation.required' }).max(2048),
});

/** Appends code and state to the client's address, keeping its own query. */
function redirectWith(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Connecting a CMS (Bitrix) site to a project: an OAuth 2 authorization-code flow (spec §2
 * authorize, §7 GET /code/?client_id, §8 link error). An administrator registers a client; the
 * console's /authorize page asks a signed-in user to pick a project and calls GET /code/; the
 * site exchanges the code at POST /oauth/token for a token that reads that one project.
 */
export async function integrationsRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, pepper } = deps;
  const tags = ['integrations'];
  await partnershipRoutes(instance, { deps, auth });
  // OAuth clients post the token request as a form (RFC 6749 §4.1.3).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const linkError = (field: string) => fieldError(field, 'integrations.linkError');

  /** The registered client of a link and its redirect address, or the link error. */
  async function clientOfLink(clientId: string | undefined, redirectUri: string | undefined) {
    const client = clientId ? await store.findClient(db, clientId) : undefined;
    if (!client) throw linkError('client_id');
    const uri = redirectUri ?? (client.redirect_uris.length === 1 ? client.redirect_uris[0] : undefined);
    if (!uri || !client.redirect_uris.includes(uri)) throw linkError('redirect_uri');
    return { client, redirectUri: uri };
  }

  app.post('/integrations/clients', { schema: { tags, body: clientBody } }, async (request, reply) => {
    const me = await administrator(auth, request);
    const clientId = `vc_${randomBytes(9).toString('base64url')}`;
    const clientSecret = store.newSecret(32);
    const { name, redirectUris } = request.body;
    await store.insertClient(db, { clientId, name, secretHash: hashToken(pepper, clientSecret), redirectUris, userId: me.row.id });
    return reply.status(201).send({ data: { clientId, clientSecret, name, redirectUris } });
  });

  app.get('/integrations/clients', { schema: { tags } }, async (request) => {
    await administrator(auth, request);
    const rows = await store.listClients(db);
    const data = rows.map((c) => ({
      clientId: c.client_id,
      name: c.name,
      redirectUris: c.redirect_uris,
      createdAt: c.created_at.getTime(),
    }));
    return { data, totalCount: data.length };
  });

  app.delete(
    '/integrations/clients/:clientId',
    { schema: { tags, params: z.object({ clientId: z.string().max(200) }) } },
    async (request) => {
      await administrator(auth, request);
      if (!(await store.deleteClient(db, request.params.clientId))) throw appError('NOT_FOUND');
      return { data: { clientId: request.params.clientId } };
    },
  );

  /** The authorize page checks its link before asking anything. */
  app.get(
    '/integrations/clients/:clientId',
    { schema: { tags, params: z.object({ clientId: z.string().max(200) }), querystring: clientQuery } },
    async (request) => {
      await auth.currentUser(request);
      const { client, redirectUri } = await clientOfLink(request.params.clientId, request.query.redirect_uri);
      return { data: { clientId: client.client_id, name: client.name, redirectUri } };
    },
  );

  const issueCode = async (request: FastifyRequest<{ Querystring: z.infer<typeof codeQuery> }>) => {
    const me = await auth.currentUser(request);
    const { client_id, redirect_uri, source_id, state } = request.query;
    const { client, redirectUri } = await clientOfLink(client_id, redirect_uri);
    if (!source_id) throw fieldError('source_id', 'validation.required');
    await auth.userWhoCan(request, 'edit', source_id);
    const code = store.newSecret();
    await store.insertCode(db, {
      codeHash: hashToken(pepper, code),
      clientId: client.client_id,
      userId: me.row.id,
      sourceUuid: source_id,
      redirectUri,
    });
    return {
      data: { code, state: state ?? null, expiresIn: store.CODE_TTL_MINUTES * 60, redirectUri: redirectWith(redirectUri, { code, state }) },
    };
  };
  app.get('/code', { schema: { tags, querystring: codeQuery } }, issueCode);
  app.get('/code/', { schema: { tags, querystring: codeQuery } }, issueCode);

  app.post('/oauth/token', { schema: { tags, body: tokenBody } }, async (request) => {
    const { code, client_id, client_secret, redirect_uri } = request.body;
    const client = await store.findClient(db, client_id);
    if (!client || client.secret_hash !== hashToken(pepper, client_secret)) throw fieldError('client_secret', 'integrations.clientInvalid');
    const granted = await store.useCode(db, hashToken(pepper, code), client_id, redirect_uri);
    if (!granted) throw new AppError('VALIDATION', [], { code: ['integrations.codeInvalid'] });
    const token = `${store.TOKEN_PREFIX}${store.newSecret(32)}`;
    await store.insertToken(db, {
      tokenHash: hashToken(pepper, token),
      clientId: client_id,
      userId: granted.user_id,
      sourceUuid: granted.source_uuid,
    });
    return { access_token: token, token_type: 'Bearer', expires_in: store.TOKEN_TTL_DAYS * 86_400, source_id: granted.source_uuid };
  });

  /** What a connected site needs: its project's key (the uuid), state and the widget loader. */
  app.get('/integrations/project', { schema: { tags } }, async (request) => {
    const match = /^Bearer\s+(vto_\S+)$/i.exec(request.headers.authorization ?? '');
    const uuid = match?.[1] ? await store.sourceOfToken(db, hashToken(pepper, match[1])) : undefined;
    if (!uuid) throw appError('AUTH_REQUIRED');
    const [row] = await db.query<{ name: string; site_url: string; source_status: string; offers_count: number; loaded_at: Date | null }>(
      'select name, site_url, source_status, offers_count, loaded_at from sources where uuid = $1',
      [uuid],
    );
    if (!row) throw appError('PROJECT_NOT_FOUND');
    const search = deps.config.searchPublicUrl;
    return {
      data: {
        uuid,
        name: row.name,
        siteUrl: row.site_url,
        sourceStatus: row.source_status,
        offersCount: row.offers_count,
        loadedAt: row.loaded_at ? row.loaded_at.getTime() : null,
        searchApiUrl: `${search}/api/${uuid}/search`,
        loaderUrl: `${search}/scripts/widget/${uuid}/main.js`,
      },
    };
  });
}
