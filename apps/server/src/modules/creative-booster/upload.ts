import { CREATIVE_UPLOAD_MAX_BYTES, translate } from '@vitrina/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, appError, fieldError } from '../../http/errors';

const tooLarge = (request: FastifyRequest) =>
  new AppError('CREATIVE_SVG_TOO_LARGE', [translate(request.locale, 'creative.reason.bytes', [CREATIVE_UPLOAD_MAX_BYTES])]);

export interface TemplateUpload {
  sourceId: string;
  name: string;
  svg: Buffer;
}

/** An SVG document: optional BOM, XML declaration, comments and doctype, then the <svg> root. */
export function looksLikeSvg(head: string): boolean {
  let rest = head.replace(/^\uFEFF/, '');
  for (;;) {
    rest = rest.trimStart();
    // A doctype with an internal subset ([ … ]) ends at ']>'; the sanitizer then refuses its entities.
    const doctype = /^<!DOCTYPE[^>[]*(\[)?/i.exec(rest);
    const close = rest.startsWith('<?') ? '?>' : rest.startsWith('<!--') ? '-->' : doctype ? (doctype[1] ? ']>' : '>') : null;
    if (!close) break;
    const end = rest.indexOf(close);
    if (end < 0) return false;
    rest = rest.slice(end + close.length);
  }
  return /^<svg[\s>]/i.test(rest);
}

/**
 * Reads POST /creativebooster/upload (multipart: sourceId, optional name, the SVG in `file`).
 * Only SVG passes: by type or .svg name, and by content, since either can lie.
 */
export async function readUpload(request: FastifyRequest): Promise<TemplateUpload> {
  if (!request.isMultipart()) throw appError('CREATIVE_SVG_ONLY');
  const fields: Record<string, string> = {};
  let file: { name: string; type: string; data: Buffer; truncated: boolean } | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') return null;
        throw error;
      });
      if (!data) throw tooLarge(request);
      file = { name: part.filename, type: part.mimetype, data, truncated: part.file.truncated };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  const sourceId = fields.sourceId?.trim() ?? '';
  if (!sourceId) throw fieldError('sourceId', 'creative.sourceIdRequired');
  if (!file) throw fieldError('file', 'creative.svgOnly');
  if (file.truncated) throw tooLarge(request);
  const claimsSvg = file.type === 'image/svg+xml' || /\.svg$/i.test(file.name);
  const head = file.data.subarray(0, 64 * 1024).toString('utf8');
  if (!claimsSvg || !looksLikeSvg(head)) throw appError('CREATIVE_SVG_ONLY');
  const name = (fields.name ?? file.name.replace(/\.svg$/i, '')).trim().slice(0, 200);
  if (!name) throw fieldError('name', 'creative.nameRequired');
  return { sourceId, name, svg: file.data };
}
