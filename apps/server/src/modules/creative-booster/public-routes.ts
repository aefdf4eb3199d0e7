import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { appError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { creativeUrl } from './files';
import { creativeImages } from './image-store';
import { findCreativeByOffer } from './store';

const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * Public creatives on the search host, where shops and marketplaces fetch them:
 * GET /creatives/{project}/{template}/{offerId}.png (or .jpg) and the lists of offer id →
 * creative URL, GET /creatives/{project}/feed.csv and feed.xml.
 */
export async function creativePublicRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db } = deps;
  const images = creativeImages(deps);

  app.get<{ Params: { uuid: string; templateId: string; file: string } }>('/creatives/:uuid/:templateId/:file', async (request, reply) => {
    const { uuid, templateId, file } = request.params;
    const match = /^(.+)\.(png|jpg)$/.exec(file);
    if (!match?.[1] || !isUuid(uuid) || !isUuid(templateId)) throw appError('NOT_FOUND');
    const row = await findCreativeByOffer(db, uuid, templateId, match[1]);
    if (!row || (row.format === 'jpeg') !== (match[2] === 'jpg')) throw appError('NOT_FOUND');
    // The etag is read on every request (no bytes for a revalidation): a regenerated image is served at once.
    const image = await images.get({ uuid, templateId: row.template_id, offerId: row.offer_id, format: row.format });
    if (!image) throw appError('NOT_FOUND');
    const etag = `"${image.etag}"`;
    reply.header('cache-control', CACHE).header('etag', etag).header('last-modified', row.updated_at.toUTCString());
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const body = await image.body();
    return reply.type(image.contentType).header('content-length', image.size).send(body);
  });

  const listOf = async (uuid: string) => {
    if (!isUuid(uuid)) throw appError('NOT_FOUND');
    const live = await db.query('select 1 from sources where uuid = $1 and deleted_at is null', [uuid]);
    if (!live.length) throw appError('PROJECT_NOT_FOUND');
    const rows = await db.query<{ offer_id: string; template_id: string; template_name: string; format: string }>(
      `select c.offer_id, c.template_id, t.name as template_name, c.format from creatives c
       join creative_templates t on t.id = c.template_id where c.source_uuid = $1 order by t.created_at, t.id, c.offer_id`,
      [uuid],
    );
    return rows.map((row) => ({ ...row, url: creativeUrl(deps.config.searchPublicUrl, uuid, row.template_id, row.offer_id, row.format) }));
  };

  app.get<{ Params: { uuid: string } }>('/creatives/:uuid/feed.csv', async (request, reply) => {
    const rows = await listOf(request.params.uuid);
    const lines = [
      'offer_id,template_id,template_name,url',
      ...rows.map((r) => [r.offer_id, r.template_id, r.template_name, r.url].map(csvCell).join(',')),
    ];
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(`${lines.join('\n')}\n`);
  });

  app.get<{ Params: { uuid: string } }>('/creatives/:uuid/feed.xml', async (request, reply) => {
    const rows = await listOf(request.params.uuid);
    const items = rows.map(
      (r) =>
        `  <creative offer_id="${xml(r.offer_id)}" template_id="${r.template_id}" template_name="${xml(r.template_name)}">${xml(r.url)}</creative>`,
    );
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<creatives>\n${items.join('\n')}${items.length ? '\n' : ''}</creatives>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(body);
  });
}

/** A CSV cell, quoted when needed; ids stay exact (the feed is for machines, not spreadsheets). */
function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function xml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}
