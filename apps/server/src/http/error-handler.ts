import { isMessageKey, type Locale, translate, UPDATE_NOT_ALLOWED_EVENT } from '@vitrina/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERRORS, type ErrorCode, type FieldErrors } from './errors';

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Spec §8: the client reads errors.feedUrl for a bad feed address on /sources. */
const FIELD_ALIASES: Array<[RegExp, string]> = [[/^feedUrls(\.\d+)?$/, 'feedUrl']];

function addFieldError(fields: FieldErrors, field: string, reference: string) {
  const key = field || 'body';
  fields[key] ??= [];
  if (!fields[key].includes(reference)) fields[key].push(reference);
  for (const [pattern, alias] of FIELD_ALIASES) if (pattern.test(key) && alias !== key) addFieldError(fields, alias, reference);
}

/** Turns zod issues (as fastify-type-provider-zod hands them over) into per-field references. */
export function fieldErrorsOfValidation(items: readonly ValidationItem[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const item of items) {
    const path = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (item.keyword === 'unrecognized_keys' && Array.isArray(item.params.keys)) {
      for (const key of item.params.keys as string[]) addFieldError(fields, path ? `${path}.${key}` : key, 'validation.unknownField');
      continue;
    }
    const reference = item.message ?? '';
    addFieldError(fields, path, isMessageKey(reference.split('|')[0] ?? '') ? reference : 'validation.invalid');
  }
  return fields;
}

function translateFields(locale: Locale, fields: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([field, refs]) => [field, refs.map((ref) => translate(locale, ref))]));
}

function codeOfFrameworkError(error: FastifyError): ErrorCode | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return 'PAYLOAD_TOO_LARGE';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (error.code?.startsWith('FST_ERR_CTP_') || error instanceof SyntaxError) return 'BAD_JSON';
  if (error.statusCode === 404) return 'NOT_FOUND';
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'BAD_REQUEST';
  return null;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  params: ReadonlyArray<string | number> = [],
  fields?: FieldErrors,
) {
  const locale = request.locale;
  const statusCode = ERRORS[code].status;
  const firstField = fields && Object.values(fields)[0]?.[0];
  const message = code === 'VALIDATION' && firstField ? translate(locale, firstField) : translate(locale, ERRORS[code].message, params);
  return reply
    .status(statusCode)
    .send({ statusCode, message, ...(fields ? { errors: translateFields(locale, fields) } : {}), ...refusedChange(locale, code, params) });
}

/**
 * A refused change of a project (spec §6) names its event and says in words what is missing:
 * editing ('No permission for project editing') or managing, i.e. deleting ('No rights to manage the project').
 */
function refusedChange(locale: Locale, code: ErrorCode, params: ReadonlyArray<string | number>) {
  if (code !== 'NO_PERMISSION' || (params[0] !== 'sources.edit' && params[0] !== 'sources.delete')) return {};
  const detail = translate(locale, params[0] === 'sources.edit' ? 'errors.noEditPermission' : 'errors.noRightsToManage');
  return { event: UPDATE_NOT_ALLOWED_EVENT, detail };
}

/** Every error leaves the server in the shape of DESIGN.md §4, translated; nothing else leaks. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error.code, error.params, error.fields);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(request, reply, 'VALIDATION', [], fieldErrorsOfValidation(error.validation as unknown as ValidationItem[]));
    }
    const code = codeOfFrameworkError(error);
    if (code) return sendError(request, reply, code);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL');
  });
}
